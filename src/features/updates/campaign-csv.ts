import type { Campaign } from '@/domain/campaigns/campaign-engine';
import { CSV_BOM, CSV_MIME_TYPE, toCsv } from '@/domain/csv';
import { downloadText } from '@/lib/download';

const iso = (ms: number | undefined) => (ms === undefined ? '' : new Date(ms).toISOString());

/** One row per unit: what the campaign did to it and why. */
export function campaignCsv(c: Campaign): string {
  return toCsv(
    ['unit', 'guid', 'wave', 'step', 'reason', 'version before', 'sent at', 'done at'],
    c.units.map((u) => [
      u.label,
      u.guid,
      u.wave >= 0 ? u.wave + 1 : '',
      u.step,
      u.reason ?? '',
      u.before?.version ?? '',
      iso(u.sentAt),
      iso(u.doneAt),
    ]),
  );
}

/** Downloads the campaign's CSV (named after the campaign). */
export function downloadCampaignCsv(c: Campaign): void {
  const name = `campaign-${c.name.replace(/[^\w-]+/g, '-')}.csv`;
  downloadText(name, CSV_BOM + campaignCsv(c), CSV_MIME_TYPE);
}

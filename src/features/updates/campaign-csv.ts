import type { Campaign } from '@/domain/campaigns/campaign-engine';
import { toCsv } from '@/domain/csv';

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

import { toCsv, type CsvCell } from '@/domain/csv';
import { HEALTH_CLASS_LABELS } from '@/domain/equipment/equipment-state';
import { LAST_SEEN_LABELS } from '@/domain/fleet/last-seen';
import { rowStateLabel, type FleetRow } from '../table/fleet-row';

// CSV headers and values stay English whatever the language on screen: the file is data for
// spreadsheets and scripts (docs/decisions.md#languages).
export const FLEET_CSV_HEADER = [
  'serial',
  'alias',
  'model',
  'type',
  'state',
  'health',
  'active_errors',
  'critical_errors',
  'release',
  'city',
  'country',
  'last_seen',
  'last_ping_utc',
  'equipment_guid',
] as const;

function releaseText(row: FleetRow): string {
  const { version } = row.release;
  if (version === undefined) return '';
  return version === null || version.trim() === '' ? 'not installed' : version;
}

/** The fleet view as filtered and sorted on screen: one line per unit, times in UTC ISO 8601. */
export function fleetCsv(rows: readonly FleetRow[], visible: Int32Array): string {
  const lines: CsvCell[][] = [];
  for (const i of visible) {
    const row = rows[i]!;
    lines.push([
      row.serial,
      row.alias,
      row.model,
      row.type,
      rowStateLabel(row),
      HEALTH_CLASS_LABELS[row.health],
      row.errorCount,
      row.criticalCount,
      releaseText(row),
      row.city,
      row.country,
      LAST_SEEN_LABELS[row.lastSeen],
      row.lastPing === undefined ? '' : new Date(row.lastPing).toISOString(),
      row.guid,
    ]);
  }
  return toCsv(FLEET_CSV_HEADER, lines);
}

/** "fleet-all-2026-11-22T0855.csv" or with the company's first guid block. */
export function fleetCsvFileName(company: string | undefined, now: Date): string {
  const stamp = now.toISOString().slice(0, 16).replace(':', '');
  const scope = company ? company.split('-')[0] : 'all';
  return `fleet-${scope}-${stamp}.csv`;
}

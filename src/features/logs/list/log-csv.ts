import type { DeviceLogEntry } from '@/api/device-log-entry';
import { toCsv } from '@/domain/csv';
import type { CatalogEntry } from '@/domain/equipment/error-catalog';
import { formatAbsoluteTime } from '@/domain/time';
import { toJsonText } from '../detail/json-tree';
import { summarizeLog } from '../log-summary';

// CSV of the filtered list: top-level fields, session figures in their units
// (docs/decisions.md#timestamps-units) and json_data as compact JSON text; csv.ts guards against
// spreadsheet formulas. Headers and values stay English whatever the language on screen: the file
// is data, not text on screen (docs/decisions.md#languages), so the summary and the local date use
// the English defaults of summarizeLog and formatAbsoluteTime.

export const LOG_CSV_HEADER = [
  'log_date_utc',
  'log_date_local',
  'type',
  'log_id',
  'controller_serial',
  'device_guid',
  'log_guid',
  'summary',
  'session_time_s',
  'pause_time_s',
  'pause_times',
  'json_data',
] as const;

export function logsToCsv(
  logs: readonly DeviceLogEntry[],
  catalog: readonly CatalogEntry[] = [],
  timeZone?: string,
): string {
  const rows = logs.map((log) => [
    Number.isFinite(log.logDate) ? new Date(log.logDate).toISOString() : '',
    formatAbsoluteTime(log.logDate, timeZone),
    log.type,
    log.logId,
    log.controllerSerial,
    log.deviceGuid,
    log.guid,
    summarizeLog(log, catalog),
    log.session?.sessionTime,
    log.session?.pauseTime,
    log.session?.pauseTimes,
    toJsonText(log.data, 0),
  ]);
  return toCsv(LOG_CSV_HEADER, rows);
}

/** e.g. `device-logs-2499000026-error-2026-11-22.csv`; only safe characters in the name. */
export function logCsvFileName(unit: string, type: string | undefined, now: number): string {
  const day = new Date(now).toISOString().slice(0, 10);
  const safe = (s: string) => s.replace(/[^\w.-]+/g, '_').slice(0, 60);
  return (
    ['device-logs', safe(unit), type ? safe(type) : undefined, day].filter(Boolean).join('-') +
    '.csv'
  );
}

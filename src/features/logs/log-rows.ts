import type { DeviceLog } from '@/api/schemas';

// Turns loaded pages into the rows of the virtualized table: newest first, one copy per log,
// a day header before each calendar day.

/** Newest first; ties by log id (higher = later). Duplicates (by guid) keep their first copy. */
export function newestFirst(logs: Iterable<DeviceLog>): DeviceLog[] {
  const seen = new Set<string>();
  const unique: DeviceLog[] = [];
  for (const log of logs) {
    if (seen.has(log._meta.guid)) continue;
    seen.add(log._meta.guid);
    unique.push(log);
  }
  return unique.sort((a, b) => b.log_date - a.log_date || b.log_id - a.log_id);
}

export type LogRow =
  | { kind: 'day'; key: string; label: string; count: number }
  | { kind: 'log'; key: string; log: DeviceLog };

const formats = new Map<string, Intl.DateTimeFormat>();

function cachedFormat(locale: string | undefined, timeZone: string | undefined, options: Intl.DateTimeFormatOptions) {
  const key = `${locale ?? ''}|${timeZone ?? ''}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    formats.set(key, format);
  }
  return format;
}

const KEY_OPTIONS: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit' };
const LABEL_OPTIONS: Intl.DateTimeFormatOptions = { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' };

/** The calendar day as YYYY-MM-DD (en-CA's own format) in the given zone. */
export function dayKeyOf(ms: number, timeZone?: string): string {
  return cachedFormat('en-CA', timeZone, KEY_OPTIONS).format(ms);
}

export function dayLabelOf(ms: number, timeZone?: string): string {
  return cachedFormat(undefined, timeZone, LABEL_OPTIONS).format(ms);
}

/** Rows for already sorted logs; `timeZone` undefined = the browser's zone. */
export function buildLogRows(sorted: readonly DeviceLog[], timeZone?: string): LogRow[] {
  const rows: LogRow[] = [];
  let currentKey: string | undefined;
  let header: Extract<LogRow, { kind: 'day' }> | undefined;
  for (const log of sorted) {
    const key = dayKeyOf(log.log_date, timeZone);
    if (key !== currentKey || !header) {
      currentKey = key;
      header = { kind: 'day', key: `day:${key}`, label: dayLabelOf(log.log_date, timeZone), count: 0 };
      rows.push(header);
    }
    header.count += 1;
    rows.push({ kind: 'log', key: log._meta.guid, log });
  }
  return rows;
}

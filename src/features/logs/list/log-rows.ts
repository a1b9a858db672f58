import type { DeviceLogEntry } from '@/api/device-log-entry';

// Turns loaded pages into the rows of the virtualized table: newest first, one copy per log,
// a day header before each calendar day.

/** Newest first; ties by log id (higher = later). Duplicates (by guid) keep their first copy. */
export function newestFirst(logs: Iterable<DeviceLogEntry>): DeviceLogEntry[] {
  const seen = new Set<string>();
  const unique: DeviceLogEntry[] = [];
  for (const log of logs) {
    if (seen.has(log.guid)) continue;
    seen.add(log.guid);
    unique.push(log);
  }
  return unique.sort((a, b) => b.logDate - a.logDate || b.logId - a.logId);
}

export type LogRow =
  | { kind: 'day'; key: string; label: string; count: number }
  | { kind: 'log'; key: string; log: DeviceLogEntry };

const formats = new Map<string, Intl.DateTimeFormat>();

function cachedFormat(
  locale: string | undefined,
  timeZone: string | undefined,
  options: Intl.DateTimeFormatOptions,
) {
  const key = `${locale ?? ''}|${timeZone ?? ''}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    formats.set(key, format);
  }
  return format;
}

const KEY_OPTIONS: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
};
const LABEL_OPTIONS: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
};

/** The calendar day as YYYY-MM-DD (en-CA's own format) in the given zone. */
export function dayKeyOf(ms: number, timeZone?: string): string {
  return cachedFormat('en-CA', timeZone, KEY_OPTIONS).format(ms);
}

/** "Friday, November 20, 2026" in `locale` (the language on screen; undefined = the browser's). */
export function dayLabelOf(ms: number, timeZone?: string, locale?: string): string {
  return cachedFormat(locale, timeZone, LABEL_OPTIONS).format(ms);
}

/** Start and end (exclusive) of the browser-local calendar day holding `ms`. */
function localDayBounds(ms: number): [number, number] {
  const d = new Date(ms);
  return [
    new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime(),
    new Date(d.getFullYear(), d.getMonth(), d.getDate() + 1).getTime(),
  ];
}

// One row object per log for as long as the log lives: the table re-renders a row only when its
// object changes, so a page loaded further down leaves the rows on screen alone.
const logRows = new WeakMap<DeviceLogEntry, LogRow>();
function logRowOf(log: DeviceLogEntry): LogRow {
  let row = logRows.get(log);
  if (!row) {
    row = { kind: 'log', key: log.guid, log };
    logRows.set(log, row);
  }
  return row;
}

/**
 * Rows for already sorted logs; `timeZone` undefined = the browser's zone, day labels in `locale`. In the browser's zone
 * the day's bounds are reused while logs stay inside them, so 100,000 logs format ~a few hundred
 * dates instead of 100,000.
 */
export function buildLogRows(
  sorted: readonly DeviceLogEntry[],
  timeZone?: string,
  locale?: string,
): LogRow[] {
  const rows: LogRow[] = [];
  let header: Extract<LogRow, { kind: 'day' }> | undefined;
  let currentKey: string | undefined;
  let bounds: [number, number] | undefined;
  for (const log of sorted) {
    const ms = log.logDate;
    const inside = bounds !== undefined && ms >= bounds[0] && ms < bounds[1];
    if (!inside) {
      const key = dayKeyOf(ms, timeZone);
      bounds = timeZone === undefined && Number.isFinite(ms) ? localDayBounds(ms) : undefined;
      if (key !== currentKey || !header) {
        currentKey = key;
        header = {
          kind: 'day',
          key: `day:${key}`,
          label: dayLabelOf(ms, timeZone, locale),
          count: 0,
        };
        rows.push(header);
      }
    }
    header!.count += 1;
    rows.push(logRowOf(log));
  }
  return rows;
}

import type { DeviceLogFilter } from '@/api/device-logs';
import { isLogType, type LogType } from '../log-types';

// Filters of the log browser live in the URL (shareable, back button). Only top-level fields go to
// the server; the API layer re-applies them to whatever comes back (docs/decisions.md#collections).

export interface LogFilterState {
  type: LogType | undefined;
  /** Inclusive local calendar days, `YYYY-MM-DD` (what a date input holds). */
  from: string | undefined;
  to: string | undefined;
  /** Controller serial, digits only. */
  serial: string | undefined;
  /** Text searched in the loaded logs' json_data, in the browser. */
  q: string;
}

export const FILTER_PARAMS = ['type', 'from', 'to', 'serial', 'q'] as const;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function validDay(value: string | null): string | undefined {
  if (!value) return undefined;
  const m = DAY.exec(value);
  if (!m) return undefined;
  const date = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  // Rejects 2026-02-31 and the like instead of silently rolling over.
  return date.getDate() === Number(m[3]) && date.getMonth() === Number(m[2]) - 1
    ? value
    : undefined;
}

/** Unreadable values in a (hand-edited) URL are ignored rather than breaking the page. */
export function readLogFilters(params: URLSearchParams): LogFilterState {
  const type = params.get('type');
  const serial = params.get('serial')?.trim();
  return {
    type: isLogType(type) ? type : undefined,
    from: validDay(params.get('from')),
    to: validDay(params.get('to')),
    serial: serial && /^\d+$/.test(serial) ? serial : undefined,
    q: params.get('q') ?? '',
  };
}

/** The next URL parameters: other parameters (company…) are kept, empty filters removed. */
export function writeLogFilters(
  prev: URLSearchParams,
  patch: Partial<LogFilterState>,
): URLSearchParams {
  const next = new URLSearchParams(prev);
  for (const key of FILTER_PARAMS) {
    if (!(key in patch)) continue;
    const value = patch[key];
    if (value === undefined || value === '') next.delete(key);
    else next.set(key, value);
  }
  return next;
}

/** Only the filter parameters, e.g. to carry the list's context into a log's page. */
export function filterParamsOf(state: LogFilterState): URLSearchParams {
  return writeLogFilters(new URLSearchParams(), state);
}

export function hasActiveFilters(state: LogFilterState): boolean {
  return Boolean(state.type || state.from || state.to || state.serial || state.q.trim());
}

function dayStartMs(day: string): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d).getTime();
}

/** The date range in ms on `log_date`: from the start of `from` to the end of `to` (local days). */
export function dateRangeMs(state: Pick<LogFilterState, 'from' | 'to'>): {
  fromMs?: number;
  toMs?: number;
} {
  const range: { fromMs?: number; toMs?: number } = {};
  if (state.from) range.fromMs = dayStartMs(state.from);
  if (state.to) {
    const [y, m, d] = state.to.split('-').map(Number) as [number, number, number];
    range.toMs = new Date(y, m - 1, d + 1).getTime() - 1;
  }
  return range;
}

export function isRangeInverted(state: Pick<LogFilterState, 'from' | 'to'>): boolean {
  return Boolean(state.from && state.to && state.from > state.to);
}

/** What may be sent to the server: top-level fields only, never the text search. */
export function serverFiltersOf(state: LogFilterState): DeviceLogFilter {
  const out: DeviceLogFilter = {};
  if (state.type) out.type = state.type;
  const { fromMs, toMs } = dateRangeMs(state);
  if (fromMs !== undefined) out.from = fromMs;
  if (toMs !== undefined) out.to = toMs;
  if (state.serial) out.controllerSerial = state.serial;
  return out;
}

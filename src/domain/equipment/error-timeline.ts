// Which errors a unit had, when and how often (docs/decisions.md#unit-usage): from its error logs
// (their `data` read tolerantly: its content is not part of the interface) and its active error bits.
import type { CatalogEntry } from './error-catalog.ts';
import type { Locale } from '../locale.ts';
import { formatDurationPart, type DurationUnit } from '../units.ts';

const DAY = 86_400_000;

export interface ErrorLogLike {
  type: string;
  guid: string;
  logDate: number;
  data: Record<string, unknown>;
}

export interface ActiveErrorLike {
  bit: number;
  errorId?: string | null | undefined;
  description: string;
  critical: boolean;
}

export interface ErrorOccurrence {
  logGuid: string;
  at: number;
  /** Catalog id ("E10") or, when the log names none, "bit N" / "Unknown". */
  errorId: string;
  description: string;
  critical: boolean;
}

export interface ErrorSummary {
  errorId: string;
  description: string;
  critical: boolean;
  count30: number;
  count90: number;
  /** Newest occurrence in the last 90 days (its log is linked). */
  last: ErrorOccurrence | undefined;
  /** Mean time between two occurrences of this error in the last 90 days (needs two). */
  meanGapMs: number | undefined;
  activeNow: boolean;
}

export interface ErrorTimeline {
  /** Last 90 days, newest first. */
  occurrences: ErrorOccurrence[];
  /** Active ones first, then critical, then the most frequent. */
  summaries: ErrorSummary[];
  /** Mean time between failures: between consecutive critical errors of the last 90 days. */
  criticalMeanGapMs: number | undefined;
}

function identify(
  json: Record<string, unknown>,
  byId: Map<string, CatalogEntry>,
  byBit: Map<number, CatalogEntry>,
): Omit<ErrorOccurrence, 'logGuid' | 'at'> {
  const id = typeof json.error_id === 'string' ? json.error_id : undefined;
  const bit = typeof json.active_error_bit === 'number' ? json.active_error_bit : undefined;
  const entry =
    (id !== undefined ? byId.get(id) : undefined) ??
    (bit !== undefined ? byBit.get(bit) : undefined);
  const text = typeof json.description === 'string' ? json.description : undefined;
  return {
    errorId: entry?.errorId ?? id ?? (bit !== undefined ? `bit ${bit}` : 'Unknown'),
    description: entry?.description ?? text ?? 'Error not described by the log',
    // The catalog wins over what a log says about itself.
    critical: entry?.critical ?? json.critical === true,
  };
}

function meanGap(times: readonly number[]): number | undefined {
  if (times.length < 2) return undefined;
  const sorted = [...times].sort((a, b) => a - b);
  return (sorted[sorted.length - 1]! - sorted[0]!) / (sorted.length - 1);
}

export function errorTimeline(
  logs: readonly ErrorLogLike[],
  catalog: readonly CatalogEntry[],
  active: readonly ActiveErrorLike[],
  now: number,
): ErrorTimeline {
  const byId = new Map(catalog.map((e) => [e.errorId, e]));
  const byBit = new Map(catalog.map((e) => [e.bit, e]));
  const occurrences = logs
    .filter((l) => l.type === 'error' && l.logDate <= now && l.logDate > now - 90 * DAY)
    .map((l) => ({ logGuid: l.guid, at: l.logDate, ...identify(l.data, byId, byBit) }))
    .sort((a, b) => b.at - a.at);

  const groups = new Map<string, ErrorSummary & { times: number[] }>();
  const group = (o: Omit<ErrorOccurrence, 'logGuid' | 'at'>) => {
    let g = groups.get(o.errorId);
    if (!g) {
      g = {
        ...o,
        count30: 0,
        count90: 0,
        last: undefined,
        meanGapMs: undefined,
        activeNow: false,
        times: [],
      };
      groups.set(o.errorId, g);
    }
    return g;
  };
  for (const o of occurrences) {
    const g = group(o);
    g.count90++;
    if (o.at > now - 30 * DAY) g.count30++;
    g.last ??= o;
    g.times.push(o.at);
  }
  for (const a of active) {
    const entry = byBit.get(a.bit);
    group({
      errorId: entry?.errorId ?? a.errorId ?? `bit ${a.bit}`,
      description: entry?.description ?? a.description,
      critical: entry?.critical ?? a.critical,
    }).activeNow = true;
  }
  const summaries = [...groups.values()]
    .map(({ times, ...g }) => ({ ...g, meanGapMs: meanGap(times) }))
    .sort(
      (a, b) =>
        Number(b.activeNow) - Number(a.activeNow) ||
        Number(b.critical) - Number(a.critical) ||
        b.count90 - a.count90 ||
        a.errorId.localeCompare(b.errorId),
    );
  return {
    occurrences,
    summaries,
    criticalMeanGapMs: meanGap(occurrences.filter((o) => o.critical).map((o) => o.at)),
  };
}

/** "3 d 4 h", "5 h 10 min", "12 min". */
export function formatDuration(ms: number, locale: Locale = 'en'): string {
  const minutes = Math.round(ms / 60_000);
  const d = Math.floor(minutes / 1440);
  const h = Math.floor((minutes % 1440) / 60);
  const m = minutes % 60;
  // English stays "2 d 3 h" / "3 h 5 min" / "5 min"; nl/de through Intl (docs/decisions.md#languages).
  const part = (value: number, unit: DurationUnit) => formatDurationPart(value, unit, locale);
  if (d > 0) return `${part(d, 'day')} ${part(h, 'hour')}`;
  if (h > 0) return `${part(h, 'hour')} ${part(m, 'minute')}`;
  return part(m, 'minute');
}

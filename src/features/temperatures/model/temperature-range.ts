// The chart window lives in the URL (`?range=7d` or `?from=…&to=…`) so a link opens the same view.

// Their button texts and tooltips are messages (../messages.ts presetMessages, presetLongMessages).
export const RANGE_PRESETS = [
  { id: '1h', ms: 3_600_000 },
  { id: '24h', ms: 86_400_000 },
  { id: '7d', ms: 7 * 86_400_000 },
  { id: '30d', ms: 30 * 86_400_000 },
] as const;

export type RangePresetId = (typeof RANGE_PRESETS)[number]['id'];
export const DEFAULT_PRESET: RangePresetId = '24h';
/** A custom window longer than this is shortened: a month of minute logs is the most we chart. */
export const MAX_CUSTOM_MS = 31 * 86_400_000;

export type TimeRange =
  | { kind: 'preset'; preset: RangePresetId }
  | { kind: 'custom'; from: number; to: number; clamped: boolean };

export interface TimeWindow {
  from: number;
  to: number;
}

export function presetMs(preset: RangePresetId): number {
  return RANGE_PRESETS.find((p) => p.id === preset)!.ms;
}

function isPreset(value: string | null): value is RangePresetId {
  return RANGE_PRESETS.some((p) => p.id === value);
}

/** Milliseconds ("1763800000000") or an ISO date-time; undefined for anything else. */
export function parseTimeParam(raw: string | null): number | undefined {
  if (raw === null || raw.trim() === '') return undefined;
  const text = raw.trim();
  if (/^\d{10,16}$/.test(text)) return Number(text);
  // Only full ISO forms: Date.parse also accepts loose strings whose meaning varies by browser.
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(text))
    return undefined;
  const ms = Date.parse(text);
  return Number.isFinite(ms) ? ms : undefined;
}

/** ISO in UTC without milliseconds: readable in a URL, exact to the second. */
export function formatTimeParam(ms: number): string {
  return new Date(Math.floor(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z');
}

/** Custom from/to win over a preset; an unreadable or reversed custom window means the default. */
export function parseRange(params: URLSearchParams): TimeRange {
  const from = parseTimeParam(params.get('from'));
  const to = parseTimeParam(params.get('to'));
  if (from !== undefined && to !== undefined && from < to) {
    const clamped = to - from > MAX_CUSTOM_MS;
    return { kind: 'custom', from: clamped ? to - MAX_CUSTOM_MS : from, to, clamped };
  }
  const preset = params.get('range');
  return { kind: 'preset', preset: isPreset(preset) ? preset : DEFAULT_PRESET };
}

/** The new query string for a range, keeping every other parameter (company, …). */
export function rangeToParams(range: TimeRange, previous: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(previous);
  next.delete('range');
  next.delete('from');
  next.delete('to');
  if (range.kind === 'custom') {
    next.set('from', formatTimeParam(range.from));
    next.set('to', formatTimeParam(range.to));
  } else if (range.preset !== DEFAULT_PRESET) {
    next.set('range', range.preset);
  }
  return next;
}

/** A preset window ends at `now`; a custom one is fixed. */
export function resolveWindow(range: TimeRange, now: number): TimeWindow {
  if (range.kind === 'custom') return { from: range.from, to: range.to };
  return { from: now - presetMs(range.preset), to: now };
}

export function sameRange(a: TimeRange, b: TimeRange): boolean {
  if (a.kind === 'preset' && b.kind === 'preset') return a.preset === b.preset;
  if (a.kind === 'custom' && b.kind === 'custom') return a.from === b.from && a.to === b.to;
  return false;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Value for <input type="datetime-local"> in the browser's zone, to the minute. */
export function toLocalInputValue(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** Reads a datetime-local value as browser-local time; undefined when empty or invalid. */
export function fromLocalInputValue(value: string): number | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value);
  if (!m) return undefined;
  const [, y, mo, d, h, mi, s] = m;
  const date = new Date(
    Number(y),
    Number(mo) - 1,
    Number(d),
    Number(h),
    Number(mi),
    Number(s ?? 0),
  );
  return Number.isFinite(date.getTime()) ? date.getTime() : undefined;
}

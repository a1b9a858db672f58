// docs/decisions.md#fleet-history: the record of one unit and day as stored, and the packed form
// the fold keeps of today's record in memory. An object record per unit (a record of pairs per
// counter and log type, an array per state change) cost ~750 bytes, 75 MB at 100,000 units
// (bench heap snapshot); packed, a record is one array of numbers, its keys shared by all units
// that report the same counters.

export interface HistoryDay {
  guid: string;
  /** The unit's local calendar day, "2026-11-25". */
  day: string;
  /** First and last poll of the day that saw the unit (ms). */
  firstAt: number;
  lastAt: number;
  /** Counter type → [first, last] value (minutes). */
  counters: Record<string, [number, number]>;
  /** controller.logs.* → [first, last] count. */
  logs: Record<string, [number, number]>;
  /** [when, state code] each time the state changed (the first poll of the day included). */
  states: [number, number | null][];
}

/** The counter and log keys of a packed record, in the order first seen. */
export interface DayLayout {
  id: number;
  counters: readonly string[];
  logs: readonly string[];
}

/** Layouts shared by every record with the same keys (few: a model reports the same counters). */
export interface DayLayouts {
  byId: DayLayout[];
  byKey: Map<string, DayLayout>;
}

export const emptyDayLayouts = (): DayLayouts => ({ byId: [], byKey: new Map() });

export function layoutOf(
  layouts: DayLayouts,
  counters: readonly string[],
  logs: readonly string[],
): DayLayout {
  const key = `${counters.join('\u0000')}\u0001${logs.join('\u0000')}`;
  let layout = layouts.byKey.get(key);
  if (!layout) {
    layout = { id: layouts.byId.length, counters: [...counters], logs: [...logs] };
    layouts.byId.push(layout);
    layouts.byKey.set(key, layout);
  }
  return layout;
}

/**
 * A packed record: [day number, day end (ms), firstAt, lastAt, layout id, flags], then
 * [first, last] of each counter and of each log type of the layout, then [at, code] of each
 * state change (NaN: no code). Not yet seen values are NaN.
 */
export type PackedDay = number[];

export const P_DAY = 0;
export const P_ENDS = 1;
export const P_FIRST = 2;
export const P_LAST = 3;
export const P_LAYOUT = 4;
export const P_FLAGS = 5;
const HEADER = 6;
/** Flag: the record was read against the stored one (continueStoredDay). */
export const CONTINUED = 1;

/** Where the values of a layout's keys start; counter i at +2i, log j at +2(counters + j). */
export const VALUES = HEADER;
export const statesAt = (layout: DayLayout) =>
  HEADER + 2 * (layout.counters.length + layout.logs.length);

/** Arrays of exactly `length` numbers: a grown array keeps up to half again as spare room. */
function numbers(length: number): number[] {
  const out = new Array<number>(length);
  for (let i = 0; i < length; i++) out[i] = Number.NaN;
  return out;
}

/** A new record with the layout's values not yet seen and one state change. */
export function newPackedDay(
  layout: DayLayout,
  day: number,
  ends: number,
  at: number,
  code: number | null,
): PackedDay {
  const states = statesAt(layout);
  const p = numbers(states + 2);
  p[P_DAY] = day;
  p[P_ENDS] = ends;
  p[P_FIRST] = at;
  p[P_LAST] = at;
  p[P_LAYOUT] = layout.id;
  p[P_FLAGS] = 0;
  p[states] = at;
  p[states + 1] = code ?? Number.NaN;
  return p;
}

/** The record moved to a layout with more keys (the old ones first, in their order). */
export function relayout(p: PackedDay, from: DayLayout, to: DayLayout): PackedDay {
  const oldStates = statesAt(from);
  const newStates = statesAt(to);
  const out = numbers(newStates + (p.length - oldStates));
  for (let i = 0; i < VALUES; i++) out[i] = p[i]!;
  out[P_LAYOUT] = to.id;
  const copy = (keys: readonly string[], fromAt: number, toKeys: readonly string[], toAt: number) =>
    keys.forEach((key, i) => {
      const j = toKeys.indexOf(key);
      out[toAt + 2 * j] = p[fromAt + 2 * i]!;
      out[toAt + 2 * j + 1] = p[fromAt + 2 * i + 1]!;
    });
  copy(from.counters, VALUES, to.counters, VALUES);
  copy(from.logs, VALUES + 2 * from.counters.length, to.logs, VALUES + 2 * to.counters.length);
  for (let i = oldStates; i < p.length; i++) out[newStates + i - oldStates] = p[i]!;
  return out;
}

/** The state code of the last change (NaN: none). */
export const lastCode = (p: PackedDay): number => p[p.length - 1]!;

export function withState(p: PackedDay, at: number, code: number | null): PackedDay {
  const out = numbers(p.length + 2);
  for (let i = 0; i < p.length; i++) out[i] = p[i]!;
  out[p.length] = at;
  out[p.length + 1] = code ?? Number.NaN;
  return out;
}

const DAY_MS = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');
const dayNames = new Map<number, string>();

/** "2026-11-25" of a day number (days since 1970-01-01), as LocalClock.parts gives it. */
export function dayName(day: number): string {
  let name = dayNames.get(day);
  if (name === undefined) {
    const d = new Date(day * DAY_MS);
    name = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
    dayNames.set(day, name);
  }
  return name;
}

/** The stored form of a packed record. */
export function unpackDay(layouts: DayLayouts, p: PackedDay, guid: string): HistoryDay {
  const layout = layouts.byId[p[P_LAYOUT]!]!;
  const pairs = (keys: readonly string[], at: number) => {
    const out: Record<string, [number, number]> = {};
    keys.forEach((key, i) => {
      const first = p[at + 2 * i]!;
      // A key of the layout this record never saw (NaN) is not part of it.
      if (first === first) out[key] = [first, p[at + 2 * i + 1]!];
    });
    return out;
  };
  const states: [number, number | null][] = [];
  for (let i = statesAt(layout); i < p.length; i += 2) {
    const code = p[i + 1]!;
    states.push([p[i]!, code === code ? code : null]);
  }
  return {
    guid,
    day: dayName(p[P_DAY]!),
    firstAt: p[P_FIRST]!,
    lastAt: p[P_LAST]!,
    counters: pairs(layout.counters, VALUES),
    logs: pairs(layout.logs, VALUES + 2 * layout.counters.length),
    states,
  };
}

/** A record packed again (after continueStoredDay merged the stored one into it). */
export function packDay(
  layouts: DayLayouts,
  record: HistoryDay,
  day: number,
  ends: number,
  flags: number,
): PackedDay {
  const counters = Object.keys(record.counters);
  const logs = Object.keys(record.logs);
  const layout = layoutOf(layouts, counters, logs);
  const states = statesAt(layout);
  const p = numbers(states + 2 * record.states.length);
  p[P_DAY] = day;
  p[P_ENDS] = ends;
  p[P_FIRST] = record.firstAt;
  p[P_LAST] = record.lastAt;
  p[P_LAYOUT] = layout.id;
  p[P_FLAGS] = flags;
  counters.forEach((key, i) => {
    p[VALUES + 2 * i] = record.counters[key]![0];
    p[VALUES + 2 * i + 1] = record.counters[key]![1];
  });
  const logsAt = VALUES + 2 * counters.length;
  logs.forEach((key, i) => {
    p[logsAt + 2 * i] = record.logs[key]![0];
    p[logsAt + 2 * i + 1] = record.logs[key]![1];
  });
  record.states.forEach(([at, code], i) => {
    p[states + 2 * i] = at;
    p[states + 2 * i + 1] = code ?? Number.NaN;
  });
  return p;
}

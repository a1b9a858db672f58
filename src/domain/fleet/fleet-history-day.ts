// docs/decisions.md#fleet-history: the record of one unit and day as stored, and the packed form
// the fold keeps of today's record in memory. An object record per unit (a record of pairs per
// counter and log type, an array per state change) cost ~750 bytes, 75 MB at 100,000 units
// (bench heap snapshot); packed, a record is one array of numbers, its keys shared by all units
// that report the same counters.

const DAY_MS = 86_400_000;

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
 * A packed record: [day number, day end, firstAt, lastAt, layout id, flags], then [first, last]
 * of each counter and of each log type of the layout, then [at, code] of each state change.
 * Times are ms since the day number's UTC midnight; a value not yet seen, or no state code, is a
 * hole. So every element is a small integer and the array keeps 4 bytes per element, not 8 (a
 * fractional counter value makes it an array of doubles: still right, only larger).
 */
export type PackedDay = number[];

export const P_DAY = 0;
const P_ENDS = 1;
const P_FIRST = 2;
const P_LAST = 3;
export const P_LAYOUT = 4;
export const P_FLAGS = 5;
const HEADER = 6;
/** Flag: the record was read against the stored one (continueStoredDay). */
export const CONTINUED = 1;

/** Where the values of a layout's keys start; counter i at +2i, log j at +2(counters + j). */
export const VALUES = HEADER;
export const statesAt = (layout: DayLayout) =>
  HEADER + 2 * (layout.counters.length + layout.logs.length);

/**
 * The same number, as a small integer when it is one: a whole number computed as a double (or
 * cloned from the fleet worker as one) would turn the array into one of doubles.
 */
export const int = (v: number): number => ((v | 0) === v ? v | 0 : v);

const base = (p: PackedDay) => p[P_DAY]! * DAY_MS;
/** When the record's day ends (ms): a poll from then on starts the next day's record. */
export const endsOf = (p: PackedDay): number => base(p) + p[P_ENDS]!;
export const setEnds = (p: PackedDay, ms: number) => void (p[P_ENDS] = int(ms - base(p)));
export const setLastAt = (p: PackedDay, ms: number) => void (p[P_LAST] = int(ms - base(p)));

/**
 * An array of exactly `length` holes: a grown array keeps up to half again as spare room, and
 * writing `undefined` (or NaN) would turn it into an array of pointers (or doubles).
 */
const holes = (length: number): number[] => new Array<number>(length);

/** Copies p[from, to) to out[at…], holes left as holes. */
function copy(out: number[], at: number, p: PackedDay, from: number, to: number) {
  for (let i = from; i < to; i++) {
    const v = p[i];
    if (v !== undefined) out[at + i - from] = v;
  }
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
  const p = holes(states + 2);
  p[P_DAY] = day;
  p[P_ENDS] = int(ends - day * DAY_MS);
  p[P_FIRST] = int(at - day * DAY_MS);
  p[P_LAST] = int(at - day * DAY_MS);
  p[P_LAYOUT] = layout.id;
  p[P_FLAGS] = 0;
  p[states] = int(at - day * DAY_MS);
  if (code !== null) p[states + 1] = int(code);
  return p;
}

/** The record moved to a layout with more keys (the old ones first, in their order). */
export function relayout(p: PackedDay, from: DayLayout, to: DayLayout): PackedDay {
  const oldStates = statesAt(from);
  const newStates = statesAt(to);
  const out = holes(newStates + (p.length - oldStates));
  copy(out, 0, p, 0, VALUES);
  out[P_LAYOUT] = to.id;
  const move = (keys: readonly string[], fromAt: number, toKeys: readonly string[], toAt: number) =>
    keys.forEach((key, i) => {
      const j = toAt + 2 * toKeys.indexOf(key);
      copy(out, j, p, fromAt + 2 * i, fromAt + 2 * i + 2);
    });
  move(from.counters, VALUES, to.counters, VALUES);
  move(from.logs, VALUES + 2 * from.counters.length, to.logs, VALUES + 2 * to.counters.length);
  copy(out, newStates, p, oldStates, p.length);
  return out;
}

/** The state code of the last change (undefined: none). */
export const lastCode = (p: PackedDay): number | undefined => p[p.length - 1];

export function withState(p: PackedDay, at: number, code: number | null): PackedDay {
  const out = holes(p.length + 2);
  copy(out, 0, p, 0, p.length);
  out[p.length] = int(at - base(p));
  if (code !== null) out[p.length + 1] = int(code);
  return out;
}

/** Writes one [first, last] pair; true when it changed. A pair not yet seen takes both. */
export function note(p: PackedDay, at: number, value: number): boolean {
  if (p[at] === undefined) {
    p[at] = int(value);
    p[at + 1] = int(value);
    return true;
  }
  if (p[at + 1] === value) return false;
  p[at + 1] = int(value);
  return true;
}

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
      const first = p[at + 2 * i];
      // A key of the layout this record never saw is not part of it.
      if (first !== undefined) out[key] = [first, p[at + 2 * i + 1]!];
    });
    return out;
  };
  const states: [number, number | null][] = [];
  const from = base(p);
  for (let i = statesAt(layout); i < p.length; i += 2)
    states.push([from + p[i]!, p[i + 1] ?? null]);
  return {
    guid,
    day: dayName(p[P_DAY]!),
    firstAt: from + p[P_FIRST]!,
    lastAt: from + p[P_LAST]!,
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
  const p = holes(states + 2 * record.states.length);
  const from = day * DAY_MS;
  p[P_DAY] = day;
  p[P_ENDS] = int(ends - from);
  p[P_FIRST] = int(record.firstAt - from);
  p[P_LAST] = int(record.lastAt - from);
  p[P_LAYOUT] = layout.id;
  p[P_FLAGS] = flags;
  counters.forEach((key, i) => {
    p[VALUES + 2 * i] = int(record.counters[key]![0]);
    p[VALUES + 2 * i + 1] = int(record.counters[key]![1]);
  });
  const logsAt = VALUES + 2 * counters.length;
  logs.forEach((key, i) => {
    p[logsAt + 2 * i] = int(record.logs[key]![0]);
    p[logsAt + 2 * i + 1] = int(record.logs[key]![1]);
  });
  record.states.forEach(([at, code], i) => {
    p[states + 2 * i] = int(at - from);
    if (code !== null) p[states + 2 * i + 1] = int(code);
  });
  return p;
}

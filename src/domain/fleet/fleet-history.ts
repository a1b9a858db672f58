import type { FleetUnit } from './fleet-unit.ts';
import type { UnitZone } from '../local-clock.ts';
import {
  CONTINUED,
  dayName,
  emptyDayLayouts,
  lastCode,
  layoutOf,
  newPackedDay,
  note,
  endsOf,
  setEnds,
  setLastAt,
  packDay,
  P_DAY,
  P_FLAGS,
  P_LAYOUT,
  relayout,
  unpackDay,
  VALUES,
  withState,
  type DayLayouts,
  type HistoryDay,
  type PackedDay,
} from './fleet-history-day.ts';
import { emptyRateBook, noteCounter, type RateBook } from './fleet-rates.ts';
import { clockFor, localDay, type CounterReading } from '../service/usage-rate.ts';

// docs/decisions.md#fleet-history: each fleet poll folded into one record per unit and calendar
// day (the unit's local day): first and last value of each counter and log count, and the state
// changes with their times. Pure: the caller stores what changed.

export const HISTORY_KEEP_DAYS = 90;

export type { HistoryDay } from './fleet-history-day.ts';

/** What the fold keeps between polls, per unit: today's record, packed, and the object it came from. */
export interface FoldState {
  /** guid → the unit's slot in the arrays below. */
  slots: Map<string, number>;
  /** Slot → the unit object last folded: the same object again before its day ends is skipped. */
  units: FleetUnit[];
  /** Slot → today's record (fleet-history-day.ts). */
  days: PackedDay[];
  layouts: DayLayouts;
  /** Usage rate per unit and counter (docs/decisions.md#service-forecast). */
  rates: RateBook;
  /** The units array last folded whole, and the earliest day end of its units: the same array
   *  again before then has nothing new (a poll that changed nothing is not walked). */
  folded: { units: readonly FleetUnit[]; at: number; dayEnds: number } | undefined;
}

export const emptyFoldState = (): FoldState => ({
  slots: new Map(),
  units: [],
  days: [],
  layouts: emptyDayLayouts(),
  rates: emptyRateBook(),
  folded: undefined,
});

/**
 * Each record handed out points at its unit's packed record: continueStoredDay updates both. A
 * symbol, not a WeakMap (whose table of 100,000 records outlived them): structured clone, and so
 * IndexedDB, leaves it out, and being not enumerable, so do comparisons.
 */
const SLOT = Symbol('fold slot');
type Linked = HistoryDay & { [SLOT]?: { state: FoldState; slot: number } };

const linkOf = (record: HistoryDay) => (record as Linked)[SLOT];

/** The record's day was already read against the stored one (writeHistory need not again). */
export function storedDayRead(record: HistoryDay): boolean {
  const link = linkOf(record);
  const p = link?.state.days[link.slot];
  return p !== undefined && dayName(p[P_DAY]!) === record.day && (p[P_FLAGS]! & CONTINUED) !== 0;
}

const zoneOf = (u: FleetUnit): UnitZone | undefined =>
  u.location
    ? { timezone: u.location.timezone, timezone_offset: u.location.timezoneOffset }
    : undefined;

const NO_KEYS: readonly string[] = [];

/** The unit's keys not in the layout yet (usually none), or NO_KEYS. */
function missing(layoutKeys: readonly string[], keys: readonly string[]): readonly string[] {
  let out = NO_KEYS;
  for (const key of keys)
    if (!layoutKeys.includes(key) && !out.includes(key))
      out = out === NO_KEYS ? [key] : [...out, key];
  return out;
}

function logKeys(logs: FleetUnit['logs']): readonly string[] {
  if (!logs) return NO_KEYS;
  const out: string[] = [];
  for (const [key, count] of Object.entries(logs)) if (typeof count === 'number') out.push(key);
  return out;
}

/**
 * Folds units[from, to) of one poll at `at` into the state; returns the records that changed
 * (to be stored). A unit whose object is the one of the last poll (unchanged, same day) costs
 * one map lookup, so a poll of 100,000 mostly unchanged units is cheap.
 */
export function foldUnits(
  state: FoldState,
  units: readonly FleetUnit[],
  at: number,
  from = 0,
  to = units.length,
  /** When given, lowered to the earliest day end of the units folded. */
  soonest?: { dayEnds: number },
): HistoryDay[] {
  const changed: HistoryDay[] = [];
  const end = Math.min(to, units.length);
  for (let i = from; i < end; i++) {
    const u = units[i]!;
    let slot = state.slots.get(u.guid);
    if (slot === undefined) {
      slot = state.units.length;
      state.slots.set(u.guid, slot);
      state.units.push(u);
    } else if (state.units[slot] === u && at < endsOf(state.days[slot]!)) {
      const dayEnds = endsOf(state.days[slot]!);
      if (soonest && dayEnds < soonest.dayEnds) soonest.dayEnds = dayEnds;
      continue;
    }
    const clock = clockFor(zoneOf(u));
    const today = localDay(clock, at);
    const dayEnds = clock.startOfDay(at) + 86_400_000;
    const counters = u.hours.length > 0 ? u.hours.map((h) => h.type) : NO_KEYS;
    const logs = logKeys(u.logs);
    const code = u.stateCode ?? null;
    let p = state.days[slot];
    let dirty = false;
    if (!p || p[P_DAY] !== today) {
      p = newPackedDay(
        layoutOf(state.layouts, missing(NO_KEYS, counters), logs),
        today,
        dayEnds,
        at,
        code,
      );
      dirty = true;
    } else {
      const layout = state.layouts.byId[p[P_LAYOUT]!]!;
      const newCounters = missing(layout.counters, counters);
      const newLogs = missing(layout.logs, logs);
      if (newCounters !== NO_KEYS || newLogs !== NO_KEYS) {
        const wider = layoutOf(
          state.layouts,
          [...layout.counters, ...newCounters],
          [...layout.logs, ...newLogs],
        );
        p = relayout(p, layout, wider);
        dirty = true;
      }
      if (lastCode(p) !== (code ?? undefined)) {
        p = withState(p, at, code);
        dirty = true;
      }
    }
    const layout = state.layouts.byId[p[P_LAYOUT]!]!;
    for (const h of u.hours) {
      noteCounter(state.rates, u.guid, h.type, h.value, today);
      if (note(p, VALUES + 2 * layout.counters.indexOf(h.type), h.value)) dirty = true;
    }
    const logsAt = VALUES + 2 * layout.counters.length;
    const counts = u.logs as Readonly<Record<string, number>> | undefined;
    for (const key of logs) {
      const count = counts![key]!;
      if (note(p, logsAt + 2 * layout.logs.indexOf(key), count)) dirty = true;
    }
    setEnds(p, dayEnds);
    state.days[slot] = p;
    state.units[slot] = u;
    if (soonest && dayEnds < soonest.dayEnds) soonest.dayEnds = dayEnds;
    if (dirty) {
      setLastAt(p, at);
      const record = unpackDay(state.layouts, p, u.guid);
      Object.defineProperty(record, SLOT, { value: { state, slot } });
      changed.push(record);
    }
  }
  return changed;
}

/**
 * A record this tab started for a unit and day that is already stored (the page was reloaded, or
 * another tab folded before this one) continues the stored one: the day's first values, first
 * time and earlier state changes are the stored ones, the latest values this tab's. Without
 * this, a reload would restart the day at the reload and hide the usage before it. The fold's
 * own record of the unit goes on from the continued one.
 */
export function continueStoredDay(fresh: HistoryDay, stored: HistoryDay | undefined): void {
  mergeStored(fresh, stored);
  const link = linkOf(fresh);
  const p = link?.state.days[link.slot];
  if (!link || !p || dayName(p[P_DAY]!) !== fresh.day) return;
  const { state, slot } = link;
  const guid = state.units[slot]!.guid;
  if (stored?.guid !== guid || stored.day !== fresh.day) {
    p[P_FLAGS] = p[P_FLAGS]! | CONTINUED;
    return;
  }
  // Merged into the fold's current record, not replaced by `fresh`: a later poll may be in it.
  const mine = unpackDay(state.layouts, p, guid);
  mergeStored(mine, stored);
  state.days[slot] = packDay(state.layouts, mine, p[P_DAY]!, endsOf(p), p[P_FLAGS]! | CONTINUED);
}

function mergeStored(fresh: HistoryDay, stored: HistoryDay | undefined): void {
  if (!stored || stored.guid !== fresh.guid || stored.day !== fresh.day) return;
  const merge = (
    mine: Record<string, [number, number]>,
    theirs: Record<string, [number, number]>,
  ) => {
    for (const [key, [first, last]] of Object.entries(theirs)) {
      const pair = mine[key];
      if (pair) pair[0] = first;
      else mine[key] = [first, last];
    }
  };
  merge(fresh.counters, stored.counters);
  merge(fresh.logs, stored.logs);
  const earlier = stored.states.filter(([at]) => at < fresh.firstAt);
  const next = fresh.states[0];
  // The first poll after a reload records the state it found: not a change if it had not changed.
  const states = next && earlier.at(-1)?.[1] === next[1] ? fresh.states.slice(1) : fresh.states;
  fresh.states = [...earlier, ...states];
  fresh.firstAt = Math.min(stored.firstAt, fresh.firstAt);
  fresh.lastAt = Math.max(stored.lastAt, fresh.lastAt);
}

/** A counter's readings in a unit's history: the first and last value of each day. */
export function historyReadings(days: readonly HistoryDay[], type: string): CounterReading[] {
  const out: CounterReading[] = [];
  for (const d of days) {
    const c = d.counters[type];
    if (!c) continue;
    out.push({ at: d.firstAt, value: c[0] });
    if (d.lastAt !== d.firstAt) out.push({ at: d.lastAt, value: c[1] });
  }
  return out;
}

/** The session logs' `session.minuteCounters`: the values at the end of each session. */
export function sessionLogReadings(
  logs: readonly { logDate?: unknown; session?: unknown }[],
): Map<string, CounterReading[]> {
  const out = new Map<string, CounterReading[]>();
  for (const log of logs) {
    const at = typeof log.logDate === 'number' ? log.logDate : Number.NaN;
    const counters = (log.session as { minuteCounters?: unknown } | undefined)?.minuteCounters;
    if (!Number.isFinite(at) || !Array.isArray(counters)) continue;
    for (const c of counters as unknown[]) {
      const { type, value } = (c ?? {}) as { type?: unknown; value?: unknown };
      if (typeof type !== 'string' || typeof value !== 'number' || !Number.isFinite(value))
        continue;
      let list = out.get(type);
      if (!list) out.set(type, (list = []));
      list.push({ at, value });
    }
  }
  return out;
}

/** Oldest day kept: HISTORY_KEEP_DAYS back from `now`, as a "YYYY-MM-DD" (UTC; a day's slack). */
export function historyCutoffDay(now: number): string {
  return new Date(now - (HISTORY_KEEP_DAYS + 1) * 86_400_000).toISOString().slice(0, 10);
}

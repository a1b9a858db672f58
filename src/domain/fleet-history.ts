import type { FleetUnit } from './fleet-unit';
import type { UnitZone } from './local-clock';
import { emptyRateBook, noteCounter, type RateBook } from './fleet-rates';
import { clockFor, localDay, type CounterReading } from './usage-rate';

// docs/decisions.md#fleet-history: each fleet poll folded into one record per unit and calendar
// day (the unit's local day): first and last value of each counter and log count, and the state
// changes with their times. Pure: the caller stores what changed.

export const HISTORY_KEEP_DAYS = 90;

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

/** What the fold keeps between polls: each unit's record of today and the object it came from. */
export interface FoldState {
  days: Map<string, HistoryDay>;
  seen: Map<string, { unit: FleetUnit; dayEnds: number }>;
  /** Usage rate per unit and counter (docs/decisions.md#service-forecast). */
  rates: RateBook;
  /** The units array last folded whole, and the earliest day end of its units: the same array
   *  again before then has nothing new (a poll that changed nothing is not walked). */
  folded: { units: readonly FleetUnit[]; at: number; dayEnds: number } | undefined;
}

export const emptyFoldState = (): FoldState => ({
  days: new Map(),
  seen: new Map(),
  rates: emptyRateBook(),
  folded: undefined,
});

const zoneOf = (u: FleetUnit): UnitZone | undefined =>
  u.location
    ? { timezone: u.location.timezone, timezone_offset: u.location.timezoneOffset }
    : undefined;

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
    const seen = state.seen.get(u.guid);
    if (seen && seen.unit === u && at < seen.dayEnds) {
      if (soonest && seen.dayEnds < soonest.dayEnds) soonest.dayEnds = seen.dayEnds;
      continue;
    }
    const clock = clockFor(zoneOf(u));
    const day = clock.parts(at).day;
    const today = localDay(clock, at);
    let record = state.days.get(u.guid);
    let dirty = false;
    if (!record || record.day !== day) {
      record = { guid: u.guid, day, firstAt: at, lastAt: at, counters: {}, logs: {}, states: [] };
      state.days.set(u.guid, record);
      dirty = true;
    }
    for (const h of u.hours) {
      noteCounter(state.rates, u.guid, h.type, h.value, today);
      const c = record.counters[h.type];
      if (!c) {
        record.counters[h.type] = [h.value, h.value];
        dirty = true;
      } else if (c[1] !== h.value) {
        c[1] = h.value;
        dirty = true;
      }
    }
    if (u.logs) {
      for (const [type, count] of Object.entries(u.logs)) {
        if (typeof count !== 'number') continue;
        const l = record.logs[type];
        if (!l) {
          record.logs[type] = [count, count];
          dirty = true;
        } else if (l[1] !== count) {
          l[1] = count;
          dirty = true;
        }
      }
    }
    const code = u.stateCode ?? null;
    if (record.states.at(-1)?.[1] !== code || record.states.length === 0) {
      record.states.push([at, code]);
      dirty = true;
    }
    if (dirty) {
      record.lastAt = at;
      changed.push(record);
    }
    const dayEnds = clock.startOfDay(at) + 86_400_000;
    if (soonest && dayEnds < soonest.dayEnds) soonest.dayEnds = dayEnds;
    state.seen.set(u.guid, { unit: u, dayEnds });
  }
  return changed;
}

/**
 * A record this tab started for a unit and day that is already stored (the page was reloaded, or
 * another tab folded before this one) continues the stored one: the day's first values, first
 * time and earlier state changes are the stored ones, the latest values this tab's. Without
 * this, a reload would restart the day at the reload and hide the usage before it.
 */
export function continueStoredDay(fresh: HistoryDay, stored: HistoryDay | undefined): void {
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

/** The session logs' `session.minute_counters`: the values at the end of each session. */
export function sessionLogReadings(
  logs: readonly { log_date?: unknown; session?: unknown }[],
): Map<string, CounterReading[]> {
  const out = new Map<string, CounterReading[]>();
  for (const log of logs) {
    const at = typeof log.log_date === 'number' ? log.log_date : Number.NaN;
    const counters = (log.session as { minute_counters?: unknown } | undefined)?.minute_counters;
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

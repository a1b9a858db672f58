import { localClock, type LocalClock, type UnitZone } from '../local-clock.ts';

// docs/decisions.md#service-forecast: how fast a counter grows, from readings the dashboard saw
// (the fleet history, or the minute_counters of session logs). Pure: tests give every input.

/** One value of one counter at one moment (minutes, epoch ms). */
export interface CounterReading {
  at: number;
  value: number;
}

/** A counter that dropped between two readings: the part was changed (service history). */
export interface PartChange {
  /** The reading that showed the drop. */
  at: number;
  /** The last value before the drop: what the old part reached. */
  valueReached: number;
}

export type UsageRate =
  | {
      kind: 'rate';
      /** Median minutes of growth per calendar day. */
      perDay: number;
      /** The spread of the daily rates (quartiles), for the forecast's range. */
      low: number;
      high: number;
      /** How many daily rates the median was taken over. */
      days: number;
    }
  | { kind: 'not-enough-data'; days: number };

const clocks = new Map<string, LocalClock>();
/** One clock per zone: a board of 100,000 units has a few dozen zones, not 100,000. */
export function clockFor(zone: UnitZone | null | undefined): LocalClock {
  const key = `${zone?.timezone ?? ''}|${zone?.timezone_offset ?? ''}`;
  let clock = clocks.get(key);
  if (!clock) {
    clock = localClock(zone);
    clocks.set(key, clock);
  }
  return clock;
}

export const RATE_WINDOW_DAYS = 28;
export const MIN_RATE_DAYS = 3;
const DAY_MS = 86_400_000;

/** Day number (days since 1970-01-01) of a "YYYY-MM-DD" calendar day. */
export function dayNumber(day: string): number {
  const [y, m, d] = day.split('-').map(Number);
  return Math.round(Date.UTC(y!, m! - 1, d!) / DAY_MS);
}

/** The unit's calendar day number at `ms`: no strings, per reading of thousands of logs. */
export const localDay = (clock: LocalClock, ms: number): number =>
  Math.floor((ms + clock.offsetAt(ms)) / DAY_MS);

/** "YYYY-MM-DD" of a day number. */
export function dayName(n: number): string {
  return new Date(n * DAY_MS).toISOString().slice(0, 10);
}

function quantile(sorted: readonly number[], q: number): number {
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (pos - lo);
}

export interface RateInput {
  readings: readonly CounterReading[];
  zone: UnitZone | null | undefined;
  now: number;
}

export interface RateResult {
  rate: UsageRate;
  /** Part changes seen in the readings, newest first. */
  changes: PartChange[];
}

/**
 * Daily rates from the value at the end of each calendar day (unit's local time) that has a
 * reading. Between two such days N apart, the growth counts as one rate of growth / N: days the
 * dashboard did not see are gaps, not days without use. A drop is a part change; the interval
 * holding it gives no rate (when the part was changed inside it is not known).
 */
export function usageRate({ readings, zone, now }: RateInput): RateResult {
  const clock = clockFor(zone);
  const sorted = [...readings]
    .filter((r) => Number.isFinite(r.at) && Number.isFinite(r.value) && r.value >= 0)
    .sort((a, b) => a.at - b.at);
  const changes: PartChange[] = [];
  // Last value of each local day, in day order.
  const ends: { day: number; value: number }[] = [];
  let previous: CounterReading | undefined;
  for (const r of sorted) {
    if (previous && r.value < previous.value)
      changes.push({ at: r.at, valueReached: previous.value });
    previous = r;
    const day = localDay(clock, r.at);
    const last = ends.at(-1);
    if (last?.day === day) last.value = r.value;
    else ends.push({ day, value: r.value });
  }
  // A drop inside the day itself also leaves the interval ending that day without a known rate.
  const dropDays = new Set(changes.map((c) => localDay(clock, c.at)));
  const days = ends.map((e) => ({ ...e, dropped: dropDays.has(e.day) }));
  changes.reverse();
  return { rate: rateFromDayEnds(days, localDay(clock, now)), changes };
}

/** A counter's value at the end of one of the unit's calendar days (day number). */
export interface DayEnd {
  day: number;
  value: number;
  /** The counter dropped during this day (a part change). */
  dropped?: boolean;
}

/**
 * The rate from day-end values, oldest first: the rules of usageRate, for callers that keep
 * day ends themselves (the fleet history fold keeps them for every unit).
 */
export function rateFromDayEnds(ends: readonly DayEnd[], today: number): UsageRate {
  const rates: number[] = [];
  for (let i = 1; i < ends.length; i++) {
    const a = ends[i - 1]!;
    const b = ends[i]!;
    if (a.day < today - RATE_WINDOW_DAYS || b.day > today) continue;
    if (b.value < a.value || b.dropped) continue;
    rates.push((b.value - a.value) / (b.day - a.day));
  }
  if (rates.length < MIN_RATE_DAYS) return { kind: 'not-enough-data', days: rates.length };
  rates.sort((x, y) => x - y);
  const perDay = quantile(rates, 0.5);
  if (perDay <= 0) return { kind: 'not-enough-data', days: rates.length };
  return {
    kind: 'rate',
    perDay,
    low: quantile(rates, 0.25),
    high: quantile(rates, 0.75),
    days: rates.length,
  };
}

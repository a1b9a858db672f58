// How much a unit is used, from its session logs (docs/decisions.md#unit-usage): the figures read
// the session's `sessionTime` / `pauseTime` (seconds), kept apart from the device's `data`, never that.
import { localClock, type UnitZone } from '../local-clock.ts';

const DAY = 86_400_000;
export const USAGE_DAYS = 30;

export interface SessionLogLike {
  type: string;
  logDate: number;
  session?: { sessionTime?: number | undefined; pauseTime?: number | undefined } | undefined;
}

export interface UsageDay {
  /** The unit's calendar day, "2026-11-22". */
  day: string;
  /** UTC ms of the day's start in the unit's zone. */
  start: number;
  sessions: number;
  minutes: number;
}

export interface UsagePeriod {
  sessions: number;
  /** Minutes in session (lamps on; pauses not counted). */
  minutes: number;
}

export interface UsageSummary {
  /** The last 30 days of the unit, oldest first; the last one is today (so far). */
  days: UsageDay[];
  current: UsagePeriod;
  /** The 30 days before; undefined when the logs do not reach back that far. */
  previous: UsagePeriod | undefined;
  /** (current − previous) / previous sessions; undefined without a previous period or with 0. */
  sessionsTrend: number | undefined;
  averageSessionSeconds: number | undefined;
  /** Session starts per [weekday 0 = Monday][hour 0–23] over the last 30 days, unit's time. */
  grid: number[][];
  busiest: { weekday: number; hour: number; sessions: number }[];
  /** Oldest session log read; later than the 60-day start means the history is partial. */
  firstLogAt: number | undefined;
  /** Days of the last 30 that the logs cover (30 unless they start inside the window). */
  daysCovered: number;
  /** Session logs without a readable session time (not counted). */
  unreadable: number;
  zoneLabel: string;
}

/** Where the two periods begin: today's start minus 29 and 59 of the unit's days. */
export function usageWindowStart(now: number, zone: UnitZone | null | undefined): number {
  return dayStarts(now, localClock(zone), 2 * USAGE_DAYS).at(-1)!;
}

function dayStarts(now: number, clock: ReturnType<typeof localClock>, n: number): number[] {
  const out = [clock.startOfDay(now)];
  while (out.length < n) out.push(clock.startOfDay(out[out.length - 1]! - 1));
  return out;
}

const seconds = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : NaN);

/** A session is counted on the day and hour it started: logDate is written at its end. */
export function usageSummary(
  logs: readonly SessionLogLike[],
  now: number,
  zone: UnitZone | null | undefined,
): UsageSummary {
  const clock = localClock(zone);
  const starts = dayStarts(now, clock, 2 * USAGE_DAYS);
  const currentStart = starts[USAGE_DAYS - 1]!;
  const previousStart = starts[2 * USAGE_DAYS - 1]!;
  const days: UsageDay[] = starts
    .slice(0, USAGE_DAYS)
    .reverse()
    .map((start) => ({ day: clock.parts(start).day, start, sessions: 0, minutes: 0 }));
  const byDay = new Map(days.map((d) => [d.day, d]));
  const grid = Array.from({ length: 7 }, () => new Array<number>(24).fill(0));
  const current = { sessions: 0, minutes: 0 };
  const previous = { sessions: 0, minutes: 0 };
  let sessionSeconds = 0;
  let firstLogAt: number | undefined;
  let unreadable = 0;

  for (const log of logs) {
    if (log.type !== 'session' || log.logDate > now) continue;
    const time = seconds(log.session?.sessionTime);
    if (Number.isNaN(time)) {
      unreadable++;
      continue;
    }
    const pause = seconds(log.session?.pauseTime);
    const start = log.logDate - (time + (Number.isNaN(pause) ? 0 : pause)) * 1000;
    if (start < previousStart) continue;
    if (firstLogAt === undefined || log.logDate < firstLogAt) firstLogAt = log.logDate;
    if (start < currentStart) {
      previous.sessions++;
      previous.minutes += time / 60;
      continue;
    }
    const parts = clock.parts(start);
    const day = byDay.get(parts.day);
    if (day) {
      day.sessions++;
      day.minutes += time / 60;
    }
    grid[parts.weekday]![parts.hour]! += 1;
    current.sessions++;
    current.minutes += time / 60;
    sessionSeconds += time;
  }

  // Logs that start more than a day into a period mean the period is not fully known.
  const covers = (from: number) => firstLogAt !== undefined && firstLogAt <= from + DAY;
  const hasPrevious = covers(previousStart);
  const daysCovered =
    firstLogAt === undefined
      ? 0
      : firstLogAt <= currentStart + DAY
        ? USAGE_DAYS
        : days.filter((d) => d.start + DAY > firstLogAt!).length;
  const busiest = grid
    .flatMap((hours, weekday) => hours.map((n, hour) => ({ weekday, hour, sessions: n })))
    .filter((c) => c.sessions > 0)
    .sort((a, b) => b.sessions - a.sessions || a.weekday - b.weekday || a.hour - b.hour)
    .slice(0, 3);

  return {
    days,
    current,
    previous: hasPrevious ? previous : undefined,
    sessionsTrend:
      hasPrevious && previous.sessions > 0
        ? (current.sessions - previous.sessions) / previous.sessions
        : undefined,
    averageSessionSeconds: current.sessions ? sessionSeconds / current.sessions : undefined,
    grid,
    busiest,
    firstLogAt,
    daysCovered,
    unreadable,
    zoneLabel: clock.label,
  };
}

export const WEEKDAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
];

/** "+12 %", "−5 %", "no change". */
export function formatTrend(trend: number): string {
  const pct = Math.round(trend * 100);
  if (pct === 0) return 'no change';
  return `${pct > 0 ? '+' : '\u2212'}${Math.abs(pct)} %`;
}

// When a unit's salon is open and how busy it is, per local hour of the week. "Busy time" is the
// integral of that weight over real time: things spaced evenly in busy time (the unit's logs and
// sessions, see sessions.ts) fall in opening hours only, denser in the evening and at weekends.
import { hash32, hashString } from '../random.ts';
import type { UnitProfile } from './profile.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
/** 1970-01-01 was a Thursday: shifting by three days makes local week 0 start on a Monday. */
const MONDAY_SHIFT = 3 * DAY;
/** Monday first. */
const DAY_WEIGHT = [0.8, 0.9, 0.9, 0.95, 1.1, 1.4, 1.2];

function hourWeight(hour: number): number {
  if (hour < 12) return 0.6;
  if (hour < 15) return 0.8;
  if (hour < 17) return 1;
  if (hour < 20) return 1.5; // after work: the busiest hours
  return 1.1;
}

export interface BusyWeek {
  /** weight of each hour of the local week (Monday 00:00 first); 0 = closed */
  weights: Float64Array;
  /** busy ms before each hour of the week; prefix[168] = total */
  prefix: Float64Array;
  total: number;
  offsetMs: number;
}

export interface OpeningHours {
  /** [open, close) local hours per weekday, Monday first; undefined = closed all day */
  days: ([number, number] | undefined)[];
}

/** Which of the 48 kinds of opening hours a unit's salon keeps (all its cabins alike). */
function hoursKind(p: UnitProfile): number {
  const comma = p.location?.description.indexOf(',') ?? -1;
  const salon = p.location ? p.location.description.slice(0, comma < 0 ? undefined : comma) : '';
  const h = hash32(hashString(salon || String(p.key)), 41);
  // Showcase units are open every day, so any 24-hour window holds some of their sessions.
  const sundayShut = !p.pinned && (h >>> 6) % 10 < 4 ? 1 : 0;
  return (h % 2) + 2 * ((h >>> 2) % 2) + 4 * ((h >>> 4) % 3) + 12 * sundayShut;
}

function hoursOfKind(kind: number): OpeningHours {
  const open = 9 + (kind % 2);
  const close = 21 + (Math.floor(kind / 2) % 2);
  const saturday: [number, number] = [open, 18 + (Math.floor(kind / 4) % 3)];
  const sunday: [number, number] | undefined = kind >= 12 ? undefined : [12, 18];
  const weekday: [number, number] = [open, close];
  return { days: [weekday, weekday, weekday, weekday, weekday, saturday, sunday] };
}

/** A salon's hours: 9 or 10 to 21 or 22, shorter Saturdays, some shut Sundays. */
export function openingHours(p: UnitProfile): OpeningHours {
  return hoursOfKind(hoursKind(p));
}

function build(hours: OpeningHours, offsetMs: number): BusyWeek {
  const weights = new Float64Array(168);
  for (let d = 0; d < 7; d++) {
    const span = hours.days[d];
    if (!span) continue;
    for (let hr = span[0]; hr < span[1]; hr++)
      weights[d * 24 + hr] = DAY_WEIGHT[d]! * hourWeight(hr);
  }
  const prefix = new Float64Array(169);
  for (let i = 0; i < 168; i++) prefix[i + 1] = prefix[i]! + weights[i]! * HOUR;
  return { weights, prefix, total: prefix[168]!, offsetMs };
}

/** Open all week at weight 1: busy time is real time (units whose log spacing is fixed). */
const ALWAYS = build({ days: Array.from({ length: 7 }, () => [0, 24] as [number, number]) }, 0);

/** Weeks by kind of opening hours and UTC offset: a few dozen in a whole fleet. */
const weeks = new Map<number, BusyWeek>();

export function busyWeek(p: UnitProfile): BusyWeek {
  if (p.logs.fixedCount !== undefined) return ALWAYS;
  const offset = p.location?.timezone_offset ?? 0;
  const kind = hoursKind(p);
  const key = kind * 200_000 + offset;
  let week = weeks.get(key);
  if (!week) {
    week = build(hoursOfKind(kind), offset * 1000);
    weeks.set(key, week);
  }
  return week;
}

/** Busy time at real time t: grows only while the salon is open. */
export function busyAt(week: BusyWeek, t: number): number {
  const shifted = t + week.offsetMs + MONDAY_SHIFT;
  const n = Math.floor(shifted / WEEK);
  const r = shifted - n * WEEK;
  const hour = Math.min(167, Math.floor(r / HOUR));
  return n * week.total + week.prefix[hour]! + (r - hour * HOUR) * week.weights[hour]!;
}

/** The first real time whose busy time is w (so always inside opening hours). */
export function realAt(week: BusyWeek, w: number): number {
  let n = Math.floor(w / week.total);
  let rem = w - n * week.total;
  if (rem >= week.total) {
    n++;
    rem = 0;
  }
  // Smallest hour with prefix[hour + 1] > rem: an open hour.
  let lo = 0;
  let hi = 167;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (week.prefix[mid + 1]! > rem) hi = mid;
    else lo = mid + 1;
  }
  const into = (rem - week.prefix[lo]!) / week.weights[lo]!;
  return n * WEEK + lo * HOUR + Math.min(HOUR, into) - MONDAY_SHIFT - week.offsetMs;
}

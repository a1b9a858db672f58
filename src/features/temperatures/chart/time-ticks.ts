import type { Locale } from '@/domain/locale';

// Time-axis ticks on round local times (every 15 min, 6 h, 1 d …), about one per `spacingPx`.

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const STEPS = [
  5 * MIN,
  10 * MIN,
  15 * MIN,
  30 * MIN,
  HOUR,
  2 * HOUR,
  3 * HOUR,
  6 * HOUR,
  12 * HOUR,
  DAY,
  2 * DAY,
  7 * DAY,
];

export interface TimeTicks {
  ticks: number[];
  stepMs: number;
}

/** Browser-local midnight-aligned ticks inside [from, to]; DST days shift by the zone offset. */
export function timeTicks(from: number, to: number, widthPx: number, spacingPx = 110): TimeTicks {
  const span = Math.max(1, to - from);
  const wanted = Math.max(2, Math.floor(widthPx / spacingPx));
  const stepMs = STEPS.find((s) => span / s <= wanted) ?? STEPS[STEPS.length - 1]!;
  const ticks: number[] = [];
  // Align in local wall-clock time: shift by the zone offset, floor, shift back.
  const offset = new Date(from).getTimezoneOffset() * MIN;
  let t = Math.ceil((from - offset) / stepMs) * stepMs + offset;
  for (; t <= to && ticks.length < 400; t += stepMs) ticks.push(t);
  return { ticks, stepMs };
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * "14:30" within a day's ticks; "11-22 14:00" when ticks span days; "11-22" for day steps. Dutch
 * and German put the day first: "22-11" / "22.11.".
 */
export function formatTick(
  ms: number,
  stepMs: number,
  spanMs: number,
  locale: Locale = 'en',
): string {
  const d = new Date(ms);
  const dd = pad(d.getDate());
  const mm = pad(d.getMonth() + 1);
  const day = locale === 'en' ? `${mm}-${dd}` : locale === 'de' ? `${dd}.${mm}.` : `${dd}-${mm}`;
  const time = `${pad(d.getHours())}:${pad(d.getMinutes())}`;
  if (stepMs >= DAY) return day;
  if (spanMs > DAY) return `${day} ${time}`;
  return time;
}

/** "UTC+01:00" for the browser's zone at `ms`: printed beside the axis so times are unambiguous. */
export function browserZoneLabel(ms: number): string {
  const minutes = -new Date(ms).getTimezoneOffset();
  const sign = minutes < 0 ? '\u2212' : '+';
  const abs = Math.abs(minutes);
  return `UTC${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

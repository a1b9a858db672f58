// Which timestamps are ms, which seconds, how they show (docs/decisions.md#timestamps-units).
import type { Locale } from './locale';
import { NO_VALUE, formatTimezoneOffset } from './units';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const relativeFormats = new Map<Locale, Intl.RelativeTimeFormat>();

/** nl/de through Intl ("3 min. geleden", "vor 2 Std."); English keeps its own short words. */
function relativeIn(locale: Exclude<Locale, 'en'>, diff: number, abs: number): string {
  let f = relativeFormats.get(locale);
  if (!f) {
    f = new Intl.RelativeTimeFormat(locale, { numeric: 'auto', style: 'short' });
    relativeFormats.set(locale, f);
  }
  const sign = diff > 0 ? -1 : 1;
  if (abs < MINUTE) return f.format(0, 'second');
  if (abs < HOUR) return f.format(sign * Math.floor(abs / MINUTE), 'minute');
  if (abs < DAY) return f.format(sign * Math.floor(abs / HOUR), 'hour');
  return f.format(sign * Math.floor(abs / DAY), 'day');
}

/** "just now", "3 min ago", "2 h ago", "5 d ago"; future times read "in 2 min" (clock skew). */
export function formatRelativeTime(
  ms: number | null | undefined,
  now: number,
  locale: Locale = 'en',
): string {
  if (typeof ms !== 'number' || !Number.isFinite(ms)) return NO_VALUE;
  const diff = now - ms;
  const abs = Math.abs(diff);
  if (locale !== 'en') return relativeIn(locale, diff, abs);
  if (abs < MINUTE) return 'just now';
  const text =
    abs < HOUR
      ? `${Math.floor(abs / MINUTE)} min`
      : abs < DAY
        ? `${Math.floor(abs / HOUR)} h`
        : `${Math.floor(abs / DAY)} d`;
  return diff > 0 ? `${text} ago` : `in ${text}`;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * Cached per zone and language: building a DateTimeFormat per row is what makes long tables slow.
 * English reads its parts into "2026-11-22 08:50"; nl/de use their own order ("22-11-2026, 08:50").
 */
function formatterFor(
  timeZone: string | undefined,
  seconds: boolean,
  locale: Locale = 'en',
  zoneName = true,
): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone ?? ''}|${seconds}|${zoneName}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale === 'en' ? 'en-US' : locale, {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: seconds ? '2-digit' : undefined,
      hourCycle: 'h23',
      timeZoneName: zoneName ? 'short' : undefined,
    });
    formatters.set(key, f);
  }
  return f;
}

/** True for a time zone name this runtime knows (IANA, e.g. "Europe/Amsterdam"). */
export function isValidTimeZone(timeZone: unknown): timeZone is string {
  if (typeof timeZone !== 'string' || timeZone.trim() === '') return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

function formatParts(ms: number, timeZone: string | undefined, seconds: boolean) {
  const parts = formatterFor(timeZone, seconds).formatToParts(new Date(ms));
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  const time = `${get('hour')}:${get('minute')}${seconds ? `:${get('second')}` : ''}`;
  return { date: `${get('year')}-${get('month')}-${get('day')}`, time, zone: get('timeZoneName') };
}

// Virtualized lists re-render the same timestamps while scrolling; Intl.formatToParts is the
// costliest per-row call there, so results are kept (bounded: cleared when it grows large).
const absoluteCache = new Map<string, string>();
const ABSOLUTE_CACHE_LIMIT = 20_000;

/**
 * "2026-11-22 08:50:12 UTC": sortable, unambiguous, with the zone. Browser zone by default.
 * nl/de: their usual order, "22-11-2026, 08:50:12 UTC" / "22.11.2026, 08:50:12 UTC".
 */
export function formatAbsoluteTime(
  ms: number | null | undefined,
  timeZone?: string,
  locale: Locale = 'en',
): string {
  if (typeof ms !== 'number' || !Number.isFinite(ms) || Math.abs(ms) > 8.64e15) return NO_VALUE;
  const key = `${locale}|${timeZone ?? ''}|${ms}`;
  const cached = absoluteCache.get(key);
  if (cached !== undefined) return cached;
  const zone = timeZone === undefined || isValidTimeZone(timeZone) ? timeZone : undefined;
  let text: string;
  if (locale === 'en') {
    const { date, time, zone: name } = formatParts(ms, zone, true);
    text = `${date} ${time} ${name}`;
  } else text = formatterFor(zone, true, locale).format(new Date(ms));
  if (absoluteCache.size >= ABSOLUTE_CACHE_LIMIT) absoluteCache.clear();
  absoluteCache.set(key, text);
  return text;
}

const dayFormats = new Map<Locale, Intl.DateTimeFormat>();

/**
 * A calendar day "2026-11-22" (already the unit's day: no zone to apply). English keeps the ISO
 * form of its absolute times; nl/de their usual order, "22-11-2026" / "22.11.2026". Formatted in
 * UTC from the day's UTC noon, so no zone of the browser can move it to another day.
 */
export function formatCalendarDay(day: string | null | undefined, locale: Locale = 'en'): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day ?? '');
  if (!m) return day || NO_VALUE;
  if (locale === 'en') return day!;
  let f = dayFormats.get(locale);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, {
      timeZone: 'UTC',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(locale, f);
  }
  return f.format(new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), 12)));
}

export interface UnitLocation {
  timezone?: string | null;
  timezone_offset?: number | null;
}

/**
 * The unit's wall-clock time (docs/decisions.md#timestamps-units): IANA `timezone` when the runtime
 * knows it, else `timezone_offset` in seconds, else null.
 * E.g. "2026-11-22 09:50 (Europe/Amsterdam)".
 */
export function unitLocalTime(
  nowMs: number,
  location: UnitLocation | null | undefined,
  locale: Locale = 'en',
): string | null {
  if (!location || !Number.isFinite(nowMs)) return null;
  const { timezone, timezone_offset: offset } = location;
  const wallClock = (ms: number, zone: string) => {
    if (locale !== 'en') return formatterFor(zone, false, locale, false).format(new Date(ms));
    const { date, time } = formatParts(ms, zone, false);
    return `${date} ${time}`;
  };
  if (isValidTimeZone(timezone)) return `${wallClock(nowMs, timezone)} (${timezone})`;
  const offsetText = formatTimezoneOffset(offset);
  if (typeof offset !== 'number' || offsetText === NO_VALUE) return null;
  // Shift the instant by the offset, then read it as UTC: the fields are the unit's wall clock.
  return `${wallClock(nowMs + offset * 1000, 'UTC')} (${offsetText})`;
}

/**
 * Epoch seconds stay below 1e11 until the year 5138; epoch milliseconds pass 1e11 in 1973.
 * So a plausible timestamp below 1e11 is in seconds.
 */
export function looksLikeSeconds(n: number): boolean {
  return Number.isFinite(n) && Math.abs(n) < 1e11;
}

/**
 * `controller.timestamp` is in seconds (docs/decisions.md#timestamps-units); a controller that
 * sends milliseconds is tolerated.
 */
export function controllerTimeToMs(seconds: number | null | undefined): number | undefined {
  if (typeof seconds !== 'number' || !Number.isFinite(seconds)) return undefined;
  return looksLikeSeconds(seconds) ? seconds * 1000 : seconds;
}

/** How far the controller's clock is ahead (+) or behind (−) the browser's, in ms. */
export function controllerClockDriftMs(
  controllerSeconds: number | null | undefined,
  nowMs: number,
): number | undefined {
  const ms = controllerTimeToMs(controllerSeconds);
  return ms === undefined ? undefined : ms - nowMs;
}

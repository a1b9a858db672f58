// The unit's wall clock for figures (docs/decisions.md#timestamps-units): IANA `timezone` when the
// runtime knows it, else `timezone_offset` seconds, else UTC. Fast enough for thousands of logs.
import { isValidTimeZone } from './time';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export interface UnitZone {
  timezone?: string | null | undefined;
  timezone_offset?: number | null | undefined;
}

export interface LocalParts {
  /** "2026-11-22", the unit's calendar day. */
  day: string;
  /** 0 = Monday … 6 = Sunday. */
  weekday: number;
  hour: number;
}

export interface LocalClock {
  /** Offset of the unit's wall clock from UTC at `ms`, in ms. */
  offsetAt(ms: number): number;
  parts(ms: number): LocalParts;
  /** Start (UTC ms) of the unit's calendar day holding `ms`. */
  startOfDay(ms: number): number;
  /** How the zone is named in text: "Europe/Amsterdam", "UTC+02:00" or "UTC". */
  label: string;
}

function offsetLabel(seconds: number): string {
  const sign = seconds < 0 ? '−' : '+';
  const abs = Math.abs(Math.round(seconds / 60));
  return `UTC${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

function intlOffset(timeZone: string): (ms: number) => number {
  const f = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  });
  const at = (ms: number): number => {
    const p: Record<string, number> = {};
    for (const part of f.formatToParts(ms)) p[part.type] = Number(part.value);
    const wall = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour! % 24, p.minute!);
    return wall - Math.floor(ms / 60_000) * 60_000;
  };
  // One Intl call per UTC day (two months of logs: ~60, not one per log); only a day whose offset
  // changes (a DST switch, on a whole quarter hour) is looked up per hour.
  const days = new Map<number, number | null>();
  const hours = new Map<number, number>();
  return (ms) => {
    const day = Math.floor(ms / DAY);
    let offset = days.get(day);
    if (offset === undefined) {
      const start = at(day * DAY);
      offset = start === at((day + 1) * DAY) ? start : null;
      days.set(day, offset);
    }
    if (offset !== null) return offset;
    const hour = Math.floor(ms / HOUR);
    let h = hours.get(hour);
    if (h === undefined) {
      h = at(hour * HOUR);
      hours.set(hour, h);
    }
    return h;
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

export function localClock(zone: UnitZone | null | undefined): LocalClock {
  let offsetAt: (ms: number) => number = () => 0;
  let label = 'UTC';
  if (zone && isValidTimeZone(zone.timezone)) {
    offsetAt = intlOffset(zone.timezone);
    label = zone.timezone;
  } else if (typeof zone?.timezone_offset === 'number' && Number.isFinite(zone.timezone_offset)) {
    const fixed = zone.timezone_offset * 1000;
    offsetAt = () => fixed;
    label = offsetLabel(zone.timezone_offset);
  }
  const dayNames = new Map<number, string>();
  return {
    offsetAt,
    label,
    parts(ms) {
      const wall = ms + offsetAt(ms);
      const dayNumber = Math.floor(wall / DAY);
      let day = dayNames.get(dayNumber);
      if (day === undefined) {
        const d = new Date(dayNumber * DAY);
        day = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
        dayNames.set(dayNumber, day);
      }
      // 1970-01-01 was a Thursday (3 when Monday is 0).
      const weekday = (((dayNumber + 3) % 7) + 7) % 7;
      return { day, weekday, hour: Math.floor((wall - dayNumber * DAY) / HOUR) };
    },
    startOfDay(ms) {
      const wall = ms + offsetAt(ms);
      const start = Math.floor(wall / DAY) * DAY;
      // The offset at the day's start may differ (DST): correct once with the offset there.
      return start - offsetAt(start - offsetAt(ms));
    },
  };
}

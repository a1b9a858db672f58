// docs/decisions.md#notifications: quiet hours, in the person's time zone, hold non-critical
// messages until they end. Written once for the settings page and the engine.
import { localClock } from './local-clock';

const MINUTE = 60_000;
const DAY_MINUTES = 24 * 60;

export interface QuietHours {
  /** Minutes after local midnight. */
  start: number;
  end: number;
}

const TIME = /^([01]?\d|2[0-3]):([0-5]\d)$/;

function minutesOf(text: string): number | null {
  const m = TIME.exec(text.trim());
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

/** "22:00-07:00" → { start: 1320, end: 420 }; empty → null (none); anything else → 'invalid'. */
export function parseQuietHours(text: string): QuietHours | null | 'invalid' {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const parts = trimmed.split(/\s*[-–]\s*/);
  if (parts.length !== 2) return 'invalid';
  const start = minutesOf(parts[0]!);
  const end = minutesOf(parts[1]!);
  if (start === null || end === null || start === end) return 'invalid';
  return { start, end };
}

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

export function formatQuietHours(quiet: QuietHours | null): string {
  return quiet ? `${hhmm(quiet.start)}-${hhmm(quiet.end)}` : '';
}

/** When the quiet hours holding `now` end (ms), or null when `now` is not in them. */
export function quietUntil(now: number, timeZone: string, quiet: QuietHours | null): number | null {
  if (!quiet) return null;
  const local = now + localClock({ timezone: timeZone }).offsetAt(now);
  const minute = Math.floor(local / MINUTE) % DAY_MINUTES;
  const { start, end } = quiet;
  const inside = start < end ? minute >= start && minute < end : minute >= start || minute < end;
  if (!inside) return null;
  const ahead = (end - minute + DAY_MINUTES) % DAY_MINUTES;
  return Math.floor(now / MINUTE) * MINUTE + ahead * MINUTE;
}

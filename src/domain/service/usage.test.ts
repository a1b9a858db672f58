import { describe, expect, it } from 'vitest';
import { formatTrend, usageSummary, usageWindowStart, type SessionLogLike } from './usage.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;
// Wednesday 2026-11-25 15:00 UTC.
const NOW = Date.UTC(2026, 10, 25, 15, 0, 0);
const UTC = { timezone: 'UTC' };

function session(end: number, minutes: number, pauseSeconds = 0): SessionLogLike {
  return {
    type: 'session',
    logDate: end,
    session: { sessionTime: minutes * 60, pauseTime: pauseSeconds },
  };
}

describe('usageSummary', () => {
  it('counts sessions and minutes per day of the last 30 days, today last', () => {
    const logs = [
      session(NOW - HOUR, 10),
      session(NOW - 2 * HOUR, 20),
      session(NOW - DAY, 15),
      { type: 'boot', logDate: NOW - HOUR } as SessionLogLike,
    ];
    const u = usageSummary(logs, NOW, UTC);
    expect(u.days).toHaveLength(30);
    expect(u.days.at(-1)).toMatchObject({ day: '2026-11-25', sessions: 2, minutes: 30 });
    expect(u.days.at(-2)).toMatchObject({ day: '2026-11-24', sessions: 1, minutes: 15 });
    expect(u.days[0]!.day).toBe('2026-10-27');
    expect(u.current).toEqual({ sessions: 3, minutes: 45 });
    expect(u.averageSessionSeconds).toBe(15 * 60);
  });

  it.each<[string, SessionLogLike[], number | undefined, boolean]>([
    ['grew from 2 to 3', [1, 2, 3, 31, 58.9].map((d) => session(NOW - d * DAY, 10)), 0.5, true],
    ['fell from 2 to 1', [1, 31, 58.9].map((d) => session(NOW - d * DAY, 10)), -0.5, true],
    // Logs starting inside the previous period: the period before is not known.
    ['history too short', [1, 2, 40].map((d) => session(NOW - d * DAY, 10)), undefined, false],
    ['same as before', [1, 59.5].map((d) => session(NOW - d * DAY, 10)), 0, true],
  ])('trend: %s', (_name, logs, trend, hasPrevious) => {
    const u = usageSummary(logs, NOW, UTC);
    expect(u.sessionsTrend).toBe(trend);
    expect(u.previous !== undefined).toBe(hasPrevious);
  });

  it('places a session at the hour it started in the unit time zone', () => {
    // Ends 10:20 UTC after 30 min + 2 min pause → started 09:48 UTC = 10:48 in Amsterdam (CET).
    const end = Date.UTC(2026, 10, 23, 10, 20);
    const u = usageSummary([session(end, 30, 120)], NOW, { timezone: 'Europe/Amsterdam' });
    expect(u.grid[0]![10]).toBe(1); // Monday 10 h
    expect(u.busiest).toEqual([{ weekday: 0, hour: 10, sessions: 1 }]);
    expect(u.zoneLabel).toBe('Europe/Amsterdam');
  });

  it('uses timezone_offset when the zone name is unknown', () => {
    const end = Date.UTC(2026, 10, 24, 23, 30); // Tuesday 23:00 start UTC → Wed 01:00 at +2 h
    const u = usageSummary([session(end, 30)], NOW, {
      timezone: 'Nowhere/Else',
      timezone_offset: 7200,
    });
    expect(u.grid[2]![1]).toBe(1);
    expect(u.zoneLabel).toBe('UTC+02:00');
  });

  it.each<[string, SessionLogLike[], number, number]>([
    ['no logs', [], 0, 0],
    ['logs start 10 days ago', [session(NOW - 9.5 * DAY, 10)], 10, 0],
    ['full month', [session(NOW - 45 * DAY, 10), session(NOW - DAY, 10)], 30, 0],
    [
      'unreadable session time',
      [{ type: 'session', logDate: NOW - DAY, session: {} }, session(NOW - 45 * DAY, 10)],
      30,
      1,
    ],
  ])('coverage: %s', (_name, logs, covered, unreadable) => {
    const u = usageSummary(logs, NOW, UTC);
    expect(u.daysCovered).toBe(covered);
    expect(u.unreadable).toBe(unreadable);
  });

  it('ignores logs from the future and before the 60 days', () => {
    const u = usageSummary([session(NOW + HOUR, 10), session(NOW - 70 * DAY, 10)], NOW, UTC);
    expect(u.current.sessions).toBe(0);
    expect(u.firstLogAt).toBeUndefined();
  });

  it('reads 60 of the unit days back', () => {
    expect(usageWindowStart(NOW, UTC)).toBe(Date.UTC(2026, 8, 27));
  });
});

describe('formatTrend', () => {
  it.each([
    [0.5, '+50 %'],
    [-0.25, '\u221225 %'],
    [0.001, 'no change'],
  ])('%s → %s', (t, text) => expect(formatTrend(t)).toBe(text));
});

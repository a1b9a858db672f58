// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SHOWCASE } from '../fixtures.ts';
import { busyAt, busyWeek, openingHours, realAt } from './business-hours.ts';
import { dateOf, jsonFor, logCount, typeOf } from './device-logs.ts';
import { generatedProfile, type UnitProfile } from './profile.ts';
import { sessionIn } from './sessions.ts';
import { buildShowcase } from './showcase.ts';
import { momentAt } from './timeline.ts';

const T0 = Date.UTC(2026, 10, 25, 15);
const MIN = 60_000;
const DAY = 86_400_000;
const HOT_IDS = new Set(['E10', 'E9', 'E29', 'E34', 'E35']);

const generated = Array.from({ length: 40 }, (_, g) => generatedProfile({ seed: 3, t0: T0 }, g, g));
const persona = buildShowcase(T0).find((p) => p.guid === SHOWCASE.temperatures.guid)!;

function local(p: UnitProfile, t: number) {
  const d = new Date(t + (p.location?.timezone_offset ?? 0) * 1000);
  return { weekday: (d.getUTCDay() + 6) % 7, hour: d.getUTCHours() };
}

interface Logged {
  start: number;
  end: number;
  sessionS: number;
}

function sessionLogs(p: UnitProfile): Logged[] {
  const out: Logged[] = [];
  const n = logCount(p, T0);
  for (let k = 0; k < n; k++) {
    if (typeOf(p, k) !== 'session') continue;
    const end = dateOf(p, k);
    const s = jsonFor(p, 'session', k, end, T0).session!;
    out.push({
      start: end - (s.session_time + s.pause_time) * 1000,
      end,
      sessionS: s.session_time,
    });
  }
  return out;
}

describe('busy time', () => {
  it.each([
    ['a Tuesday at 15:00 local', Date.UTC(2026, 10, 24, 14)],
    ['a Saturday at 10:30 local', Date.UTC(2026, 10, 21, 9, 30)],
    ['a Wednesday at 20:59 local', Date.UTC(2026, 10, 25, 19, 59)],
  ])('maps %s there and back', (_, t) => {
    const week = busyWeek(persona);
    expect(realAt(week, busyAt(week, t))).toBeCloseTo(t, -1);
  });

  it('does not pass while the salon is closed: 3:00 and 5:00 local are the same busy time', () => {
    const week = busyWeek(persona);
    const three = Date.UTC(2026, 10, 25, 2);
    expect(busyAt(week, three)).toBe(busyAt(week, three + 2 * 3_600_000));
  });

  it('opens every day for showcase units; generated salons differ, some shut on Sundays', () => {
    expect(openingHours(persona).days.every(Boolean)).toBe(true);
    const sundays = generated.map((p) => openingHours(p).days[6]);
    expect(sundays.some((d) => d === undefined)).toBe(true);
    expect(sundays.some((d) => d !== undefined)).toBe(true);
  });
});

describe('session logs', () => {
  it('start in opening hours only, never overlap, and are busier in the evening than the morning', () => {
    let morning = 0;
    let evening = 0;
    for (const p of [persona, ...generated.slice(0, 12)]) {
      const hours = openingHours(p);
      const logs = sessionLogs(p);
      for (let i = 0; i < logs.length; i++) {
        const { weekday, hour } = local(p, logs[i]!.start);
        const span = hours.days[weekday];
        expect(span, `${p.guid} session on a closed day`).toBeDefined();
        expect(hour).toBeGreaterThanOrEqual(span![0]);
        expect(hour).toBeLessThan(span![1]);
        if (i > 0) expect(logs[i]!.start).toBeGreaterThanOrEqual(logs[i - 1]!.end);
        if (hour >= 10 && hour < 12) morning++;
        if (hour >= 17 && hour < 19) evening++;
      }
    }
    expect(evening).toBeGreaterThan(morning * 1.8);
  });

  it('some units are busy and some quiet', () => {
    const perDay = generated.map((p) => sessionLogs(p).length / 60);
    expect(Math.max(...perDay)).toBeGreaterThan(7);
    expect(Math.min(...perDay)).toBeLessThan(4);
    expect(sessionLogs(persona).length / 60).toBeGreaterThan(8);
  });

  it('are the sessions the temperature timeline heats the lamps for', () => {
    for (const p of [persona, ...generated.filter((u) => u.kind === 'living').slice(0, 6)]) {
      const logs = sessionLogs(p).filter((s) => s.end < T0 - 40 * MIN);
      expect(logs.length).toBeGreaterThan(50);
      for (const s of logs) {
        // Lamps on (or paused) from the logged start to its end, and hot by its end.
        expect(momentAt(p, s.start + MIN, T0).code).toBe(11);
        expect([11, 13]).toContain(momentAt(p, s.end - 1_000, T0).code);
        expect(momentAt(p, s.end - 1_000, T0).heat).toBeGreaterThan(0.6);
        expect(momentAt(p, s.start - 1_000, T0).code).not.toBe(11);
      }
    }
  });
});

describe('errors and temperature spikes', () => {
  it('overheating sessions end in an over-temperature error at the peak of the spike', () => {
    let overheats = 0;
    // Offline and silent units stop logging and heating; the rest run their sessions.
    for (const p of [persona, ...generated.filter((u) => u.kind === 'living').slice(0, 12)]) {
      const n = logCount(p, T0);
      for (let k = 0; k < n; k++) {
        if (typeOf(p, k) !== 'error' || !sessionIn(p, k)?.overheat) continue;
        overheats++;
        const date = dateOf(p, k);
        expect(HOT_IDS.has(String(jsonFor(p, 'error', k, date, T0).json.error_id))).toBe(true);
        if (date > T0 - 40 * MIN) continue;
        const peak = momentAt(p, date - 1_000, T0).heat;
        // Hotter than any normal session (heat 1 at most), and the lamps are off right after.
        expect(peak).toBeGreaterThan(1.1);
        expect(momentAt(p, date + MIN, T0).code).toBe(12);
      }
    }
    expect(overheats).toBeGreaterThan(20);
  });

  it('keeps 60 days of logs, in date order', () => {
    for (const p of [persona, ...generated.slice(0, 5)]) {
      const n = logCount(p, T0);
      expect(dateOf(p, 0)).toBeGreaterThanOrEqual(T0 - 60 * DAY);
      expect(dateOf(p, 0)).toBeLessThan(T0 - 58 * DAY);
      expect(dateOf(p, n - 1)).toBeLessThanOrEqual(T0);
      for (let k = 1; k < n; k++) expect(dateOf(p, k)).toBeGreaterThanOrEqual(dateOf(p, k - 1));
    }
  });
});

import { describe, expect, it } from 'vitest';
import { controllerAsks, forecastDate, serviceCounter } from './service-forecast.ts';
import type { UsageRate } from './usage-rate.ts';

const now = Date.UTC(2026, 10, 25, 12);
const UTC = { timezone: 'UTC' };
const rate = (perDay: number, low = perDay, high = perDay): UsageRate => ({
  kind: 'rate',
  perDay,
  low,
  high,
  days: 10,
});
const daily = (perDay: number, days = 5) =>
  Array.from({ length: days + 1 }, (_, i) => ({
    at: Date.UTC(2026, 10, 25 - days + i, 20) - (i === days ? 10 * 3_600_000 : 0),
    value: 1000 + i * perDay,
  }));

describe('forecastDate', () => {
  it.each<[string, Parameters<typeof forecastDate>[0], unknown]>([
    [
      '10 days left',
      { value: 400, limit: 1000, rate: rate(60, 40, 100), now, zone: UTC },
      { kind: 'date', day: '2026-12-05', earliest: '2026-12-01', latest: '2026-12-10' },
    ],
    [
      'no lower bound when some days had no growth',
      { value: 400, limit: 1000, rate: rate(60, 0, 100), now, zone: UTC },
      { kind: 'date', day: '2026-12-05', latest: undefined },
    ],
    [
      'at the limit: today',
      { value: 1000, limit: 1000, rate: rate(60), now, zone: UTC },
      { kind: 'date', day: '2026-11-25' },
    ],
    [
      'not enough data',
      { value: 400, limit: 1000, rate: { kind: 'not-enough-data', days: 1 }, now, zone: UTC },
      { kind: 'not-enough-data' },
    ],
    [
      'the unit’s local day, not UTC: 23:30 UTC is already tomorrow in Tokyo',
      {
        value: 940,
        limit: 1000,
        rate: rate(60),
        now: Date.UTC(2026, 10, 25, 23, 30),
        zone: { timezone: 'Asia/Tokyo' },
      },
      { kind: 'date', day: '2026-11-27' },
    ],
    [
      'across spring-forward the calendar day is kept (Amsterdam, 2026-03-29)',
      {
        value: 700,
        limit: 1000,
        rate: rate(100),
        now: Date.UTC(2026, 2, 27, 23, 30),
        zone: { timezone: 'Europe/Amsterdam' },
      },
      { kind: 'date', day: '2026-03-31' },
    ],
    [
      'across fall-back (New York, 2026-11-01)',
      {
        value: 700,
        limit: 1000,
        rate: rate(300),
        // 03:30 UTC on the 2nd is 22:30 on the 1st in New York (UTC−5 since that night).
        now: Date.UTC(2026, 10, 2, 3, 30),
        zone: { timezone: 'America/New_York' },
      },
      { kind: 'date', day: '2026-11-02' },
    ],
    [
      'a fixed offset when the zone is not known by name',
      {
        value: 940,
        limit: 1000,
        rate: rate(60),
        now: Date.UTC(2026, 10, 25, 22),
        zone: { timezone_offset: 7200 },
      },
      { kind: 'date', day: '2026-11-27' },
    ],
  ])('%s', (_name, input, expected) => {
    expect(forecastDate(input)).toMatchObject(expected as object);
  });
});

describe('serviceCounter', () => {
  const base = { type: 'lamps', configLimits: {}, zone: UTC, now };
  it.each<[string, Partial<Parameters<typeof serviceCounter>[0]>, string | undefined]>([
    ['no limit anywhere: not on the board', { value: 10 }, undefined],
    ['exactly at the limit is overdue', { value: 1000, endpointLimit: 1000 }, 'overdue'],
    ['exactly 90 % is due soon', { value: 900, endpointLimit: 1000 }, 'due-soon'],
    ['just under 90 % without a forecast is OK', { value: 899, endpointLimit: 1000 }, 'ok'],
    [
      'config limit when endpoint 5 has none',
      { value: 950, configLimits: { lamps: 1000 } },
      'due-soon',
    ],
    [
      'forecast within dueSoonDays is due soon',
      { value: 1300, endpointLimit: 2000, readings: daily(60) },
      'due-soon',
    ],
    [
      'forecast beyond dueSoonDays is OK',
      { value: 1300, endpointLimit: 2000, readings: daily(60), dueSoonDays: 7 },
      'ok',
    ],
  ])('%s', (_name, input, expected) => {
    expect(serviceCounter({ ...base, value: 0, ...input })?.status).toBe(expected);
  });

  it('gives the forecast and the part changes of its readings', () => {
    const c = serviceCounter({
      ...base,
      value: 1300,
      endpointLimit: 2500,
      readings: [{ at: Date.UTC(2026, 10, 10), value: 5000 }, ...daily(60)],
    });
    expect(c?.forecast).toMatchObject({ kind: 'date', day: '2026-12-15' });
    expect(c?.changes).toEqual([{ at: daily(60)[0]!.at, valueReached: 5000 }]);
    expect(c?.share).toBeCloseTo(0.52);
  });
});

describe('controllerAsks', () => {
  it.each<[string, bigint | null, string[]]>([
    ['nothing set', 0n, []],
    ['unknown value', null, []],
    ['change lamps (bit 17)', 1n << 17n, ['Change lamps']],
    ['other errors are not service requests', (1n << 5n) | (1n << 27n), []],
    ['two requests', (1n << 17n) | (1n << 26n), ['Change lamps', 'Change acrylic canopy']],
  ])('%s', (_name, value, expected) => {
    expect(controllerAsks(value)).toEqual(expected);
  });
});

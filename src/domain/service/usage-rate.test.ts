import { describe, expect, it } from 'vitest';
import { dayName, dayNumber, usageRate, type CounterReading } from './usage-rate.ts';

const UTC = { timezone: 'UTC' };
const DAY = 86_400_000;
const now = Date.UTC(2026, 10, 25, 12);
/** A reading at 20:00 UTC, `d` days before now's day. */
const at = (d: number, value: number): CounterReading => ({
  at: Date.UTC(2026, 10, 25 - d, 20),
  value,
});

describe('usageRate', () => {
  it.each<[string, CounterReading[], unknown]>([
    ['no readings', [], { kind: 'not-enough-data', days: 0 }],
    [
      'two days of growth is not enough',
      [at(2, 0), at(1, 60), at(0, 120)],
      { kind: 'not-enough-data', days: 2 },
    ],
    [
      'three days: the median of the daily growth',
      [at(3, 0), at(2, 60), at(1, 90), at(0, 300)],
      { kind: 'rate', perDay: 60, low: 45, high: 135, days: 3 },
    ],
    [
      'a gap is spread over its days, not counted as idle',
      [at(6, 0), at(5, 60), at(2, 240), at(1, 300), at(0, 360)],
      { kind: 'rate', perDay: 60, low: 60, high: 60, days: 4 },
    ],
    [
      'readings within one day: only the last of the day counts',
      [at(3, 0), { at: Date.UTC(2026, 10, 23, 8), value: 10 }, at(2, 60), at(1, 120), at(0, 180)],
      { kind: 'rate', perDay: 60, low: 60, high: 60, days: 3 },
    ],
    [
      'an idle unit: rate 0 is not enough data',
      [at(3, 50), at(2, 50), at(1, 50), at(0, 50)],
      { kind: 'not-enough-data', days: 3 },
    ],
    [
      'only the last 28 days count',
      [
        at(40, 0),
        at(39, 10_000),
        at(38, 20_000),
        at(3, 20_000),
        at(2, 20_030),
        at(1, 20_060),
        at(0, 20_090),
      ],
      { kind: 'rate', perDay: 30, low: 30, high: 30, days: 3 },
    ],
  ])('%s', (_name, readings, expected) => {
    expect(usageRate({ readings, zone: UTC, now }).rate).toEqual(expected);
  });

  it('a drop is a part change, recorded with the value reached, and gives no rate', () => {
    const { rate, changes } = usageRate({
      readings: [at(5, 900), at(4, 960), at(3, 1020), at(2, 30), at(1, 90), at(0, 150)],
      zone: UTC,
      now,
    });
    expect(changes).toEqual([{ at: at(2, 0).at, valueReached: 1020 }]);
    expect(rate).toEqual({ kind: 'rate', perDay: 60, low: 60, high: 60, days: 4 });
  });

  it('lists several part changes newest first', () => {
    const { changes } = usageRate({
      readings: [at(9, 500), at(8, 10), at(4, 700), at(3, 5)],
      zone: UTC,
      now,
    });
    expect(changes.map((c) => c.valueReached)).toEqual([700, 500]);
  });

  it('groups readings by the unit’s calendar day, across a DST switch', () => {
    // Amsterdam: 2026-03-29 02:00 → 03:00 (UTC+1 → UTC+2). 23:30 UTC on the 28th is already
    // 00:30 on the 29th there, so the unit saw no reading on its 28th: a gap, not three days.
    const zone = { timezone: 'Europe/Amsterdam' };
    const readings = [
      { at: Date.UTC(2026, 2, 26, 22, 30), value: 0 }, // 26th 23:30 local
      { at: Date.UTC(2026, 2, 27, 22, 30), value: 100 }, // 27th 23:30 local
      { at: Date.UTC(2026, 2, 28, 23, 30), value: 200 }, // 29th 00:30 local
      { at: Date.UTC(2026, 2, 29, 21, 30), value: 300 }, // 29th 23:30 local (summer time)
    ];
    const later = Date.UTC(2026, 2, 30, 10);
    expect(usageRate({ readings, zone, now: later }).rate).toEqual({
      kind: 'not-enough-data',
      days: 2,
    });
    expect(usageRate({ readings, zone: UTC, now: later }).rate).toMatchObject({
      kind: 'rate',
      perDay: 100,
      days: 3,
    });
  });

  it('reads days around the year end', () => {
    expect(dayName(dayNumber('2026-12-31') + 1)).toBe('2027-01-01');
    expect(dayNumber('2026-11-25') - dayNumber('2026-10-25')).toBe(31);
    expect(DAY).toBe(86_400_000);
  });
});

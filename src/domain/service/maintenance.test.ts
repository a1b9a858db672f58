import { describe, expect, it } from 'vitest';
import { counterName, counterProgress, counterTypeLabel, percentOfLimit } from './maintenance.ts';

describe('counterProgress', () => {
  it.each<[string, { value?: number | null; limit?: number | null }, object]>([
    ['no limit', { value: 6150 }, { status: 'no-limit' }],
    ['null limit', { value: 6150, limit: null }, { status: 'no-limit' }],
    ['zero limit', { value: 10, limit: 0 }, { status: 'no-limit' }],
    ['negative limit', { value: 10, limit: -60 }, { status: 'no-limit' }],
    ['broken value', { value: Number.NaN, limit: 600 }, { status: 'no-limit' }],
    ['fresh counter', { value: 0, limit: 600 }, { status: 'ok', ratio: 0, remainingMinutes: 600 }],
    ['half way', { value: 300, limit: 600 }, { status: 'ok', ratio: 0.5, remainingMinutes: 300 }],
    ['just under 90 %', { value: 539, limit: 600 }, { status: 'ok', remainingMinutes: 61 }],
    [
      'exactly 90 %',
      { value: 540, limit: 600 },
      { status: 'due-soon', ratio: 0.9, remainingMinutes: 60 },
    ],
    ['one minute left', { value: 599, limit: 600 }, { status: 'due-soon', remainingMinutes: 1 }],
    [
      'exactly at the limit',
      { value: 600, limit: 600 },
      { status: 'overdue', ratio: 1, remainingMinutes: 0 },
    ],
    [
      'past the limit',
      { value: 720, limit: 600 },
      { status: 'overdue', ratio: 1.2, remainingMinutes: -120 },
    ],
  ])('%s', (_name, counter, expected) => {
    expect(counterProgress(counter)).toMatchObject(expected);
  });

  it('gives no ratio when there is no limit', () => {
    expect(counterProgress({ value: 6150 })).toEqual({ status: 'no-limit' });
  });
});

describe('percentOfLimit: the number never says more than the status', () => {
  it.each<[string, number, number, number]>([
    ['fresh', 0, 48_000, 0],
    ['799 h 44 min of 800 h is Due soon, not 100 %', 47_984, 48_000, 99],
    ['exactly at the limit', 48_000, 48_000, 100],
    ['just under 90 % is still ok: 89, not 90', 43_199, 48_000, 89],
    ['exactly 90 % (0.9 × 100 is not exact in floating point)', 720, 800, 90],
    ['29 % exactly (0.29 × 100 = 28.999…)', 29, 100, 29],
    ['past the limit', 57_600, 48_000, 120],
  ])('%s', (_name, value, limit, percent) => {
    expect(percentOfLimit(value, limit)).toBe(percent);
    expect(counterProgress({ value, limit }).percent).toBe(percent);
  });
});

describe('counterName', () => {
  it.each<[string | null | undefined, ReturnType<typeof counterName>]>([
    ['operating', { kind: 'known', type: 'operating' }],
    ['lamps', { kind: 'known', type: 'lamps' }],
    ['facial_lamps', { kind: 'known', type: 'facial_lamps' }],
    ['shoulder_lamps', { kind: 'known', type: 'shoulder_lamps' }],
    ['led', { kind: 'known', type: 'led' }],
    ['climate_filter', { kind: 'known', type: 'climate_filter' }],
    // Another spelling is another type the service sent: its words, not the known name.
    ['Lamps', { kind: 'other', words: 'Lamps' }],
    ['LED', { kind: 'other', words: 'LED' }],
    ['lamp_hours', { kind: 'other', words: 'Lamp hours' }],
    ['sessionTime', { kind: 'other', words: 'Session time' }],
    ['total-on-time', { kind: 'other', words: 'Total on time' }],
    ['UV', { kind: 'other', words: 'UV' }],
    ['UV_lamp_hours', { kind: 'other', words: 'UV lamp hours' }],
    ['LAMP', { kind: 'other', words: 'LAMP' }],
    ['', { kind: 'unnamed' }],
    [' _ ', { kind: 'unnamed' }],
    [null, { kind: 'unnamed' }],
    [undefined, { kind: 'unnamed' }],
  ])('"%s"', (type, name) => {
    expect(counterName(type)).toEqual(name);
  });
});

describe('counterTypeLabel (English, for CSV files)', () => {
  it.each<[string | undefined, string]>([
    ['operating', 'Operating hours'],
    ['lamps', 'Lamps'],
    ['facial_lamps', 'Facial tanner lamps'],
    ['shoulder_lamps', 'Shoulder tanner lamps'],
    ['led', 'LED'],
    ['climate_filter', 'Climate filter'],
    ['lamp_hours', 'Lamp hours'],
    ['sessionTime', 'Session time'],
    ['UV_lamp_hours', 'UV lamp hours'],
    ['', 'Unnamed counter'],
    [undefined, 'Unnamed counter'],
  ])('"%s" → "%s"', (type, label) => {
    expect(counterTypeLabel(type)).toBe(label);
  });
});

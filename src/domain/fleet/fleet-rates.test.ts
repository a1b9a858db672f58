import { describe, expect, it } from 'vitest';
import { emptyFoldState, foldUnits } from './fleet-history.ts';
import { emptyRateBook, keptRate, noteCounter } from './fleet-rates.ts';
import type { FleetUnit } from './fleet-unit.ts';

const D = 20_000; // a day number

describe('the usage rate the fold keeps per unit and counter', () => {
  it.each<[string, [number, number][], number | undefined]>([
    [
      'three days of growth: the median',
      [
        [D, 0],
        [D + 1, 60],
        [D + 2, 120],
        [D + 3, 200],
      ],
      60,
    ],
    [
      'fewer than three days: none',
      [
        [D, 0],
        [D + 1, 60],
        [D + 2, 120],
      ],
      undefined,
    ],
    [
      'a gap of two days is one rate over both',
      [
        [D, 0],
        [D + 2, 120],
        [D + 3, 180],
        [D + 4, 240],
      ],
      60,
    ],
    [
      'no growth: none (rate 0)',
      [
        [D, 5],
        [D + 1, 5],
        [D + 2, 5],
        [D + 3, 5],
      ],
      undefined,
    ],
    [
      'a part change leaves its day out',
      [
        [D, 900],
        [D + 1, 960],
        [D + 2, 10],
        [D + 3, 70],
        [D + 4, 130],
      ],
      60,
    ],
    [
      'days older than the 28-day window do not count',
      [
        [D - 40, 0],
        [D - 39, 1000],
        [D - 38, 2000],
        [D - 37, 3000],
        [D, 3010],
        [D + 1, 3020],
      ],
      undefined,
    ],
  ])('%s', (_name, seen, perDay) => {
    const book = emptyRateBook();
    for (const [day, value] of seen) noteCounter(book, 'g1', 'lamps', value, day);
    expect(book.perDay.get('g1')?.get('lamps')).toBe(perDay);
  });

  it('several polls of one day count as that day’s last value', () => {
    const book = emptyRateBook();
    for (const [day, value] of [
      [D, 0],
      [D + 1, 10],
      [D + 1, 60],
      [D + 2, 120],
      [D + 3, 180],
    ])
      noteCounter(book, 'g1', 'lamps', value!, day!);
    expect(book.perDay.get('g1')?.get('lamps')).toBe(60);
  });

  it('the fold keeps it from the polls it sees, per unit', () => {
    const state = emptyFoldState();
    const unit = (lamps: number) =>
      ({
        guid: 'g1',
        hours: [{ type: 'lamps', value: lamps }],
        stateCode: 10,
      }) as unknown as FleetUnit;
    const noon = Date.UTC(2026, 10, 20, 12);
    for (let day = 0; day < 5; day++) foldUnits(state, [unit(day * 90)], noon + day * 86_400_000);
    expect(state.rates.perDay.get('g1')?.get('lamps')).toBe(90);
  });

  it('as a rate for the forecast; none without a positive rate', () => {
    expect(keptRate(30)).toEqual({ kind: 'rate', perDay: 30, low: 30, high: 30, days: 0 });
    expect(keptRate(undefined).kind).toBe('not-enough-data');
  });
});

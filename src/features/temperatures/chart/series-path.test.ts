import { describe, expect, it } from 'vitest';
import { linePath, valueAxis } from './series-path';
import type { ChartRow } from '../model/temperature-rows';

const rows: ChartRow[] = [
  { t: 0, li: 0, s0: 20, s1: 30 },
  { t: 1, li: 1, s0: 21, s1: null },
  { t: 1.5, li: -1, s0: null, s1: null },
  { t: 2, li: 2, s0: 22.5, s1: 31 },
  { t: 3, li: 3, s0: 23, s1: 32 },
];
const x = (t: number) => t * 100;
const y = (v: number) => 200 - v;

describe('linePath', () => {
  it('draws points in order and lifts the pen at every null', () => {
    expect(linePath(rows, 's0', x, y)).toBe('M0,180L100,179M200,177.5L300,177');
    expect(linePath(rows, 's1', x, y)).toBe('M0,170M200,169L300,168');
  });

  it('is empty for a series without values', () => {
    expect(linePath(rows, 's9', x, y)).toBe('');
  });
});

describe('valueAxis', () => {
  it('covers every value of the given series on round ticks', () => {
    expect(valueAxis(rows, ['s0'])).toEqual({ domain: [19, 24], ticks: [19, 20, 21, 22, 23, 24] });
    expect(valueAxis(rows, ['s0', 's1'])).toEqual({
      domain: [15, 35],
      ticks: [15, 20, 25, 30, 35],
    });
  });

  it('uses steps of 10 for a hot lamp from room temperature to 52 °C', () => {
    const lamp: ChartRow[] = [
      { t: 0, li: 0, s0: 21.4 },
      { t: 1, li: 1, s0: 51.9 },
    ];
    expect(valueAxis(lamp, ['s0']).ticks).toEqual([20, 30, 40, 50, 60]);
  });

  it('has a default axis when nothing is shown', () => {
    expect(valueAxis(rows, []).domain).toEqual([0, 10]);
  });
});

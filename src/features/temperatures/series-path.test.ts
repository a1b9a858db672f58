import { describe, expect, it } from 'vitest';
import { linePath, valueDomain } from './series-path';
import type { ChartRow } from './temperature-rows';

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

describe('valueDomain', () => {
  it('covers every value of the given series with whole-degree headroom', () => {
    expect(valueDomain(rows, ['s0'])).toEqual([19, 24]);
    expect(valueDomain(rows, ['s0', 's1'])).toEqual([19, 33]);
    expect(valueDomain(rows, [])).toEqual([0, 1]);
  });
});

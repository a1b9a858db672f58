import { describe, expect, it } from 'vitest';
import type { ChartRow } from '../model/temperature-rows';
import { chartGeometry, linearScale, plotArea } from './chart-geometry';

const HOUR = 3_600_000;
const FROM = Date.UTC(2026, 10, 22, 0);
const TO = FROM + 24 * HOUR;

const rows: ChartRow[] = [
  { t: FROM, li: 0, s0: 20, s1: 40 },
  { t: FROM + 6 * HOUR, li: 1, s0: 30, s1: null },
  { t: FROM + 12 * HOUR, li: -1, s0: null, s1: 50 },
  { t: TO, li: 2, s0: 60, s1: 55 },
];

describe('plotArea', () => {
  it.each([
    // The 702 px chart of the desktop page as recharts laid it out (its clip rect).
    [702, { x: 44, y: 8, width: 642, height: 150 }],
    [360, { x: 44, y: 8, width: 300, height: 150 }],
    [40, { x: 44, y: 8, width: 0, height: 150 }],
  ])('a chart %i px wide', (width, plot) => {
    expect(plotArea(width)).toEqual(plot);
  });
});

describe('linearScale', () => {
  it.each([
    // [domain, range, value, expected]
    [[20, 60], [158, 8], 20, 158],
    [[20, 60], [158, 8], 30, 120.5],
    [[20, 60], [158, 8], 60, 8],
    [[0, 10], [0, 100], 15, 150],
    [[5, 5], [0, 100], 5, 50],
  ] as const)('%j → %j maps %d to %d', (domain, range, value, expected) => {
    expect(linearScale(domain, range)(value)).toBe(expected);
  });

  it('computes as d3 does, r0·(1−u) + r1·u: the same float as recharts’ scale', () => {
    const u = (FROM + 7 * HOUR - FROM) / (TO - FROM);
    expect(linearScale([FROM, TO], [44, 686])(FROM + 7 * HOUR)).toBe(44 * (1 - u) + 686 * u);
  });
});

describe('chartGeometry', () => {
  const geometry = chartGeometry({
    width: 702,
    from: FROM,
    to: TO,
    xTicks: [FROM + 6 * HOUR, FROM + 12 * HOUR],
    yAxis: { domain: [20, 60], ticks: [20, 40, 60] },
    rows,
    keys: ['s1', 's0', 's9'],
  });

  it('places the ticks on the plot', () => {
    expect(geometry.xTicks).toEqual([
      { value: FROM + 6 * HOUR, x: 204.5 },
      { value: FROM + 12 * HOUR, x: 365 },
    ]);
    expect(geometry.yTicks).toEqual([
      { value: 20, y: 158 },
      { value: 40, y: 83 },
      { value: 60, y: 8 },
    ]);
  });

  it('draws one path per key in the given order, gaps lift the pen, no values no path', () => {
    expect(geometry.paths).toEqual([
      { key: 's1', d: 'M44,83M365,45.5L686,26.8' },
      { key: 's0', d: 'M44,158L204.5,120.5M686,8' },
      { key: 's9', d: '' },
    ]);
  });
});

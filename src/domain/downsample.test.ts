import { describe, expect, it } from 'vitest';
import { downsampleMinMax, type SeriesPoint } from './downsample';

const MIN = 60_000;
/** One point per minute with a gentle wave, values in tenths like the temperature logs. */
function series(n: number, start = 0): SeriesPoint[] {
  return Array.from({ length: n }, (_, i) => ({
    t: start + i * MIN,
    v: 250 + Math.round(10 * Math.sin(i / 50)),
  }));
}
const values = (pts: SeriesPoint[]) => pts.filter((p) => p.v !== null).map((p) => p.v as number);
const breaks = (pts: SeriesPoint[]) => pts.filter((p) => p.v === null);
const isSorted = (pts: SeriesPoint[]) =>
  pts.every((p, i) => i === 0 || p.t >= (pts[i - 1] as SeriesPoint).t);

describe('downsampleMinMax: size and bounds', () => {
  it.each([
    [10_000, 500],
    [10_000, 4],
    [10_000, 5],
    [1_001, 1_000],
    [50_000, 333],
  ])('%i points → at most %i, first and last kept, time order kept', (n, target) => {
    const input = series(n);
    const out = downsampleMinMax(input, target);
    expect(out.length).toBeLessThanOrEqual(target);
    expect(out[0]).toBe(input[0]);
    expect(out[out.length - 1]).toBe(input[n - 1]);
    expect(isSorted(out)).toBe(true);
  });

  it.each([
    ['smaller than target', 100, 500],
    ['exactly the target', 500, 500],
    ['empty', 0, 500],
    ['single point', 1, 500],
  ])('%s: returned unchanged', (_name, n, target) => {
    const input = series(n);
    expect(downsampleMinMax(input, target)).toBe(input);
  });

  it('keeps the overall min and max of the series', () => {
    const input = series(20_000);
    const out = downsampleMinMax(input, 400);
    expect(Math.min(...values(out))).toBe(Math.min(...values(input)));
    expect(Math.max(...values(out))).toBe(Math.max(...values(input)));
  });

  it('sorts unsorted input by time instead of drawing zig-zags', () => {
    const input = series(2_000).reverse();
    const out = downsampleMinMax(input, 100);
    expect(isSorted(out)).toBe(true);
    expect(out[0]?.t).toBe(0);
  });
});

describe('downsampleMinMax: spikes and gaps', () => {
  it.each([
    ['a one-sample spike up', 1_000],
    ['a one-sample dip down', -400],
  ])('%s survives', (_name, spike) => {
    const input = series(100_000);
    input[54_321] = { t: 54_321 * MIN, v: spike };
    const out = downsampleMinMax(input, 300);
    expect(out).toContainEqual({ t: 54_321 * MIN, v: spike });
  });

  it('inserts one break where the source jumps further than gapMs', () => {
    const input = [...series(5_000), ...series(5_000, 5_000 * MIN + 6 * 3_600_000)];
    const out = downsampleMinMax(input, 300, { gapMs: 10 * MIN });
    expect(out.length).toBeLessThanOrEqual(300);
    const b = breaks(out);
    expect(b).toHaveLength(1);
    expect(b[0]?.t).toBeGreaterThan(4_999 * MIN);
    expect(b[0]?.t).toBeLessThan(5_000 * MIN + 6 * 3_600_000);
  });

  it('keeps a null hole of the source as a break', () => {
    const input = series(10_000);
    input[5_000] = { t: 5_000 * MIN, v: null };
    const out = downsampleMinMax(input, 200);
    expect(breaks(out)).toHaveLength(1);
  });

  it('adds breaks to small input too, without changing its points', () => {
    const input = [
      { t: 0, v: 1 },
      { t: MIN, v: 2 },
      { t: 60 * MIN, v: 3 },
      { t: 61 * MIN, v: 4 },
    ];
    expect(downsampleMinMax(input, 100, { gapMs: 10 * MIN })).toEqual([
      { t: 0, v: 1 },
      { t: MIN, v: 2 },
      { t: 30.5 * MIN, v: null },
      { t: 60 * MIN, v: 3 },
      { t: 61 * MIN, v: 4 },
    ]);
  });

  it('stays within the target even when nearly every step is a gap', () => {
    const input = Array.from({ length: 5_000 }, (_, i) => ({ t: i * i * MIN, v: i % 7 }));
    const out = downsampleMinMax(input, 50, { gapMs: MIN });
    expect(out.length).toBeLessThanOrEqual(50);
    expect(breaks(out).length).toBeGreaterThan(0);
  });

  it('without gapMs, time jumps are not breaks', () => {
    const input = [...series(3_000), ...series(3_000, 10_000 * MIN)];
    expect(breaks(downsampleMinMax(input, 200))).toHaveLength(0);
  });
});

describe('downsampleMinMax: scale', () => {
  // Its speed is measured by the bench (temperatures), not asserted here.
  it('reduces 1,000,000 points to at most 1,000', () => {
    const input = series(1_000_000);
    const out = downsampleMinMax(input, 1_000, { gapMs: 10 * MIN });
    expect(out.length).toBeLessThanOrEqual(1_000);
    expect(out.length).toBeGreaterThan(900);
  });
});

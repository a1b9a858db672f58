import { describe, expect, it } from 'vitest';
import { fixedLayout, variableLayout, visibleWindow } from './virtual-window';

describe('fixedLayout', () => {
  it.each([
    // y, row
    [0, 0],
    [39, 0],
    [40, 1],
    [3999, 99],
    [1e9, 99],
    [-50, 0],
  ])('finds the row at %i px', (y, row) => {
    expect(fixedLayout(100, 40).indexAt(y)).toBe(row);
  });

  it('knows the total and clamps offsets', () => {
    const layout = fixedLayout(100, 40);
    expect(layout.total).toBe(4000);
    expect(layout.offsetOf(100)).toBe(4000);
    expect(layout.offsetOf(150)).toBe(4000);
  });
});

describe('variableLayout', () => {
  // A day row of 36 px, then logs of 52 px, repeated.
  const heights = [36, 52, 52, 36, 52];
  const layout = variableLayout(heights.length, (i) => heights[i]!);

  it.each([
    [0, 0],
    [35, 0],
    [36, 1],
    [87, 1],
    [88, 2],
    [140, 3],
    [175, 3],
    [176, 4],
    [10_000, 4],
  ])('finds the row at %i px', (y, row) => {
    expect(layout.indexAt(y)).toBe(row);
  });

  it('sums the heights', () => {
    expect(layout.total).toBe(228);
    expect(layout.offsetOf(3)).toBe(140);
  });
});

describe('visibleWindow', () => {
  it('covers the viewport plus overscan, and the spacers make up the rest', () => {
    const layout = fixedLayout(1000, 40);
    const win = visibleWindow(layout, 4000, 400, 5);
    expect(win).toEqual({ first: 95, end: 116, top: 3800, bottom: (1000 - 116) * 40 });
  });

  it('stops at both ends', () => {
    const layout = fixedLayout(20, 40);
    expect(visibleWindow(layout, 0, 400, 5)).toMatchObject({ first: 0, end: 16, top: 0 });
    expect(visibleWindow(layout, 400, 400, 5)).toMatchObject({ first: 5, end: 20, bottom: 0 });
  });

  it('has nothing to show for no rows', () => {
    expect(visibleWindow(fixedLayout(0, 40), 0, 400, 5)).toEqual({
      first: 0,
      end: 0,
      top: 0,
      bottom: 0,
    });
  });
});

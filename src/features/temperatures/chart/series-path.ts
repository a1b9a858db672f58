import type { ChartRow } from '../model/temperature-rows';

// SVG paths for the series, drawn in one pass per line. recharts' own <Line> keeps several
// objects per point (animation, labels, tooltip), which made 23 lines × 600 points cost most of
// a second; the axes, grid, cursor sync and tooltip stay recharts'.

type Scale = (value: number) => number | undefined;

/** "M x,y L x,y …" with a new "M" after each null (a gap stays a gap). */
export function linePath(rows: readonly ChartRow[], key: string, x: Scale, y: Scale): string {
  let d = '';
  let penDown = false;
  for (const row of rows) {
    const v = row[key];
    if (v === null || v === undefined) {
      penDown = false;
      continue;
    }
    const px = x(row.t);
    const py = y(v);
    if (px === undefined || py === undefined || !Number.isFinite(px) || !Number.isFinite(py)) {
      penDown = false;
      continue;
    }
    d += `${penDown ? 'L' : 'M'}${Math.round(px * 10) / 10},${Math.round(py * 10) / 10}`;
    penDown = true;
  }
  return d;
}

const NICE_STEPS = [1, 2, 5, 10, 20, 25, 50, 100];

/**
 * Y range of the given series on round degrees with a little headroom, and ~5 ticks on it:
 * [20, 55] with ticks every 5, never odd steps like 21, 29, 37.
 */
export function valueAxis(
  rows: readonly ChartRow[],
  keys: readonly string[],
): { domain: [number, number]; ticks: number[] } {
  let lo = Number.POSITIVE_INFINITY;
  let hi = Number.NEGATIVE_INFINITY;
  for (const row of rows) {
    for (const key of keys) {
      const v = row[key];
      if (v === null || v === undefined) continue;
      if (v < lo) lo = v;
      if (v > hi) hi = v;
    }
  }
  if (!Number.isFinite(lo)) return { domain: [0, 10], ticks: [0, 5, 10] };
  const pad = Math.max(0.5, (hi - lo) * 0.04);
  const raw = (hi - lo + 2 * pad) / 4;
  const step = NICE_STEPS.find((s) => s >= raw) ?? Math.ceil(raw / 100) * 100;
  const start = Math.floor((lo - pad) / step) * step;
  const end = Math.ceil((hi + pad) / step) * step;
  const ticks: number[] = [];
  for (let t = start; t <= end; t += step) ticks.push(t);
  return { domain: [start, end], ticks };
}

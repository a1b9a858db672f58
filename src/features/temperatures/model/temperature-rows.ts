import type { LogColumns } from './temperature-columns';

// Chart rows shared by every chart of the page. All series use the same rows, so recharts can
// synchronise the cursor by index and one hover costs one lookup.
//
// Downsampling is min/max per time bucket on ONE grid for all sensors: each bucket becomes at
// most two rows (its first and last log time) holding each sensor's extreme values in the order
// they occurred, so spikes survive and lines stay in time order. A per-series downsampler would
// give every sensor different x values, which breaks the shared rows and the index sync.

export interface ChartRow {
  t: number;
  /** Index into LogColumns of the real log this row stands for (opened on click). */
  li: number;
  /** °C per series key; null draws a gap. */
  [seriesKey: string]: number | null;
}

export interface ChartRows {
  rows: ChartRow[];
  /** Sensor id → key in the rows (`s0`, `s1`, …): safe whatever characters a sensor id holds. */
  keys: ReadonlyMap<string, string>;
  downsampled: boolean;
  /** Width of one bucket when downsampled. */
  bucketMs?: number;
}

export function seriesKeys(sensors: readonly string[]): Map<string, string> {
  return new Map(sensors.map((sensor, i) => [sensor, `s${i}`]));
}

function rowAt(cols: LogColumns, keys: ReadonlyMap<string, string>, i: number): ChartRow {
  const row: ChartRow = { t: cols.times[i]!, li: i };
  for (const [sensor, key] of keys) {
    const v = cols.values.get(sensor)![i]!;
    row[key] = Number.isNaN(v) ? null : v / 10;
  }
  return row;
}

function gapRow(cols: LogColumns, keys: ReadonlyMap<string, string>, i: number): ChartRow {
  const row: ChartRow = { t: (cols.times[i - 1]! + cols.times[i]!) / 2, li: -1 };
  for (const key of keys.values()) row[key] = null;
  return row;
}

/** Two rows for the logs [start, end): each sensor's min and max, earlier extreme first. */
function bucketRows(
  cols: LogColumns,
  keys: ReadonlyMap<string, string>,
  start: number,
  end: number,
): [ChartRow, ChartRow] {
  const first: ChartRow = { t: cols.times[start]!, li: start };
  const last: ChartRow = { t: cols.times[end - 1]!, li: end - 1 };
  for (const [sensor, key] of keys) {
    const column = cols.values.get(sensor)!;
    let minI = -1;
    let maxI = -1;
    for (let i = start; i < end; i += 1) {
      const v = column[i]!;
      if (Number.isNaN(v)) continue;
      if (minI < 0 || v < column[minI]!) minI = i;
      if (maxI < 0 || v > column[maxI]!) maxI = i;
    }
    if (minI < 0) {
      first[key] = null;
      last[key] = null;
      continue;
    }
    const [a, b] = minI <= maxI ? [minI, maxI] : [maxI, minI];
    first[key] = column[a]! / 10;
    last[key] = column[b]! / 10;
  }
  return [first, last];
}

/**
 * Rows for charts `maxPoints` pixels wide: at most about one point per pixel per series, raw
 * logs when they already fit. A spacing above `cols.gapMs` becomes a null row (a visible gap).
 */
export function buildChartRows(cols: LogColumns, maxPoints: number): ChartRows {
  const keys = seriesKeys(cols.sensors);
  const { times } = cols;
  const n = times.length;
  const rows: ChartRow[] = [];
  const isGap = (i: number) => i > 0 && times[i]! - times[i - 1]! > cols.gapMs;

  if (n <= maxPoints) {
    for (let i = 0; i < n; i += 1) {
      if (isGap(i)) rows.push(gapRow(cols, keys, i));
      rows.push(rowAt(cols, keys, i));
    }
    return { rows, keys, downsampled: false };
  }

  // One bucket less than fits: an epoch-aligned grid can touch one extra bucket at the edges.
  const buckets = Math.max(1, Math.floor(maxPoints / 2) - 1);
  const span = Math.max(1, cols.window.to - cols.window.from);
  // Whole seconds on a grid fixed to the epoch: when the live window slides, buckets stay put
  // and the drawn extremes do not jitter from one poll to the next.
  const bucketMs = Math.ceil(span / buckets / 1000) * 1000;
  const bucketOf = (i: number) => Math.floor(times[i]! / bucketMs);
  let start = 0;
  while (start < n) {
    const bucket = bucketOf(start);
    let end = start + 1;
    while (end < n && bucketOf(end) === bucket && !isGap(end)) end += 1;
    if (isGap(start)) rows.push(gapRow(cols, keys, start));
    if (end - start === 1) rows.push(rowAt(cols, keys, start));
    else rows.push(...bucketRows(cols, keys, start, end));
    start = end;
  }
  return { rows, keys, downsampled: true, bucketMs };
}

/** Points a series actually draws (non-null values): the performance note's "points per series". */
export function pointsOf(rows: readonly ChartRow[], key: string): number {
  let count = 0;
  for (const row of rows) if (row[key] !== null && row[key] !== undefined) count += 1;
  return count;
}

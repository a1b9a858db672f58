// About one point per pixel for long temperature series, keeping each bucket's min and max so a
// short spike stays visible, and keeping gaps as gaps (a null breaks the line in the chart).

export interface SeriesPoint {
  t: number;
  v: number | null;
}

export interface DownsampleOptions {
  /** Consecutive source points further apart than this are drawn with a break between them. */
  gapMs?: number;
}

const isHole = (v: number | null): boolean => v === null || !Number.isFinite(v);

function sortedByTime<P extends SeriesPoint>(points: readonly P[]): readonly P[] {
  for (let i = 1; i < points.length; i++) {
    if ((points[i] as P).t < (points[i - 1] as P).t) return [...points].sort((a, b) => a.t - b.t);
  }
  return points;
}

/**
 * Min/max per time bucket, in time order; first and last points always kept; a `{ t, v: null }`
 * break wherever the source had a hole (null value) or a jump longer than `gapMs`. The output
 * never exceeds `targetPoints` (at least 4); input that already fits is returned as is.
 */
export function downsampleMinMax<P extends SeriesPoint>(
  input: readonly P[],
  targetPoints: number,
  opts: DownsampleOptions = {},
): (P | SeriesPoint)[] {
  const target = Math.max(4, Math.floor(targetPoints));
  const gapMs = opts.gapMs !== undefined && opts.gapMs > 0 ? opts.gapMs : Number.POSITIVE_INFINITY;
  const points = sortedByTime(input);
  const n = points.length;
  const at = (i: number) => points[i] as P;

  // breaks[i] counts holes and long jumps up to index i, so "any break between a and b" is O(1).
  const breaks = new Uint32Array(n);
  let jumps = 0;
  for (let i = 1; i < n; i++) {
    const hole = isHole(at(i).v);
    const jump = at(i).t - at(i - 1).t > gapMs;
    if (jump && !hole && !isHole(at(i - 1).v)) jumps++;
    breaks[i] = (breaks[i - 1] as number) + (hole || jump ? 1 : 0);
  }

  if (n + jumps <= target) {
    if (jumps === 0) return points as P[];
    const out: (P | SeriesPoint)[] = [];
    for (let i = 0; i < n; i++) {
      if (i > 0 && at(i).t - at(i - 1).t > gapMs && !isHole(at(i).v) && !isHole(at(i - 1).v)) {
        out.push({ t: (at(i).t + at(i - 1).t) / 2, v: null });
      }
      out.push(at(i));
    }
    return out;
  }

  // Budget: first + last + 2 per bucket + one break between emitted points at most.
  const totalBreaks = breaks[n - 1] as number;
  const buckets = Math.max(
    0,
    Math.floor((target - 2 - totalBreaks) / 2),
    Math.floor((target - 3) / 4),
  );
  const t0 = at(0).t;
  const span = at(n - 1).t - t0;
  const bucketOf = (i: number) =>
    span > 0
      ? Math.min(buckets - 1, Math.floor(((at(i).t - t0) / span) * buckets))
      : Math.min(buckets - 1, Math.floor((i / n) * buckets));

  const keep: number[] = [0];
  const push = (i: number) => {
    if (i > (keep[keep.length - 1] as number) && i < n - 1) keep.push(i);
  };
  let current = -1;
  let minI = -1;
  let maxI = -1;
  const flush = () => {
    if (minI < 0) return;
    push(Math.min(minI, maxI));
    push(Math.max(minI, maxI));
  };
  for (let i = 1; buckets > 0 && i < n - 1; i++) {
    const v = at(i).v;
    const b = bucketOf(i);
    if (b !== current) {
      flush();
      current = b;
      minI = -1;
      maxI = -1;
    }
    if (isHole(v)) continue;
    if (minI < 0 || (v as number) < (at(minI).v as number)) minI = i;
    if (maxI < 0 || (v as number) > (at(maxI).v as number)) maxI = i;
  }
  flush();
  if (n > 1) keep.push(n - 1);

  const out: (P | SeriesPoint)[] = [];
  for (let k = 0; k < keep.length; k++) {
    const i = keep[k] as number;
    const prev = k > 0 ? (keep[k - 1] as number) : -1;
    if (prev >= 0 && (breaks[i] as number) > (breaks[prev] as number)) {
      if (!isHole(at(i).v) && !isHole(at(prev).v))
        out.push({ t: (at(i).t + at(prev).t) / 2, v: null });
    }
    out.push(at(i));
  }
  return out;
}

// Which rows of a long list are in view, without measuring rows: heights are known up front
// (fixed, or one per row from its kind). Fixed heights cost O(1) per scroll or render, whatever
// the row count; per-row heights cost one O(rows) pass when the rows change, then O(log rows).

export interface RowLayout {
  count: number;
  /** Height of all rows together, px. */
  total: number;
  /** Top of row `index` (0 ≤ index ≤ count; `count` gives the total). */
  offsetOf: (index: number) => number;
  /** The row that covers `y` px, clamped into [0, count - 1] (0 for no rows). */
  indexAt: (y: number) => number;
}

export function fixedLayout(count: number, rowHeight: number): RowLayout {
  const h = Math.max(1, rowHeight);
  return {
    count,
    total: count * h,
    offsetOf: (index) => Math.min(Math.max(index, 0), count) * h,
    indexAt: (y) => Math.min(Math.max(Math.floor(y / h), 0), Math.max(count - 1, 0)),
  };
}

/** Per-row heights: a prefix sum built once, searched by bisection. */
export function variableLayout(count: number, heightOf: (index: number) => number): RowLayout {
  const starts = new Float64Array(count + 1);
  for (let i = 0; i < count; i++) starts[i + 1] = starts[i]! + Math.max(0, heightOf(i));
  return {
    count,
    total: starts[count]!,
    offsetOf: (index) => starts[Math.min(Math.max(index, 0), count)]!,
    indexAt: (y) => {
      // The last row whose start is ≤ y.
      let lo = 0;
      let hi = Math.max(count - 1, 0);
      while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if (starts[mid]! <= y) lo = mid;
        else hi = mid - 1;
      }
      return lo;
    },
  };
}

export interface RowWindow {
  /** Rows [first, end) are rendered. */
  first: number;
  end: number;
  /** Space standing in for the rows above and below the window, px. */
  top: number;
  bottom: number;
}

/** The rows covering [scrollTop, scrollTop + viewport], plus `overscan` rows on either side. */
export function visibleWindow(
  layout: RowLayout,
  scrollTop: number,
  viewport: number,
  overscan: number,
): RowWindow {
  if (layout.count === 0) return { first: 0, end: 0, top: 0, bottom: 0 };
  const first = Math.max(0, layout.indexAt(scrollTop) - overscan);
  const end = Math.min(layout.count, layout.indexAt(scrollTop + viewport) + 1 + overscan);
  return {
    first,
    end,
    top: layout.offsetOf(first),
    bottom: layout.total - layout.offsetOf(end),
  };
}

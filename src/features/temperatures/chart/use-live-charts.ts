import { useCallback, useEffect, useState } from 'react';
import { afterPaint } from './use-chart-mounting';

// The charts are first drawn in plain SVG; recharts (45–100 ms of main thread per chart, × 4 on
// a throttled phone) mounts only once someone reaches a chart: that chart at once, then the other
// drawn ones one per painted frame, top first, so the cursor is synced across all of them.

export interface LiveCharts {
  isLive: (index: number) => boolean;
  /** Chart `index` was reached (pointer, touch, focus): it becomes live now, the others after. */
  goLive: (index: number) => void;
}

export function useLiveCharts(count: number, isDrawn: (index: number) => boolean): LiveCharts {
  const [live, setLive] = useState<ReadonlySet<number>>(() => new Set());
  const goLive = useCallback(
    (index: number) => setLive((prev) => (prev.has(index) ? prev : new Set(prev).add(index))),
    [],
  );

  let next = -1;
  if (live.size > 0)
    for (let i = 0; i < count && next < 0; i++) if (isDrawn(i) && !live.has(i)) next = i;
  useEffect(() => {
    if (next < 0) return;
    return afterPaint(() => goLive(next));
  }, [next, goLive]);

  return { isLive: (index) => live.has(index), goLive };
}

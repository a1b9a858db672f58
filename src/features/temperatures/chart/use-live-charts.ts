import { useCallback, useEffect, useState } from 'react';
import { afterPaint } from './use-chart-mounting';
import { loadLiveChart, loadedLiveChart } from './live-chart-module';

// The charts are first drawn in plain SVG; recharts (45–100 ms of main thread per chart, × 4 on
// a throttled phone) mounts only once someone reaches a chart: that chart at once (once its
// module is there), then the other drawn ones one per painted frame, top first, so the cursor is
// synced across all of them.

/** A calm page fetches the recharts module this long after its charts are drawn, at the latest. */
const PREFETCH_AT_LATEST_MS = 2_000;

export interface LiveCharts {
  isLive: (index: number) => boolean;
  /** Chart `index` was reached (pointer, touch, focus): it becomes live now, the others after. */
  goLive: (index: number) => void;
}

export function useLiveCharts(
  count: number,
  isDrawn: (index: number) => boolean,
  /** The charts in view are drawn: the recharts module may be fetched when the page is idle. */
  settled: boolean,
): LiveCharts {
  const [live, setLive] = useState<ReadonlySet<number>>(() => new Set());
  const goLive = useCallback((index: number) => {
    const add = () => setLive((prev) => (prev.has(index) ? prev : new Set(prev).add(index)));
    if (loadedLiveChart()) add();
    else loadLiveChart().then(add, () => undefined);
  }, []);

  useEffect(() => {
    if (!settled) return;
    const prefetch = () => void loadLiveChart().catch(() => undefined);
    if (typeof requestIdleCallback === 'undefined') {
      const timer = setTimeout(prefetch, PREFETCH_AT_LATEST_MS);
      return () => clearTimeout(timer);
    }
    const idle = requestIdleCallback(prefetch, { timeout: PREFETCH_AT_LATEST_MS });
    return () => cancelIdleCallback(idle);
  }, [settled]);

  let next = -1;
  if (live.size > 0)
    for (let i = 0; i < count && next < 0; i++) if (isDrawn(i) && !live.has(i)) next = i;
  useEffect(() => {
    if (next < 0) return;
    return afterPaint(() => goLive(next));
  }, [next, goLive]);

  return { isLive: (index) => live.has(index), goLive };
}

import { useCallback, useEffect, useRef, useState } from 'react';

// The charts are drawn one per task, top first, and only once their place is near the viewport,
// so a phone that shows two charts at load does not draw five (Lighthouse TBT, bench/README.md);
// each is a plain SVG drawing first, recharts comes later (use-live-charts.ts).
// Each next chart waits for a frame to be painted: the layout of the previous one then happens
// in the browser's rendering step, not inside the next chart's task.

/** How far below (or above) the viewport a chart's place may be and still mount. */
const NEAR_MARGIN = '300px 0px';
/** A hidden tab paints no frames: the next chart comes after this at the latest. */
const NEXT_AT_LATEST_MS = 250;

export interface ChartMounting {
  /** Ref callback for chart `index`'s place (its figure). */
  placeRef: (index: number) => (el: Element | null) => void;
  isMounted: (index: number) => boolean;
  /** Every chart near the viewport is mounted (at least one was). */
  settled: boolean;
}

export function useChartMounting(count: number): ChartMounting {
  // Without IntersectionObserver (jsdom, old browsers) every place counts as near.
  const [everyPlace] = useState(() => typeof IntersectionObserver === 'undefined');
  const [near, setNear] = useState<ReadonlySet<number>>(() => new Set());
  const [mounted, setMounted] = useState<ReadonlySet<number>>(() => new Set());
  const places = useRef(new Map<number, Element>());
  const observer = useRef<IntersectionObserver | null>(null);

  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver(
      (entries) => {
        const seen = entries.filter((e) => e.isIntersecting);
        if (seen.length === 0) return;
        setNear((prev) => {
          const next = new Set(prev);
          for (const e of seen) next.add(Number((e.target as HTMLElement).dataset.chart));
          return next;
        });
        for (const e of seen) io.unobserve(e.target);
      },
      { rootMargin: NEAR_MARGIN },
    );
    observer.current = io;
    for (const el of places.current.values()) io.observe(el);
    return () => io.disconnect();
  }, []);

  const placeRef = useCallback(
    (index: number) => (el: Element | null) => {
      if (!el) return;
      (el as HTMLElement).dataset.chart = String(index);
      if (places.current.get(index) === el) return;
      places.current.set(index, el);
      observer.current?.observe(el);
    },
    [],
  );

  let waiting = -1;
  for (let i = 0; i < count && waiting < 0; i++)
    if ((everyPlace || near.has(i)) && !mounted.has(i)) waiting = i;
  useEffect(() => {
    if (waiting < 0) return;
    // The first chart waits for a painted frame too: the captions and table come first.
    return afterPaint(() => setMounted((prev) => new Set(prev).add(waiting)));
  }, [waiting]);

  return {
    placeRef,
    isMounted: (index) => mounted.has(index),
    settled: waiting < 0 && mounted.size > 0,
  };
}

/**
 * Runs `run` in a task after the next painted frame (at the latest after 250 ms: a hidden tab
 * paints none); returns the cancel.
 */
export function afterPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const once = () => {
    cancel();
    run();
  };
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(once, 0);
  });
  const latest = setTimeout(once, NEXT_AT_LATEST_MS);
  function cancel() {
    cancelAnimationFrame(frame);
    clearTimeout(latest);
    clearTimeout(timer);
  }
  return cancel;
}

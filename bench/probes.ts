// Functions run inside the page (page.evaluate): self-contained, no imports, no closures.
// Times are performance.now() / Event.timeStamp, the same clock in Chromium. "Painted" means the
// first task after the rendering step of the frame that contained the change (rAF + message).

interface Watch {
  t0: number;
  mutations: number;
  lastMutation: number;
  lastPaint: number;
  stop: () => void;
}
type BenchWindow = Window & { __benchWatch?: Watch };

/** Starts recording: the first user input after now (t0), and DOM mutations under `selectors`. */
export function armWatch(args: { selectors: string[] }): void {
  const win = window as BenchWindow;
  win.__benchWatch?.stop();
  const w: Watch = { t0: 0, mutations: 0, lastMutation: 0, lastPaint: 0, stop: () => {} };
  const onInput = (e: Event) => {
    if (!w.t0) w.t0 = e.timeStamp;
  };
  const types = ['keydown', 'mousedown', 'click', 'change', 'mousemove'];
  for (const t of types) addEventListener(t, onInput, { capture: true, passive: true });
  const observer = new MutationObserver((records) => {
    w.mutations += records.length;
    w.lastMutation = performance.now();
    requestAnimationFrame(() => {
      const ch = new MessageChannel();
      ch.port1.onmessage = () => (w.lastPaint = Math.max(w.lastPaint, performance.now()));
      ch.port2.postMessage(0);
    });
  });
  const targets = args.selectors.flatMap((s) => [...document.querySelectorAll(s)]);
  for (const el of targets.length ? targets : [document.body]) {
    observer.observe(el, { childList: true, subtree: true, characterData: true, attributes: true });
  }
  w.stop = () => {
    observer.disconnect();
    for (const t of types) removeEventListener(t, onInput, { capture: true });
  };
  win.__benchWatch = w;
}

/** Resolves once the watched DOM has been quiet for quietMs after the input: input → last change painted. */
export function awaitQuiet(args: {
  quietMs: number;
  timeoutMs: number;
}): Promise<{ ms: number; mutations: number } | null> {
  const w = (window as BenchWindow).__benchWatch;
  if (!w) return Promise.resolve(null);
  const start = performance.now();
  return new Promise((resolve) => {
    const check = () => {
      const now = performance.now();
      if (
        w.t0 &&
        w.mutations > 0 &&
        now - w.lastMutation >= args.quietMs &&
        w.lastPaint >= w.lastMutation
      ) {
        w.stop();
        resolve({ ms: w.lastPaint - w.t0, mutations: w.mutations });
      } else if (now - start > args.timeoutMs) {
        w.stop();
        resolve(null);
      } else setTimeout(check, 20);
    };
    check();
  });
}

/** Time (since t0 of the armed watch, or since navigation start) at which `selector` first matched, painted. */
export function paintedWhen(args: {
  selector: string;
  minCount: number;
  timeoutMs: number;
  sinceInput: boolean;
}): Promise<number | null> {
  const w = (window as BenchWindow).__benchWatch;
  const start = performance.now();
  return new Promise((resolve) => {
    const tick = () => {
      if (document.querySelectorAll(args.selector).length >= args.minCount) {
        const ch = new MessageChannel();
        ch.port1.onmessage = () => resolve(performance.now() - (args.sinceInput && w ? w.t0 : 0));
        ch.port2.postMessage(0);
      } else if (performance.now() - start > args.timeoutMs) resolve(null);
      else requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

export interface ScrollResult {
  rowsScrolled: number;
  longestTaskMs: number;
  longestFrameMs: number;
  durationMs: number;
  renderedRowIndex: number;
}

/**
 * Scrolls the table's scroll container (or the page) by `rows` rows, `rows / frames` rows a frame.
 * A list that loads more when its end is reached grows meanwhile, so the scroll continues until
 * the target is reached or the list stopped growing for 1.5 s (its real end).
 */
export function scrollRows(args: {
  table: string;
  rowSelector: string;
  rows: number;
  frames: number;
}): Promise<ScrollResult> {
  const table = document.querySelector(args.table);
  const firstRow = document.querySelector(args.rowSelector) as HTMLElement | null;
  if (!table || !firstRow) return Promise.reject(new Error('no table rows to scroll'));
  let box: HTMLElement | null = table.parentElement;
  while (
    box &&
    !(/(auto|scroll)/.test(getComputedStyle(box).overflowY) && box.scrollHeight > box.clientHeight)
  )
    box = box.parentElement;
  const scroller = box ?? (document.scrollingElement as HTMLElement);
  const rowHeight = firstRow.getBoundingClientRect().height || 40;
  const from = scroller.scrollTop;
  const target = from + args.rows * rowHeight;
  const step = (args.rows * rowHeight) / args.frames;
  let longestTask = 0;
  const observer = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) longestTask = Math.max(longestTask, e.duration);
  });
  observer.observe({ type: 'longtask' });
  const start = performance.now();
  let last = start;
  let longestFrame = 0;
  let frame = 0;
  let progressAt = start;
  let lastTop = from;
  return new Promise((resolve) => {
    const finish = () =>
      requestAnimationFrame(() =>
        setTimeout(() => {
          observer.takeRecords().forEach((e) => (longestTask = Math.max(longestTask, e.duration)));
          observer.disconnect();
          const rows = [...document.querySelectorAll(args.rowSelector)];
          const index = Math.max(
            0,
            ...rows.map((r) => Number(r.getAttribute('aria-rowindex') ?? 0)),
          );
          resolve({
            rowsScrolled: Math.round((scroller.scrollTop - from) / rowHeight),
            longestTaskMs: longestTask,
            longestFrameMs: longestFrame,
            durationMs: performance.now() - start,
            renderedRowIndex: index,
          });
        }, 300),
      );
    const tick = (now: number) => {
      longestFrame = Math.max(longestFrame, now - last);
      last = now;
      if (scroller.scrollTop > lastTop + 1) {
        lastTop = scroller.scrollTop;
        progressAt = now;
      }
      if (scroller.scrollTop >= target - 1 || now - progressAt > 1500) return finish();
      frame++;
      scroller.scrollTop = Math.min(from + step * frame, target);
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

export function countDom(args: { rowSelector: string }): { rows: number; nodes: number } {
  return {
    rows: document.querySelectorAll(args.rowSelector).length,
    nodes: document.getElementsByTagName('*').length,
  };
}

/** Sum of resource timings whose URL contains `part` (API calls of one page). */
export function resourceStats(args: { part: string }) {
  const entries = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
    (e) => e.name.includes(args.part),
  );
  return {
    requests: entries.length,
    lastResponseEnd: Math.max(0, ...entries.map((e) => e.responseEnd)),
    transferBytes: entries.reduce((s, e) => s + e.transferSize, 0),
    bodyBytes: entries.reduce((s, e) => s + e.encodedBodySize, 0),
  };
}

/** Since the armed input: every row (at least one) contains `text` and no "Loading" status shows, painted. */
export function rowsAllMatch(args: {
  rowSelector: string;
  text: string;
  timeoutMs: number;
}): Promise<number | null> {
  const w = (window as BenchWindow).__benchWatch;
  const start = performance.now();
  const want = args.text.toLowerCase();
  return new Promise((resolve) => {
    const tick = () => {
      const rows = [...document.querySelectorAll(args.rowSelector)];
      const loading = [...document.querySelectorAll('[role="status"]')].some((s) =>
        /loading/i.test(s.textContent ?? ''),
      );
      if (
        w?.t0 &&
        !loading &&
        rows.length > 0 &&
        rows.every((r) => (r.textContent ?? '').toLowerCase().includes(want))
      ) {
        const ch = new MessageChannel();
        ch.port1.onmessage = () => resolve(performance.now() - w.t0);
        ch.port2.postMessage(0);
      } else if (performance.now() - start > args.timeoutMs) resolve(null);
      else requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

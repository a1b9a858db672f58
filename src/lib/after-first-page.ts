// When a signed-in tab may start its background work (alerts, fleet history, offline copy,
// campaigns): after the first page has shown what it came for, so their code and their first
// runs never compete with it for the network or the main thread (docs/decisions.md#background).

export const FLEET_SYNCED_MARK = 'fleet:synced';
/** Set by the temperatures page once its charts are painted (its window arrives after load). */
export const TEMPERATURES_DRAWN_MARK = 'temperatures:drawn';

/** Longest wait for a page's mark: a list that fails or is huge must not hold alerts back. */
const MARK_WAIT_MS = 10_000;
/** Longest wait for an idle moment once the page is there. */
const IDLE_WAIT_MS = 2000;

function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function')
      requestIdleCallback(() => resolve(), { timeout: IDLE_WAIT_MS });
    else setTimeout(resolve, 200);
  });
}

/** The page's mark in this tab (e.g. the fleet's first complete sync), or the cap. */
function markSeen(name: string, maxWaitMs: number): Promise<void> {
  return new Promise((resolve) => {
    if (performance.getEntriesByName(name, 'mark').length > 0) return resolve();
    let observer: PerformanceObserver | undefined;
    const done = () => {
      observer?.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(done, maxWaitMs);
    try {
      observer = new PerformanceObserver((list) => {
        if (list.getEntriesByName(name).length > 0) done();
      });
      observer.observe({ type: 'mark' });
    } catch {
      // No PerformanceObserver for marks: the cap decides.
    }
  });
}

/** The window's load event (a page's own chunks and first requests started by then). */
function loaded(): Promise<void> {
  return new Promise((resolve) => {
    if (document.readyState === 'complete') resolve();
    else addEventListener('load', () => resolve(), { once: true });
  });
}

let started: Promise<void> | undefined;

/**
 * Resolves once the first page of this tab is there, then at the next idle moment; the same
 * promise for the tab's whole life. `firstMark`: the mark the first page sets when it has shown
 * what it came for (the fleet's first complete sync, the temperature charts; or 10 s); any other
 * page: the load event.
 */
export function afterFirstPage(firstMark: string | undefined): Promise<void> {
  started ??= (firstMark ? markSeen(firstMark, MARK_WAIT_MS) : loaded()).then(whenIdle);
  return started;
}

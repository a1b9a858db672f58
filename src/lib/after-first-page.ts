// When a signed-in tab may start its background work (alerts, fleet history, offline copy,
// campaigns): after the first page has shown what it came for, so their code and their first
// runs never compete with it for the network or the main thread (docs/decisions.md#background).

export const FLEET_SYNCED_MARK = 'fleet:synced';

/** Longest wait for the fleet's first sync: a list that fails or is huge must not hold alerts back. */
const FLEET_WAIT_MS = 10_000;
/** Longest wait for an idle moment once the page is there. */
const IDLE_WAIT_MS = 2000;

function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function')
      requestIdleCallback(() => resolve(), { timeout: IDLE_WAIT_MS });
    else setTimeout(resolve, 200);
  });
}

/** The fleet's first complete sync in this tab (the mark src/api/fleet-units.ts sets), or the cap. */
function fleetSynced(maxWaitMs: number): Promise<void> {
  return new Promise((resolve) => {
    if (performance.getEntriesByName(FLEET_SYNCED_MARK, 'mark').length > 0) return resolve();
    let observer: PerformanceObserver | undefined;
    const done = () => {
      observer?.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(done, maxWaitMs);
    try {
      observer = new PerformanceObserver((list) => {
        if (list.getEntriesByName(FLEET_SYNCED_MARK).length > 0) done();
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
 * promise for the tab's whole life. `fleetFirst`: the first page shows the fleet list, whose
 * first complete sync is the moment (or 10 s); any other page: the load event.
 */
export function afterFirstPage(fleetFirst: boolean): Promise<void> {
  started ??= (fleetFirst ? fleetSynced(FLEET_WAIT_MS) : loaded()).then(whenIdle);
  return started;
}

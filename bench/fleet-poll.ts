// One background poll of the fleet list, measured after the first load: what it transferred and
// what it cost the page's main thread. The simulator runs with --frozen (bench/sim-server.ts), so
// nothing changed since the load and every page should come back 304 (docs/decisions.md#freshness).
import type { Browser, Page, Request } from '@playwright/test';
import { longestTaskDuring } from './browser.ts';

/** The mark the app sets after every fleet sync (src/api/fleet/fleet-units.ts). */
export const SYNCED_MARK = 'fleet:synced';

export interface PollRun {
  /** Bytes on the wire for the poll's fleet requests (headers and encoded bodies). */
  bytes: number;
  pages: number;
  notModified: number;
  /** Main-thread CPU of every task from the poll's start to its mark. */
  cpuMs: number;
  longestTaskCpuMs: number;
  wallMs: number;
}

const isFleetList = (r: Request) => /\/api\/v2\/equipment(\?|$)/.test(r.url());

/** Resolves when the page has set its `count`-th synced mark. */
export async function syncedMarks(page: Page, count: number, timeoutMs: number): Promise<void> {
  await page.waitForFunction(
    ([name, n]) => performance.getEntriesByName(name as string).length >= (n as number),
    [SYNCED_MARK, count] as const,
    { timeout: timeoutMs, polling: 100 },
  );
}

export async function measurePoll(
  browser: Browser,
  page: Page,
  timeoutMs: number,
): Promise<PollRun> {
  const marks = await page.evaluate(
    (name) => performance.getEntriesByName(name).length,
    SYNCED_MARK,
  );
  // The fleet query is fresh for 20 s after a sync: a visible-again tab refetches it after that.
  await page.waitForFunction(
    (name) => {
      const last = performance.getEntriesByName(name).at(-1);
      return last !== undefined && performance.now() - last.startTime > 21_000;
    },
    SYNCED_MARK,
    { timeout: 60_000, polling: 500 },
  );
  const finished: Request[] = [];
  const onFinished = (r: Request) => {
    if (isFleetList(r)) finished.push(r);
  };
  page.on('requestfinished', onFinished);
  const started = Date.now();
  const trace = await longestTaskDuring(browser, page, async () => {
    await page.evaluate(() =>
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true })),
    );
    await syncedMarks(page, marks + 1, timeoutMs);
  });
  const wallMs = Date.now() - started;
  page.off('requestfinished', onFinished);
  const sizes = await Promise.all(finished.map((r) => r.sizes()));
  const detail = await page.evaluate(
    (name) =>
      (performance.getEntriesByName(name).at(-1) as PerformanceMark | undefined)?.detail as
        { pages?: number; notModified?: number } | undefined,
    SYNCED_MARK,
  );
  return {
    bytes: sizes.reduce((s, x) => s + x.responseHeadersSize + x.responseBodySize, 0),
    pages: detail?.pages ?? finished.length,
    notModified: detail?.notModified ?? 0,
    cpuMs: trace.totalCpuMs,
    longestTaskCpuMs: trace.cpuMs,
    wallMs,
  };
}

// Fleet list at one scale, in the dashboard and in the naive baseline page: the same steps.
import type { Browser, Page } from '@playwright/test';
import { fillSignIn, freshContext, heapUsed, longestTaskDuring } from './browser.ts';
import { measurePoll, SYNCED_MARK, syncedMarks, type PollRun } from './fleet-poll.ts';
import { armWatch, awaitQuiet, countDom, paintedWhen, scrollRows } from './probes.ts';

export interface FleetTarget {
  kind: 'app' | 'baseline';
  /** Where a signed-out user starts. */
  start: string;
}

export const APP: FleetTarget = { kind: 'app', start: '/login' };
export const BASELINE: FleetTarget = { kind: 'baseline', start: '/__baseline/index.html' };

const ROW = 'table tbody tr:not([aria-hidden])';
const SEARCH_KEYS = ['u', 't', 'r'];
const SCROLL_ROWS = 5000;

export interface FleetRun {
  firstRowsMs: number | null;
  /** Sign-in click → last response of the fleet list (all pages in). */
  lastPageMs: number | null;
  /** Slowest of the measured keystrokes: key down → list change painted. */
  searchKeyMs: number | null;
  searchKeysMs: (number | null)[];
  scrollLongestTaskMs: number | null;
  /** Main-thread CPU time of the longest task (robust on a shared machine). */
  scrollLongestTaskCpuMs: number | null;
  scrollLongestFrameMs: number | null;
  rowsScrolled: number | null;
  domRows: number | null;
  domNodes: number | null;
  heapBytes: number | null;
  /** Sign-in click → every unit in: the longest main-thread task (CPU). App only. */
  loadLongestTaskCpuMs?: number | null;
  /** One background poll after the load, nothing changed on the server. App only. */
  poll?: PollRun | null;
  /** Why the run stopped early (its later figures are null). */
  incomplete?: string;
}

async function typeKey(page: Page, key: string, timeoutMs: number): Promise<number | null> {
  await page.evaluate(armWatch, { selectors: ['table', '[role="status"]'] });
  await page.keyboard.press(key);
  const done = await page.evaluate(awaitQuiet, { quietMs: 300, timeoutMs });
  return done?.ms ?? null;
}

/** One cold visit: sign in, wait for the list, 3 keystrokes, scroll. Stops after `budgetMs`. */
export async function measureFleet(
  browser: Browser,
  origin: string,
  target: FleetTarget,
  units: number,
  budgetMs: number,
): Promise<FleetRun> {
  const timeoutMs = 60_000 + units * 2;
  const context = await freshContext(browser);
  // Closing the context makes every pending step reject: what was measured so far is kept.
  const budget = setTimeout(() => void context.close(), budgetMs);
  const out: FleetRun = {
    firstRowsMs: null,
    lastPageMs: null,
    searchKeyMs: null,
    searchKeysMs: [],
    scrollLongestTaskMs: null,
    scrollLongestTaskCpuMs: null,
    scrollLongestFrameMs: null,
    rowsScrolled: null,
    domRows: null,
    domNodes: null,
    heapBytes: null,
  };
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(timeoutMs);
    await page.goto(origin + target.start);
    await fillSignIn(page);
    await page.evaluate(armWatch, { selectors: ['head'] });
    const signIn = async () => {
      await page.getByRole('button', { name: 'Sign in' }).click();
      out.firstRowsMs = await page.evaluate(paintedWhen, {
        selector: ROW,
        minCount: 1,
        timeoutMs,
        sinceInput: true,
      });
      // Every page of the list in: the app says so with a mark; the baseline has none.
      if (target.kind === 'app') await syncedMarks(page, 1, timeoutMs);
      else await page.waitForLoadState('networkidle');
    };
    if (target.kind === 'app')
      out.loadLongestTaskCpuMs = (await longestTaskDuring(browser, page, signIn)).cpuMs;
    else await signIn();
    const status = page
      .getByRole('status')
      .filter({ hasText: / of [\d,]+ units/ })
      .first();
    await status.waitFor();
    if (target.kind === 'baseline') await page.waitForTimeout(500);
    const allText = (await status.textContent()) ?? '';
    const dom = await page.evaluate(countDom, { rowSelector: ROW });
    out.lastPageMs = await page.evaluate((mark) => {
      const t0 = (window as Window & { __benchWatch?: { t0: number } }).__benchWatch?.t0 ?? 0;
      // The app fetches in its fleet worker (its requests are not in this timeline): its mark
      // says when every unit was in.
      const synced = performance.getEntriesByName(mark)[0];
      if (t0 && synced) return synced.startTime - t0;
      const ends = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((e) => /\/api\/v2\/equipment(\?|$)/.test(e.name))
        .map((e) => e.responseEnd);
      return t0 && ends.length ? Math.max(...ends) - t0 : null;
    }, SYNCED_MARK);
    out.domRows = dom.rows;
    out.domNodes = dom.nodes;
    out.heapBytes = await heapUsed(page);

    const search = page.getByLabel('Search');
    await search.click();
    for (const key of SEARCH_KEYS) out.searchKeysMs.push(await typeKey(page, key, timeoutMs));
    const keys = out.searchKeysMs.filter((x): x is number => x !== null);
    out.searchKeyMs = keys.length === SEARCH_KEYS.length ? Math.max(...keys) : null;
    await search.fill('');
    await page.waitForFunction(
      (text) =>
        [...document.querySelectorAll('[role="status"]')].some((e) => e.textContent === text),
      allText,
    );
    await page.waitForTimeout(300);

    let scroll = { longestTaskMs: 0, longestFrameMs: 0, rowsScrolled: 0 };
    const traced = await longestTaskDuring(browser, page, async () => {
      scroll = await page.evaluate(scrollRows, {
        table: 'table',
        rowSelector: ROW,
        rows: SCROLL_ROWS,
        frames: 100,
      });
    });
    out.scrollLongestTaskMs = Math.max(traced.wallMs, scroll.longestTaskMs);
    out.scrollLongestTaskCpuMs = traced.cpuMs;
    out.scrollLongestFrameMs = scroll.longestFrameMs;
    out.rowsScrolled = scroll.rowsScrolled;
    if (target.kind === 'app') out.poll = await measurePoll(browser, page, timeoutMs);
  } catch (err) {
    if (out.firstRowsMs === null) throw err;
    out.incomplete = `stopped after ${Math.round(budgetMs / 1000)} s budget or error: ${(err as Error).message.split('\n')[0]}`;
    console.warn(`  ! ${target.kind} ${units}: ${out.incomplete}`);
  } finally {
    clearTimeout(budget);
    await context.close().catch(() => {});
  }
  return out;
}

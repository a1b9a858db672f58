// Device-log browser of the unit with 100,000 logs: first rows, scroll, filter change.
import type { Browser, Page } from '@playwright/test';
import { longestTaskDuring } from './browser.ts';
import { armWatch, countDom, paintedWhen, rowsAllMatch, scrollRows } from './probes.ts';

const ROW = 'table tbody tr:not([aria-hidden])';

export interface LogsRun {
  /** Navigation start (full load, signed in) → first log rows painted. */
  firstRowsMs: number | null;
  scrollLongestTaskMs: number;
  /** Main-thread CPU time of the longest task (robust on a shared machine). */
  scrollLongestTaskCpuMs: number;
  rowsScrolled: number;
  /** Type select changed → only error rows shown, no loading status, painted (includes its request). */
  filterMs: number | null;
  domRows: number;
}

export async function measureLogs(
  browser: Browser,
  page: Page,
  origin: string,
  guid: string,
): Promise<LogsRun> {
  await page.goto(`${origin}/equipment/${guid}/logs`);
  const firstRowsMs = await page.evaluate(paintedWhen, {
    selector: ROW,
    minCount: 1,
    timeoutMs: 120_000,
    sinceInput: false,
  });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  const dom = await page.evaluate(countDom, { rowSelector: ROW });
  let scroll = { longestTaskMs: 0, rowsScrolled: 0 };
  const traced = await longestTaskDuring(browser, page, async () => {
    scroll = await page.evaluate(scrollRows, {
      table: 'table',
      rowSelector: ROW,
      rows: 5000,
      frames: 100,
    });
  });
  await page.evaluate(armWatch, { selectors: ['head'] });
  await page.getByLabel('Type').selectOption('error');
  // Log rows (not day headers) carry data-log-guid; each shows its type as text.
  const filterMs = await page.evaluate(rowsAllMatch, {
    rowSelector: 'tr[data-log-guid]',
    text: 'error',
    timeoutMs: 120_000,
  });
  return {
    firstRowsMs,
    scrollLongestTaskMs: Math.max(traced.wallMs, scroll.longestTaskMs),
    scrollLongestTaskCpuMs: traced.cpuMs,
    rowsScrolled: scroll.rowsScrolled,
    filterMs,
    domRows: dom.rows,
  };
}

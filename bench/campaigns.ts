// Campaign form and campaign page on a big fleet: the form's preview (capped at 500 checkboxes),
// starting a campaign over every unit, the page's unit table and event log while it runs.
import type { Browser, Page } from '@playwright/test';
import { TOKEN, freshContext, longestTaskDuring, type LongestTask } from './browser.ts';
import { armWatch, awaitQuiet, countDom, paintedWhen, scrollRows } from './probes.ts';

const ROW = 'table tbody tr:not([aria-hidden])';
const LOG = 'section[aria-labelledby="campaign-log"] li';
// Quiet all day long in every zone: each unit waits with a reason and an event, none is sent,
// so the page holds the largest event log and the simulator stays as it was.
const ALL_DAY = '00:00-23:59';

export interface CampaignRun {
  /** Navigation to /updates/new → "N of N units chosen" painted. */
  formLoadMs: number | null;
  formLoadTask: LongestTask | null;
  checkboxes: number | null;
  /** State filter changed → preview (status) updated and painted. */
  filterMs: number | null;
  filterTask: LongestTask | null;
  /** Typing the campaign's name, 5 keys: the longest task (each key re-renders the form). */
  typingTask: LongestTask | null;
  /** Start campaign click → first unit rows of the campaign page painted. */
  startMs: number | null;
  startTask: LongestTask | null;
  /** Start click → every unit marked waiting (the first round over all units). */
  firstRoundMs: number | null;
  /** Longest task while the campaign runs 10 s (rounds, storage, re-renders). */
  runningTask: LongestTask | null;
  /** Pause click → "Paused" painted: one change of the campaign (reduce, store, post to tabs). */
  pauseMs: number | null;
  pauseTask: LongestTask | null;
  scrollTask: LongestTask | null;
  rowsScrolled: number | null;
  domRows: number | null;
  logScrollTask: LongestTask | null;
  logItems: number | null;
}

/** Resolves when the form's status says every unit is chosen, painted; ms since navigation start. */
function previewComplete(args: { text: string; timeoutMs: number }): Promise<number | null> {
  const start = performance.now();
  return new Promise((resolve) => {
    const tick = () => {
      const status = [...document.querySelectorAll('[role="status"]')];
      if (status.some((s) => (s.textContent ?? '').startsWith(args.text))) {
        const ch = new MessageChannel();
        ch.port1.onmessage = () => resolve(performance.now());
        ch.port2.postMessage(0);
      } else if (performance.now() - start > args.timeoutMs) resolve(null);
      else requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

function countsOf(): Record<string, number> {
  return Object.fromEntries(
    [...document.querySelectorAll('[data-count]')].map((e) => [
      e.getAttribute('data-count'),
      Number(e.textContent),
    ]),
  );
}

async function form(browser: Browser, page: Page, origin: string, units: number, out: CampaignRun) {
  out.formLoadTask = await longestTaskDuring(browser, page, async () => {
    await page.goto(`${origin}/updates/new`);
    out.formLoadMs = await page.evaluate(previewComplete, {
      text: `${units} of ${units} units chosen`,
      timeoutMs: 300_000,
    });
  });
  out.checkboxes = await page.locator('form ul input[type="checkbox"]').count();
  out.filterTask = await longestTaskDuring(browser, page, async () => {
    await page.evaluate(armWatch, { selectors: ['[role="status"]'] });
    await page.getByLabel('State', { exact: true }).selectOption({ index: 1 });
    out.filterMs =
      (await page.evaluate(awaitQuiet, { quietMs: 300, timeoutMs: 60_000 }))?.ms ?? null;
  });
  // Back to every unit for the campaign.
  await page.getByLabel('State', { exact: true }).selectOption({ index: 0 });
  await page.evaluate(previewComplete, { text: `${units} of ${units}`, timeoutMs: 60_000 });
  await page.getByLabel('Name', { exact: true }).click();
  out.typingTask = await longestTaskDuring(browser, page, async () => {
    await page.keyboard.type('Bench', { delay: 50 });
    await page.waitForTimeout(300);
  });
}

async function start(browser: Browser, page: Page, units: number, out: CampaignRun) {
  await page.getByLabel('Name', { exact: true }).fill('Bench');
  await page.getByLabel('First wave', { exact: true }).fill(String(units));
  await page.getByLabel('Quiet hours', { exact: true }).fill(ALL_DAY);
  await page.getByLabel('Type the campaign’s name to start it').fill('Bench');
  let clickAt = 0;
  out.startTask = await longestTaskDuring(browser, page, async () => {
    await page.evaluate(armWatch, { selectors: ['head'] });
    await page.getByRole('button', { name: 'Start campaign' }).click();
    clickAt = Date.now();
    out.startMs = await page.evaluate(paintedWhen, {
      selector: ROW,
      minCount: 1,
      timeoutMs: 300_000,
      sinceInput: true,
    });
  });
  // Every unit waits (quiet hours) once the first round went over all of them.
  await page.waitForFunction(
    () => document.querySelector('[data-count="queued"]')?.textContent === '0',
    null,
    {
      timeout: 300_000,
      polling: 200,
    },
  );
  out.firstRoundMs = Date.now() - clickAt;
}

async function campaignPage(browser: Browser, page: Page, out: CampaignRun) {
  out.runningTask = await longestTaskDuring(browser, page, () => page.waitForTimeout(10_000));
  out.pauseTask = await longestTaskDuring(browser, page, async () => {
    await page.evaluate(armWatch, { selectors: ['head'] });
    await page.getByRole('button', { name: 'Pause' }).click();
    out.pauseMs = await page.evaluate(paintedWhen, {
      selector: '[data-status="paused"]',
      minCount: 1,
      timeoutMs: 60_000,
      sinceInput: true,
    });
  });
  // The Pause's post to other tabs (a second copy of the campaign) lands after its paint.
  await page.waitForTimeout(3000);
  let scroll = { rowsScrolled: 0 };
  out.scrollTask = await longestTaskDuring(browser, page, async () => {
    scroll = await page.evaluate(scrollRows, {
      table: 'table',
      rowSelector: ROW,
      rows: 5000,
      frames: 100,
    });
  });
  out.rowsScrolled = scroll.rowsScrolled;
  out.domRows = (await page.evaluate(countDom, { rowSelector: ROW })).rows;
  out.logItems = await page.locator(LOG).count();
  out.logScrollTask = await longestTaskDuring(browser, page, async () => {
    // The list itself scrolls: its first item's parent is the scroller scrollRows looks for.
    await page.evaluate(scrollRows, {
      table: `${LOG}:first-child`,
      rowSelector: LOG,
      rows: out.logItems ?? 300,
      frames: 60,
    });
  });
  if ((await page.evaluate(countsOf)).sent) console.error('[bench] campaigns: a unit was sent');
}

/** One run: a fresh signed-in context, the form, a campaign over every unit, its page. */
export async function measureCampaigns(
  browser: Browser,
  origin: string,
  units: number,
): Promise<CampaignRun> {
  const out: CampaignRun = {
    formLoadMs: null,
    formLoadTask: null,
    checkboxes: null,
    filterMs: null,
    filterTask: null,
    typingTask: null,
    startMs: null,
    startTask: null,
    firstRoundMs: null,
    runningTask: null,
    pauseMs: null,
    pauseTask: null,
    scrollTask: null,
    rowsScrolled: null,
    domRows: null,
    logScrollTask: null,
    logItems: null,
  };
  const context = await freshContext(browser);
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(300_000);
    // Signed in as the sign-in form would leave it (docs/decisions.md#sign-in), without first
    // loading the fleet list at `/`.
    await page.goto(`${origin}/config.json`);
    await page.evaluate((token) => sessionStorage.setItem('sunbed-fleet.token', token), TOKEN);
    await form(browser, page, origin, units, out);
    await start(browser, page, units, out);
    await campaignPage(browser, page, out);
  } catch (err) {
    console.error(`[bench] campaigns: stopped early: ${err instanceof Error ? err.message : err}`);
  } finally {
    await context.close();
  }
  return out;
}

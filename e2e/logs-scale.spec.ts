import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { MANY_LOGS_COUNT, SHOWCASE, TOKENS } from '../server/simulator/fixtures';
import { signIn } from './support/session';
import { ADMIN_HEADERS } from './support/simulator';

// The 100,000-log unit: the list stays virtualized (a bounded number of rows in the DOM) whether
// the server pages or sends everything at once. Timings are printed for the report.

const unit = SHOWCASE.manyLogs;
const href = (query = '') => `/equipment/${unit.guid}/logs${query}`;
const MAX_DOM_ROWS = 80;

test.use({ timezoneId: 'UTC' });

test.beforeEach(async ({ request }) => {
  expect(
    (await request.post('/api/__admin/reset', { headers: ADMIN_HEADERS, data: {} })).ok(),
  ).toBe(true);
});

const logRows = (page: Page) => page.getByRole('table').locator('tbody tr[data-log-guid]');
const scroller = (page: Page) => page.getByRole('table').locator('xpath=..');

function report(name: string, ms: number) {
  console.log(`[logs-scale] ${name}: ${Math.round(ms)} ms`);
  test.info().annotations.push({ type: 'timing', description: `${name}: ${Math.round(ms)} ms` });
}

/** Scrolls the table's own scroller by `px` and waits until the rows there are painted. */
async function scrollBy(page: Page, px: number): Promise<number> {
  const t0 = Date.now();
  await scroller(page).evaluate((el, by) => {
    el.scrollTop += by;
  }, px);
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  await expect(logRows(page).first()).toBeVisible();
  return Date.now() - t0;
}

test('paged: first rows, infinite scroll, filter change, bounded DOM rows', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, TOKENS.operator, '/');
  let t0 = Date.now();
  await page.goto(href());
  await expect(logRows(page).first()).toBeVisible();
  report('paged: first rows after navigation', Date.now() - t0);
  await expect(
    page.getByText(`200 of ${MANY_LOGS_COUNT.toLocaleString('en-US')} logs loaded`),
  ).toBeVisible();
  await expect(logRows(page).first().getByRole('link')).toHaveText(String(MANY_LOGS_COUNT));

  // Scroll to the end of what is loaded ten times: each time the next page comes in.
  t0 = Date.now();
  for (let i = 1; i <= 10; i++) {
    await scroller(page).evaluate((el) => {
      el.scrollTop = el.scrollHeight;
    });
    await expect(
      page.getByText(
        `${((i + 1) * 200).toLocaleString('en-US')} of ${MANY_LOGS_COUNT.toLocaleString('en-US')} logs loaded`,
      ),
    ).toBeVisible();
  }
  report('paged: 10 infinite-scroll pages (2,200 logs)', Date.now() - t0);
  expect(await logRows(page).count()).toBeLessThanOrEqual(MAX_DOM_ROWS);

  const steps: number[] = [];
  await scroller(page).evaluate((el) => {
    el.scrollTop = 0;
  });
  for (let i = 0; i < 20; i++) steps.push(await scrollBy(page, 1_500));
  report('paged: scroll step (1,500 px, median of 20)', steps.sort((a, b) => a - b)[10]!);
  expect(await logRows(page).count()).toBeLessThanOrEqual(MAX_DOM_ROWS);

  t0 = Date.now();
  await page.getByLabel('Type').selectOption('error');
  await expect(logRows(page).first().locator('[data-log-type]')).toHaveAttribute(
    'data-log-type',
    'error',
  );
  report('paged: filter change to Type = error', Date.now() - t0);
  const types = await logRows(page)
    .locator('[data-log-type]')
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-log-type')));
  expect(new Set(types)).toEqual(new Set(['error']));
});

test('whole collection at once (server ignores paging): 100,000 rows, still a bounded DOM', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  expect(
    (
      await request.post('/api/__admin/faults', {
        headers: ADMIN_HEADERS,
        data: { path: `/v2/equipment/${unit.guid}/logs`, ignoreParams: true },
      })
    ).ok(),
  ).toBe(true);
  await signIn(page, TOKENS.operator, '/');
  let t0 = Date.now();
  await page.goto(href());
  await expect(logRows(page).first()).toBeVisible({ timeout: 90_000 });
  report('whole: first rows after navigation (100,000 logs in one answer)', Date.now() - t0);
  await expect(
    page.getByText(`${MANY_LOGS_COUNT.toLocaleString('en-US')} logs`, { exact: true }),
  ).toBeVisible();
  expect(await logRows(page).count()).toBeLessThanOrEqual(MAX_DOM_ROWS);

  const steps: number[] = [];
  for (let i = 0; i < 20; i++) steps.push(await scrollBy(page, 50_000));
  report('whole: scroll step (50,000 px, median of 20)', steps.sort((a, b) => a - b)[10]!);
  expect(await logRows(page).count()).toBeLessThanOrEqual(MAX_DOM_ROWS);

  // The very end of 100,000 logs: the oldest log (id 1) is there, still only a window of rows.
  t0 = Date.now();
  await scroller(page).evaluate((el) => {
    el.scrollTop = el.scrollHeight;
  });
  await expect(logRows(page).last().getByRole('link')).toHaveText('1');
  report('whole: jump to the oldest log', Date.now() - t0);
  expect(await logRows(page).count()).toBeLessThanOrEqual(MAX_DOM_ROWS);

  t0 = Date.now();
  await page.getByLabel('Type').selectOption('boot');
  await expect(logRows(page).first().locator('[data-log-type]')).toHaveAttribute(
    'data-log-type',
    'boot',
    { timeout: 90_000 },
  );
  report('whole: filter change to Type = boot (refetch of everything)', Date.now() - t0);

  t0 = Date.now();
  await page.getByLabel('Search loaded logs').fill('watchdog');
  await expect(page.getByText(/loaded logs match the search/)).toBeVisible({ timeout: 30_000 });
  report('whole: text search over loaded boot logs (incl. 300 ms debounce)', Date.now() - t0);
  for (const summary of await logRows(page).locator('td:last-child').allInnerTexts())
    expect(summary).toContain('watchdog');
});

import type { Page } from '@playwright/test';
import { TOKENS } from '../server/simulator/fixtures';
import { expect, test } from './fixtures';
import { TOKEN_KEY, openSignedIn, signIn } from './support/session';
import {
  addFault,
  clearFaults,
  clearJournal,
  fastPolling,
  requestsTo,
  resetWorld,
  unitsOf,
} from './support/simulator';

// The fleet poll (docs/decisions.md#freshness): runs in the fleet worker, asks conditionally, hands
// over only what changed, pauses in a hidden tab and signs out on a 401, whoever sent it.

test.beforeEach(async ({ request }) => {
  await resetWorld(request);
});

const fleetGets = (request: Parameters<typeof requestsTo>[0]) =>
  requestsTo(request, 'GET', '/v2/equipment');

/** Makes the page believe it is hidden or shown again, as a tab switch does. */
async function setHidden(page: Page, hidden: boolean): Promise<void> {
  await page.evaluate((value) => {
    const w = window as unknown as { __hidden?: boolean };
    if (w.__hidden === undefined) {
      Object.defineProperty(document, 'visibilityState', {
        configurable: true,
        get: () => (w.__hidden ? 'hidden' : 'visible'),
      });
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => w.__hidden });
    }
    w.__hidden = value;
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);
}

test('a poll changes the changed unit in place; the scroll position and the focus stay', async ({
  page,
  request,
}) => {
  await fastPolling(page, 1000);
  await signIn(page, TOKENS.operator, '/?sort=serial');
  const scroller = page.locator('div.overflow-auto:has(> table)');
  await expect(page.getByText(/^\d+ of \d+ units$/)).toBeVisible();
  await scroller.evaluate((el) => (el.scrollTop = 400));
  const row = page.locator('tbody tr[aria-rowindex]').nth(12);
  const serial = await row.locator('td:nth-child(2) a').innerText();
  const link = page.getByRole('link', { name: serial, exact: true });
  await link.focus();
  const scrollBefore = await scroller.evaluate((el) => el.scrollTop);
  expect(scrollBefore).toBeGreaterThan(0);

  const unit = (await unitsOf(request, TOKENS.operator)).find((u) => u.serial === serial)!;
  const alias = `Renamed ${Date.now()}`;
  const company = unit.company_guids?.[0];
  const res = await request.patch(
    `/api/v2/equipment/${unit._meta.guid}/information?company=${company}`,
    {
      headers: { Authorization: `Bearer ${TOKENS.operator}` },
      data: [{ op: 'replace', path: '/alias', value: alias }],
    },
  );
  expect(res.ok(), await res.text()).toBe(true);

  await expect(page.getByRole('row', { name: new RegExp(serial) })).toContainText(alias, {
    timeout: 10_000,
  });
  expect(await scroller.evaluate((el) => el.scrollTop)).toBe(scrollBefore);
  await expect(link).toBeFocused();
});

test('polls ask with the validators of the last answer and a 304 keeps the units shown', async ({
  page,
  request,
}) => {
  // The owner's six units change (pings) about every 5 s: most 1 s polls find nothing new.
  await fastPolling(page, 1000);
  await clearJournal(request);
  await signIn(page, TOKENS.owner);
  await expect(page.getByText('6 of 6 units')).toBeVisible();
  await expect
    .poll(async () => (await fleetGets(request)).filter((e) => e.status === 304).length, {
      timeout: 20_000,
    })
    .toBeGreaterThan(0);
  const statuses = (await fleetGets(request)).map((e) => e.status);
  expect(statuses[0]).toBe(200);
  expect(statuses.every((s) => s === 200 || s === 304)).toBe(true);
  await expect(page.getByText('6 of 6 units')).toBeVisible();
  await expect(page.getByText(/^Stale/)).toHaveCount(0);
});

test('a hidden tab stops polling and catches up when shown again', async ({
  page,
  context,
  request,
}) => {
  // The first tab evaluates the alerts and keeps polling while hidden (docs/decisions.md#alerts):
  // the second tab is the one whose polls must pause.
  await fastPolling(page, 1000);
  await signIn(page, TOKENS.owner);
  const token = await page.evaluate((key) => sessionStorage.getItem(key), TOKEN_KEY);
  const second = await context.newPage();
  await fastPolling(second, 1000);
  let secondPolls = 0;
  second.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/v2/equipment') secondPolls += 1;
  });
  await openSignedIn(second, token!, '/');
  await expect(second.getByText('6 of 6 units')).toBeVisible();
  await expect.poll(() => secondPolls).toBeGreaterThan(1);

  await setHidden(second, true);
  const atHide = secondPolls;
  // Three more polls of the first tab: time enough for several of the second tab's.
  await clearJournal(request);
  await expect
    .poll(async () => (await fleetGets(request)).length, { timeout: 15_000 })
    .toBeGreaterThan(3);
  // One poll already under way when the tab hid may still end, and a request event of the tab
  // may reach the test after it read atHide (CI once counted 2); a tab that kept polling would
  // have made at least as many as the first tab's 4 meanwhile.
  expect(secondPolls - atHide).toBeLessThanOrEqual(2);
  const whileHidden = secondPolls;

  await setHidden(second, false);
  await expect.poll(() => secondPolls).toBeGreaterThan(whileHidden);
});

test('a 401 on a poll from the fleet worker signs out with the reason', async ({
  page,
  request,
}) => {
  await fastPolling(page, 1000);
  await signIn(page, TOKENS.owner);
  await expect(page.getByText('6 of 6 units')).toBeVisible();
  await addFault(request, { path: '/v2/equipment', status: 401 });
  try {
    await expect(page.getByLabel('Access token')).toBeVisible({ timeout: 10_000 });
    await expect(page.getByRole('status')).toContainText('Your session ended');
    expect(await page.evaluate((key) => sessionStorage.getItem(key), TOKEN_KEY)).toBeNull();
  } finally {
    await clearFaults(request);
  }
});

import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { COMPANIES, PERSONAS, SHOWCASE } from '../server/simulator/fixtures';
import { settledUnits, startCampaign, labelsOf } from './support/campaigns';
import { equipmentHref, panel } from './support/pages';
import { addFault, clearFaults, clearJournal, requestsTo } from './support/simulator';

// Issue 29: one session per browser profile (a shared front-desk computer). Signing out, or a
// 401, in one tab signs out every tab; the next person sees nothing of the one before.

const operator = PERSONAS.operator;
const OTHER_TAB = 'Signed out in another tab.';

test.beforeEach(async ({ request }) => {
  await clearFaults(request);
});

/** The fleet polls every second: a tab left signed in would show up in the journal at once. */
async function fastPolling(context: BrowserContext) {
  await context.route('**/config.json', (route) =>
    route.fulfill({ json: { pollIntervalsMs: { fleet: 1000, equipment: 1000 } } }),
  );
}

async function signInForm(page: Page, token: string, remember: boolean, at = '/') {
  await page.goto(at);
  await page.getByLabel('Access token').fill(token);
  await page.getByLabel('Remember me').setChecked(remember);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('combobox', { name: 'Company' })).toBeVisible();
}

/** Two tabs of one browser profile, signed in once with Remember me. */
async function twoTabs(context: BrowserContext) {
  await fastPolling(context);
  const first = await context.newPage();
  await signInForm(first, operator.token, true);
  const second = await context.newPage();
  await second.goto('/');
  await expect(second.getByRole('heading', { name: 'Fleet', exact: true })).toBeVisible();
  return { first, second };
}

const byOperator = async (request: APIRequestContext) =>
  (await requestsTo(request, 'GET', '/**')).filter((e) => e.persona === 'operator').length;

async function signOut(page: Page) {
  await page.getByRole('button', { name: /^Account:/ }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login/);
}

test('signing out in one tab signs out the other within 2 s, which then sends nothing with the old token', async ({
  browser,
  request,
}) => {
  const context = await browser.newContext();
  const { first, second } = await twoTabs(context);
  await clearJournal(request);
  // The second tab is polling with the token.
  await expect.poll(() => byOperator(request)).toBeGreaterThan(0);

  await signOut(first);
  const started = Date.now();
  await expect(second.getByLabel('Access token')).toBeVisible({ timeout: 2_000 });
  expect(Date.now() - started).toBeLessThan(2_000);
  await expect(second.getByText(OTHER_TAB)).toBeVisible();
  const atSignIn = await byOperator(request);
  // Three poll intervals later: not one more request with the old token, from either tab.
  await second.waitForTimeout(3_000);
  expect(await byOperator(request)).toBe(atSignIn);
  expect(await second.evaluate(() => localStorage.getItem('sunbed-fleet.token'))).toBeNull();
  await context.close();
});

test('a 401 in one tab signs out every tab', async ({ browser, request }) => {
  const context = await browser.newContext();
  const { first, second } = await twoTabs(context);
  // Refused only where the first tab goes: the second tab itself gets no 401.
  const unit = SHOWCASE.resettable.guid;
  await addFault(request, { path: `/v2/equipment/${unit}`, status: 401 });
  await first.goto(equipmentHref(unit));
  await expect(first.getByLabel('Access token')).toBeVisible();
  await expect(first.getByText(/session ended/)).toBeVisible();
  await expect(second.getByLabel('Access token')).toBeVisible({ timeout: 2_000 });
  await expect(second.getByText(OTHER_TAB)).toBeVisible();
  await clearFaults(request);
  await context.close();
});

test('a sign-in as someone else in another tab signs this tab out; a refused token does not', async ({
  browser,
}) => {
  const context = await browser.newContext();
  await fastPolling(context);
  const first = await context.newPage();
  await signInForm(first, operator.token, false);
  // Without Remember me the second tab has no session of its own: it shows sign-in.
  const second = await context.newPage();
  await second.goto('/');
  await second.getByLabel('Access token').fill('not-a-real-token');
  await second.getByRole('button', { name: 'Sign in' }).click();
  await expect(second.getByRole('alert')).toContainText('refused');
  await first.waitForTimeout(1_500);
  await expect(first.getByRole('heading', { name: 'Fleet', exact: true })).toBeVisible();

  await signInForm(second, PERSONAS.support.token, false);
  await expect(first.getByLabel('Access token')).toBeVisible({ timeout: 2_000 });
  await expect(first.getByText(OTHER_TAB)).toBeVisible();
  await context.close();
});

test('the next person on the browser sees nothing of the one before: history, labels, alert rules, campaigns', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext();
  const page = await context.newPage();
  const unit = SHOWCASE.resettable;
  const [campaignUnit] = await settledUnits(request, 1);
  // A remembered session: its data is kept for its next sign-in, but never shown to another.
  await signInForm(page, operator.token, true, equipmentHref(unit.guid));

  // A's company label, a reset in "Commands from this browser", alert rules, a campaign.
  await page.getByRole('combobox', { name: 'Company' }).selectOption(COMPANIES.alpha);
  await page.getByRole('button', { name: 'Name this company' }).click();
  await page.getByLabel('Company name').fill('Salon of A');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByRole('option', { name: 'Salon of A' })).toBeAttached();
  await page.getByRole('button', { name: 'Reset controller' }).click();
  await page
    .getByRole('dialog', { name: 'Reset controller?' })
    .getByRole('button', { name: 'Reset controller' })
    .click();
  const history = panel(page, 'Commands from this browser');
  await expect(history.getByRole('row').nth(1)).toContainText('Reset controller');
  await page.goto('/alerts');
  await page.getByLabel('Offline longer than (minutes)').fill('45');
  await page.getByRole('button', { name: 'Save rules' }).click();
  await expect(page.getByText('Rules saved.')).toBeVisible();
  await page.goto('/updates');
  await startCampaign(page, labelsOf([campaignUnit!]), { Name: 'Campaign of A' });
  await signOut(page);

  // B signs in on the same browser; B's /auth/resource comes from the network, not a cache.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const identityAnswers: { fromDiskCache: boolean; status: number }[] = [];
  cdp.on('Network.responseReceived', (e) => {
    if (new URL(e.response.url).pathname === '/api/auth/resource')
      identityAnswers.push({
        fromDiskCache: !!e.response.fromDiskCache,
        status: e.response.status,
      });
  });
  await clearJournal(request);
  await signInForm(page, PERSONAS.support.token, false, equipmentHref(unit.guid));
  expect(identityAnswers.length).toBeGreaterThan(0);
  expect(identityAnswers.every((a) => !a.fromDiskCache && a.status === 200)).toBe(true);
  const asked = await requestsTo(request, 'GET', '/auth/resource');
  expect(asked.map((e) => e.persona)).toContain('support');
  await expect(panel(page, 'Commands from this browser')).toBeVisible();
  await page.getByRole('button', { name: 'All units' }).click();
  await expect(page.getByText('No reset or update was started from this browser.')).toBeVisible();
  await expect(page.getByText('Salon of A')).toHaveCount(0);
  await expect(page.getByRole('option', { name: 'Salon of A' })).toHaveCount(0);
  await page.goto('/alerts');
  await expect(page.getByLabel('Offline longer than (minutes)')).toHaveValue('30');
  await page.goto('/updates');
  await expect(page.getByText('No campaign yet in this browser.')).toBeVisible();
  await expect(page.getByText('Campaign of A')).toHaveCount(0);
  await context.close();
});

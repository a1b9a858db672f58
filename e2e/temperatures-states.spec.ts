import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { axe } from './support/axe';
import { SHOWCASE, TOKENS } from '../server/simulator/fixtures';
import { signIn } from './support/session';
import { ADMIN_HEADERS, addFault, clearFaults, requestsTo, resetWorld } from './support/simulator';

// The temperatures page when things move or break: a failing endpoint, live polling and Pause,
// and the accessibility scan (temperatures.spec.ts covers what the page shows).

const unit = SHOWCASE.temperatures;
const href = (guid: string, query = '') => `/equipment/${guid}/temperatures${query}`;

test.beforeEach(async ({ request }) => {
  await resetWorld(request);
  await clearFaults(request);
  // Live tests move the simulator's clock; every test starts on real time again.
  await request.post('/api/__admin/clock', { headers: ADMIN_HEADERS, data: { set: Date.now() } });
});

function latestTable(page: Page) {
  return page.getByRole('table', { name: 'Latest readings' });
}

/** The table row of one sensor; its name starts with the row header "Show NTC1". */
function sensorRow(page: Page, label: string) {
  return latestTable(page).getByRole('row', { name: new RegExp(`^Show ${label} `) });
}

async function openTemperatures(page: Page, query = '', guid: string = unit.guid) {
  await signIn(page, TOKENS.operator, href(guid, query));
  await expect(page.getByRole('heading', { level: 1, name: /Temperatures/ })).toBeVisible();
}

test('a failing temperatures endpoint shows Retry, and Retry recovers', async ({
  page,
  request,
}) => {
  await addFault(request, {
    path: `/api/v2/equipment/${unit.guid}/temperatures`,
    status: 500,
    times: 20,
  });
  await openTemperatures(page);
  const retry = page.getByRole('button', { name: 'Retry' }).first();
  await expect(retry).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Could not load the temperature logs')).toBeVisible();
  // The rest of the page stays usable.
  await expect(page.getByRole('button', { name: '7 d', exact: true })).toBeEnabled();
  await expect(page.getByText(`Serial ${unit.serial}`)).toBeVisible();

  await clearFaults(request);
  await retry.click();
  await expect(latestTable(page)).toBeVisible();
  await expect(sensorRow(page, 'NTC1').getByRole('cell').nth(1)).toHaveText('25.3 °C');
});

test('live: new logs arrive by polling, hidden series stay hidden, Pause stops polling', async ({
  page,
  request,
}) => {
  // Poll intervals come from config.json (docs/decisions.md#freshness): short here.
  await page.route('**/config.json', (route) =>
    route.fulfill({ json: { pollIntervalsMs: { equipment: 1000 } } }),
  );
  await openTemperatures(page, '?range=1h');
  await page.getByRole('checkbox', { name: 'Show NTC2', exact: true }).uncheck();
  const latestButton = sensorRow(page, 'NTC1').getByRole('button', { name: '25.3 °C' });
  const before = await latestButton.getAttribute('title');

  await request.post('/api/__admin/clock', {
    headers: ADMIN_HEADERS,
    data: { advanceMs: 2 * 60_000 },
  });
  await expect(latestButton).not.toHaveAttribute('title', before!, { timeout: 10_000 });
  await expect(page.getByRole('checkbox', { name: 'Show NTC2', exact: true })).not.toBeChecked();
  await expect(
    page.getByRole('figure', { name: 'Lamp temperatures' }).locator('path[data-sensor="NTC2"]'),
  ).toHaveCount(0);

  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByText('Paused', { exact: true })).toBeVisible();
  const polls = async () =>
    (await requestsTo(request, 'GET', `/api/v2/equipment/${unit.guid}/temperatures`)).length;
  const count = await polls();
  await page.waitForTimeout(2_500);
  expect(await polls()).toBe(count);
  await page.getByRole('button', { name: 'Resume' }).click();
  await expect.poll(polls, { timeout: 10_000 }).toBeGreaterThan(count);
});

test('axe: no serious or critical violations, light and dark, with the log dialog open', async ({
  page,
}) => {
  // Four full axe scans of a page with five charts.
  test.setTimeout(120_000);
  const check = async (what: string) => {
    const results = await axe(page);
    const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(
      bad.map((v) => `${what}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);
  };
  await openTemperatures(page);
  await expect(latestTable(page)).toBeVisible();
  await check('light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveClass(/dark/);
  await check('dark');
  await sensorRow(page, 'NTC1').getByRole('button', { name: '25.3 °C' }).click();
  await expect(page.getByRole('dialog').getByRole('table')).toBeVisible();
  await check('dialog');
  await page.keyboard.press('Escape');
  await page.goto(href(SHOWCASE.noTemperatures.guid));
  await expect(page.getByText('No temperature logs in this time range.')).toBeVisible();
  await check('empty');
});

import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { axe } from './support/axe';
import { SHOWCASE, TOKENS } from '../server/simulator/fixtures';
import { expectedErrorCounts, expectedUsage, type SimLog } from './support/unit-story';
import { equipmentHref, panel } from './support/pages';
import { signIn, trackPageErrors } from './support/session';
import { apiGet, resetWorld } from './support/simulator';

const UNIT = SHOWCASE.temperatures;
const DAY = 86_400_000;

test.beforeEach(async ({ request }) => {
  // The machine running e2e may be shared; these pages read months of logs.
  test.setTimeout(60_000);
  await resetWorld(request);
});

async function axeClean(page: Page, what: string) {
  const results = await axe(page);
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map((v) => `${what}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

test('Usage shows the sessions and minutes of the persona unit’s own session logs', async ({
  page,
  request,
}) => {
  const errors = trackPageErrors(page);
  const now = Date.now();
  const unit = await apiGet<{ location: { timezone: string } }>(
    request,
    TOKENS.operator,
    `/v2/equipment/${UNIT.guid}`,
  );
  const logs = await apiGet<SimLog[]>(
    request,
    TOKENS.operator,
    `/v2/equipment/${UNIT.guid}/logs?type=session&from=${now - 61 * DAY}`,
  );
  const expected = expectedUsage(logs, unit.location.timezone, now);
  expect(expected.sessions).toBeGreaterThan(0);

  await signIn(page, TOKENS.operator, equipmentHref(UNIT.guid));
  const usage = panel(page, 'Usage');
  await expect(usage.getByText('Sessions, last 30 days')).toBeVisible({ timeout: 30_000 });
  const figure = (label: string) =>
    usage.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
  await expect(figure('Sessions, last 30 days')).toHaveText(String(expected.sessions));
  await expect(figure('Minutes in session, last 30 days')).toHaveText(String(expected.minutes));
  // The numbers as a table beside the chart: one row per day, summing to the same total.
  const rows = usage
    .getByRole('table', { name: 'Sessions and minutes in session per day' })
    .locator('tbody tr');
  await expect(rows).toHaveCount(30);
  const perDay = (await rows.locator('td:nth-child(2)').allTextContents()).map(Number);
  expect(perDay.reduce((a, b) => a + b, 0)).toBe(expected.sessions);
  await expect(usage.getByRole('table', { name: /per weekday and hour/ })).toBeVisible();
  await expect(usage.getByText(/Busiest: /)).toBeVisible();
  expect(errors).toEqual([]);
});

test('the error timeline lists the persona unit’s errors with their counts and links to each log', async ({
  page,
  request,
}) => {
  const now = Date.now();
  const logs = await apiGet<SimLog[]>(
    request,
    TOKENS.operator,
    `/v2/equipment/${UNIT.guid}/logs?type=error&from=${now - 91 * DAY}`,
  );
  const counts = expectedErrorCounts(logs, now);
  expect(counts.size).toBeGreaterThan(0);

  await signIn(page, TOKENS.operator, equipmentHref(UNIT.guid));
  const timeline = panel(page, 'Error timeline');
  const table = timeline.getByRole('table', { name: 'Errors per id, last 90 days' });
  await expect(table).toBeVisible({ timeout: 30_000 });
  // Error id → [30 days, 90 days] as the table shows them.
  await expect(table.locator('tbody tr')).toHaveCount(counts.size);
  const shown = new Map<string, [number, number]>();
  for (const row of await table.locator('tbody tr').all()) {
    const id = (await row.locator('th .font-mono').textContent()) ?? '';
    const cells = (await row.locator('td').allTextContents()).map(Number);
    shown.set(id, [cells[0]!, cells[1]!]);
  }
  expect(shown).toEqual(new Map([...counts].map(([id, c]) => [id, [c.d30, c.d90]])));
  // The newest error links to its log's page.
  const newest = [...logs].sort((a, b) => b.log_date - a.log_date)[0]!;
  await timeline
    .getByRole('list', { name: 'Latest errors, newest first' })
    .getByRole('link')
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/logs/${newest._meta.guid}`));
});

test('screenshots: the equipment page in light and dark, axe clean', async ({ page }) => {
  // axe over a long page, twice, on a shared machine.
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, TOKENS.operator, equipmentHref(UNIT.guid));
  const usage = panel(page, 'Usage');
  await expect(usage.getByText('Sessions, last 30 days')).toBeVisible({ timeout: 30_000 });
  await expect(panel(page, 'Error timeline').getByRole('table')).toBeVisible({ timeout: 30_000 });
  await axeClean(page, 'equipment, light');
  // Waiting for the chart itself: no fixed sleep, the bars are there once it is drawn.
  await expect(usage.locator('.recharts-bar-rectangle').first()).toBeVisible();
  await page.screenshot({ path: 'test-results/unit-story/equipment-light.png', fullPage: true });
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html.dark')).toHaveCount(1);
  await axeClean(page, 'equipment, dark');
  await page.screenshot({ path: 'test-results/unit-story/equipment-dark.png', fullPage: true });
});

test('log event markers come and go with the checkbox, and the URL keeps the choice', async ({
  page,
}) => {
  // Three full loads of a 24-hour chart.
  test.setTimeout(150_000);
  await signIn(page, TOKENS.operator, `/equipment/${UNIT.guid}/temperatures?range=24h`);
  const box = page.getByRole('checkbox', { name: 'Show log events' });
  await expect(box).not.toBeChecked({ timeout: 30_000 });
  const markers = page
    .getByRole('group', { name: /Device log events in this window/ })
    .getByRole('link');
  await expect(markers).toHaveCount(0);
  await box.click();
  await expect(box).toBeChecked();
  await expect(page).toHaveURL(/[?&]events=1/);
  await expect(markers).not.toHaveCount(0, { timeout: 30_000 });
  const shown = await markers.count();
  expect(shown).toBeGreaterThan(0);
  // Session starts and ends each have their own look (data-kind), errors too when there are any.
  await expect(page.locator('[data-kind="session-start"]').first()).toBeVisible();
  await expect(page.locator('[data-kind="session-end"]').first()).toBeVisible();
  // The same markers are drawn on each chart (for the mouse; the row holds the links).
  const lamp = page.getByRole('figure', { name: 'Lamp temperatures' });
  await expect(lamp.getByTestId('chart-markers').locator('g[data-kind]')).toHaveCount(shown);
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Show log events' })).toBeChecked({
    timeout: 30_000,
  });
  await expect(markers).not.toHaveCount(0, { timeout: 30_000 });
  await page.getByRole('checkbox', { name: 'Show log events' }).click();
  await expect(page.getByRole('checkbox', { name: 'Show log events' })).not.toBeChecked();
  await expect(markers).toHaveCount(0);
  await expect(page.getByTestId('chart-markers')).toHaveCount(0);
  await expect(page).not.toHaveURL(/events=1/);
});

test('Show on chart opens the temperatures around the log, with its marker', async ({
  page,
  request,
}) => {
  const now = Date.now();
  const logs = await apiGet<SimLog[]>(
    request,
    TOKENS.operator,
    `/v2/equipment/${UNIT.guid}/logs?type=error&from=${now - 7 * DAY}`,
  );
  const log = [...logs].sort((a, b) => b.log_date - a.log_date)[0]!;
  await signIn(page, TOKENS.operator, `/equipment/${UNIT.guid}/logs/${log._meta.guid}`);
  await page.getByRole('link', { name: 'Show on chart' }).click({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/temperatures\?/);
  const url = new URL(page.url());
  expect(url.pathname).toBe(`/equipment/${UNIT.guid}/temperatures`);
  const from = Date.parse(url.searchParams.get('from')!);
  const to = Date.parse(url.searchParams.get('to')!);
  expect(log.log_date - from).toBeGreaterThanOrEqual(30 * 60_000);
  expect(log.log_date - from).toBeLessThan(31 * 60_000);
  expect(to - log.log_date).toBeGreaterThanOrEqual(30 * 60_000);
  expect(to - log.log_date).toBeLessThan(31 * 60_000);
  await expect(page.getByRole('checkbox', { name: 'Show log events' })).toBeChecked();
  const marker = page.locator(`a[data-kind="error"][href*="${log._meta.guid}"]`);
  await expect(marker).toBeVisible({ timeout: 30_000 });
  // Drawn on every chart too, at the log's time: the plot starts after the 44 px value axis and
  // ends 16 px before the chart's right edge.
  const groups = [
    'Lamp temperatures',
    'Room temperatures',
    'Airco and climate control',
    'LED temperatures',
    'Other sensors',
  ];
  for (const chart of groups.map((name) => page.getByRole('figure', { name }))) {
    // A chart is drawn once its place is near the viewport, as a reader scrolls to it.
    await chart.scrollIntoViewIfNeeded();
    const overlay = chart.getByTestId('chart-markers');
    const onChart = overlay.locator(`g[data-kind="error"]:has(a[href*="${log._meta.guid}"])`);
    await expect(onChart).toHaveCount(1);
    const width = Number(await overlay.getAttribute('width'));
    const expected = ((log.log_date - from) / (to - from)) * (width - 44 - 16);
    expect(Math.abs(Number(await onChart.getAttribute('data-x')) - expected)).toBeLessThanOrEqual(
      1,
    );
  }
});

test('screenshots: a chart with markers in light and dark, axe clean', async ({ page }) => {
  // Two axe sweeps over five charts, each with its markers, on a shared machine.
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, TOKENS.operator, `/equipment/${UNIT.guid}/temperatures?range=24h&events=1`);
  const row = page.getByTestId('log-events');
  await expect(row.getByRole('link').first()).toBeVisible({ timeout: 30_000 });
  await axeClean(page, 'temperatures with markers, light');
  await page.screenshot({ path: 'test-results/unit-story/chart-light.png', fullPage: true });
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html.dark')).toHaveCount(1);
  await axeClean(page, 'temperatures with markers, dark');
  await page.screenshot({ path: 'test-results/unit-story/chart-dark.png', fullPage: true });
});

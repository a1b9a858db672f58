import { type Page, type Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { readFile } from 'node:fs/promises';
import { SHOWCASE, TEMPERATURES_LATEST, TOKENS } from '../server/simulator/fixtures';
import { signIn, trackPageErrors } from './support/session';
import { ADMIN_HEADERS, clearFaults, resetWorld } from './support/simulator';

// The temperatures page in Chromium against the simulator: SHOWCASE.temperatures has a
// log a minute for 30 days whose newest log is TEMPERATURES_LATEST; SHOWCASE.noTemperatures has
// none (release 4.7.3).

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const unit = SHOWCASE.temperatures;
const href = (guid: string, query = '') => `/equipment/${guid}/temperatures${query}`;
/** The first page of a window's logs; the live poll asks only for the last few minutes. */
const isWindowRequest = (r: Request) => {
  if (!/\/temperatures\?/.test(r.url())) return false;
  const q = new URL(r.url()).searchParams;
  return q.get('offset') === '0' && Number(q.get('from')) < Date.now() - 30 * 60_000;
};

test.beforeEach(async ({ request }) => {
  await resetWorld(request);
  await clearFaults(request);
  // temperatures-states.spec.ts moves the simulator's clock; start on real time again.
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

function params(r: Request) {
  return new URL(r.url()).searchParams;
}

test('latest readings show the simulator’s newest log in °C with descriptions, one chart per group', async ({
  page,
}) => {
  const errors = trackPageErrors(page);
  await openTemperatures(page);
  const table = latestTable(page);
  await expect(table).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(1 + Object.keys(TEMPERATURES_LATEST).length);
  for (const [sensor, tenths] of Object.entries(TEMPERATURES_LATEST)) {
    const celsius = `${Math.floor(tenths / 10)}.${tenths % 10} °C`;
    await expect(sensorRow(page, sensor.toUpperCase()).getByRole('cell').nth(1), sensor).toHaveText(
      celsius,
    );
  }
  await expect(sensorRow(page, 'NTC1')).toContainText('Lamp temperature canopy');
  await expect(sensorRow(page, 'NTC3')).toContainText('Room temperature bench (0.5 m above floor)');
  await expect(sensorRow(page, 'NTC10')).toContainText('Climate control temperature');
  await expect(sensorRow(page, 'NTC5')).toContainText('no description');
  await expect(sensorRow(page, 'LED3')).toContainText('no description');

  for (const group of [
    'Lamp temperatures',
    'Room temperatures',
    'Airco and climate control',
    'LED temperatures',
    'Other sensors',
  ]) {
    await expect(page.getByRole('figure', { name: group })).toBeVisible();
  }
  await expect(
    page.getByRole('img', { name: /Controller state over the window: Stand-by/ }),
  ).toBeVisible();
  expect(errors).toEqual([]);
});

test('a sensor is hidden and shown from the table, and stays hidden on the next visit', async ({
  page,
}) => {
  await openTemperatures(page);
  const lamp = page.getByRole('figure', { name: 'Lamp temperatures' });
  await expect(lamp.locator('path[data-sensor="NTC1"]')).toHaveCount(1);
  await expect(lamp.locator('path[data-sensor="NTC2"]')).toHaveCount(1);

  const ntc1 = page.getByRole('checkbox', { name: 'Show NTC1', exact: true });
  await expect(ntc1).toBeChecked();
  await ntc1.uncheck();
  await expect(lamp.locator('path[data-sensor="NTC1"]')).toHaveCount(0);
  await expect(lamp.locator('path[data-sensor="NTC2"]')).toHaveCount(1);

  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Show NTC1', exact: true })).not.toBeChecked();
  await expect(
    page.getByRole('figure', { name: 'Lamp temperatures' }).locator('path[data-sensor="NTC2"]'),
  ).toHaveCount(1);
  await expect(
    page.getByRole('figure', { name: 'Lamp temperatures' }).locator('path[data-sensor="NTC1"]'),
  ).toHaveCount(0);

  // A click anywhere on the row toggles too (the table is the legend).
  await sensorRow(page, 'NTC1').getByRole('cell').first().click();
  await expect(page.getByRole('checkbox', { name: 'Show NTC1', exact: true })).toBeChecked();
  await expect(
    page.getByRole('figure', { name: 'Lamp temperatures' }).locator('path[data-sensor="NTC1"]'),
  ).toHaveCount(1);
});

test('range presets and a custom range change the request window and the URL', async ({ page }) => {
  // Five windows, one of them 30 d (~53 MB of logs in pages of 5,000): on a busy 2-core CI
  // machine this took 35 s, over the default 30 s, while every step passed.
  test.setTimeout(90_000);
  const first = page.waitForRequest(isWindowRequest);
  await openTemperatures(page);
  const day = params(await first);
  const now = Date.now();
  expect(Number(day.get('from'))).toBeGreaterThan(now - DAY - 5 * 60_000);
  expect(Number(day.get('from'))).toBeLessThanOrEqual(now - DAY + 60_000);
  // The newest window is open-ended so the newest log is never cut off.
  expect(day.has('to')).toBe(false);
  await expect(page.getByRole('button', { name: '24 h' })).toHaveAttribute('aria-pressed', 'true');

  // 30 d (~53 MB of logs) is not the last one, so the custom step does not wait behind it.
  for (const [label, range, ms] of [
    ['7 d', '7d', 7 * DAY],
    ['30 d', '30d', 30 * DAY],
    ['1 h', '1h', HOUR],
  ] as const) {
    const next = page.waitForRequest(isWindowRequest);
    await page.getByRole('button', { name: label, exact: true }).click();
    const p = params(await next);
    expect(Math.abs(Date.now() - ms - Number(p.get('from'))), label).toBeLessThan(5 * 60_000);
    await expect(page).toHaveURL(new RegExp(`[?&]range=${range}(&|$)`));
    await expect(page.getByRole('button', { name: label, exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  }

  // Custom: from/to in the URL and in the request.
  await page.getByRole('button', { name: 'Custom…' }).click();
  const from = new Date(Date.now() - 3 * DAY);
  from.setSeconds(0, 0);
  const to = new Date(from.getTime() + 6 * HOUR);
  const local = (d: Date) =>
    `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}T${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
  await page.getByLabel('From', { exact: true }).fill(local(from));
  await page.getByLabel('To', { exact: true }).fill(local(to));
  const custom = page.waitForRequest(isWindowRequest);
  await page.getByRole('button', { name: 'Apply' }).click();
  const c = params(await custom);
  expect(Number(c.get('from'))).toBe(from.getTime());
  expect(Number(c.get('to'))).toBe(to.getTime());
  const url = new URL(page.url());
  expect(url.searchParams.get('from')).toBe(from.toISOString().replace('.000Z', 'Z'));
  expect(url.searchParams.get('to')).toBe(to.toISOString().replace('.000Z', 'Z'));
  expect(url.searchParams.has('range')).toBe(false);
  await expect(page.getByText('Fixed range')).toBeVisible();
  await expect(latestTable(page)).toBeVisible();

  // Back to the default: the URL drops the range again and the link still opens the same view.
  await page.getByRole('button', { name: '24 h' }).click();
  await expect(page).toHaveURL(new RegExp(`/equipment/${unit.guid}/temperatures$`));
  await page.goto(href(unit.guid, '?range=7d'));
  await expect(page.getByRole('button', { name: '7 d', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test('a unit without temperature logs explains why and shows its installed release', async ({
  page,
}) => {
  await openTemperatures(page, '', SHOWCASE.noTemperatures.guid);
  await expect(page.getByText('No temperature logs in this time range.')).toBeVisible();
  await expect(
    page.getByText(/service module \(device type SERVICE_MODULE\).*4\.8 or higher/),
  ).toBeVisible();
  await expect(page.getByText('4.7.3 (older than 4.8)')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  await expect(page.getByRole('figure')).toHaveCount(0);
});

test('CSV export holds time, sensor and °C for every reading of the window', async ({ page }) => {
  await openTemperatures(page, '?range=1h');
  await expect(latestTable(page)).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(
    new RegExp(`^temperatures-${unit.serial}-\\d{8}T\\d{4}Z-\\d{8}T\\d{4}Z\\.csv$`),
  );
  const text = await readFile((await file.path())!, 'utf8');
  const lines = text.trimEnd().split('\r\n');
  expect(lines[0]).toBe('time,sensor,celsius');
  const body = lines.slice(1);
  // An hour of minute logs, 23 sensors each.
  expect(body.length % 23).toBe(0);
  expect(body.length / 23).toBeGreaterThanOrEqual(59);
  expect(body.length / 23).toBeLessThanOrEqual(62);
  for (const line of body)
    expect(line).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z,(ntc\d+|led\d),-?\d+\.\d$/);
  // The newest log is the simulator's known one.
  const newest = body.slice(-23);
  expect(newest).toContain(`${newest[0]!.split(',')[0]},ntc1,25.3`);
  expect(newest.some((l) => l.endsWith(',led6,24.4'))).toBe(true);
});

test('a point or a latest value opens that log with all its sensors (endpoint 10)', async ({
  page,
}) => {
  await openTemperatures(page, '?range=1h');
  await sensorRow(page, 'NTC1').getByRole('button', { name: '25.3 °C' }).click();
  const dialog = page.getByRole('dialog', { name: 'Temperature log' });
  await expect(dialog).toBeVisible();
  const readings = dialog.getByRole('table', { name: 'Readings of this log' });
  await expect(readings.getByRole('row')).toHaveCount(24);
  await expect(
    readings.getByRole('row', { name: /NTC1 Lamp temperature canopy 25\.3 °C/ }),
  ).toBeVisible();
  await expect(readings.getByRole('row', { name: /LED6 no description 24\.4 °C/ })).toBeVisible();
  await expect(dialog).toContainText('Stand-by');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // Clicking inside a chart opens the log under the cursor.
  const detail = page.waitForRequest((r) => /\/temperatures\/[0-9a-f-]+(\?|$)/.test(r.url()));
  const chart = page
    .getByRole('figure', { name: 'Room temperatures' })
    .locator('svg.recharts-surface');
  const box = (await chart.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await expect(page.getByText('Click to open this log')).toBeVisible();
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await detail;
  await expect(dialog).toBeVisible();
  await expect(
    dialog.getByRole('table', { name: 'Readings of this log' }).getByRole('row'),
  ).toHaveCount(24);
});

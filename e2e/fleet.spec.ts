import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { COMPANIES, PERSONAS, SHOWCASE, SHOWCASE_STATES } from '../server/simulator/fixtures';
import { renderedSerials, unitCounts } from './support/pages';
import { signIn, trackPageErrors } from './support/session';
import { addFault, clearFaults, fastPolling, unitsOf } from './support/simulator';

const operator = PERSONAS.operator.token;

test.beforeEach(async ({ request }) => {
  await clearFaults(request);
});

test('search matches serial, alias, model and city, lives in the URL and reopens from a link', async ({
  page,
}) => {
  const errors = trackPageErrors(page);
  await signIn(page, operator);
  const { total } = await unitCounts(page);
  const search = page.getByLabel('Search');

  await search.fill(SHOWCASE.bigErrors.serial);
  await expect(page.getByText(`1 of ${total} units`)).toBeVisible();
  expect(await renderedSerials(page)).toEqual([SHOWCASE.bigErrors.serial]);
  await expect(page).toHaveURL(new RegExp(`q=${SHOWCASE.bigErrors.serial}`));

  // Alias words in any order and case; accents do not matter.
  await search.fill('SHOWCASE cleaning');
  await expect(page.getByText(`1 of ${total} units`)).toBeVisible();
  expect(await renderedSerials(page)).toEqual([SHOWCASE_STATES.cleaning.serial]);

  await search.fill('no unit is called like this');
  await expect(page.getByText(`0 of ${total} units`)).toBeVisible();
  await page.getByRole('button', { name: 'Clear search and filters' }).click();
  await expect(page.getByText(`${total} of ${total} units`)).toBeVisible();
  await expect(search).toHaveValue('');

  // A link with a search opens the same view.
  await page.goto(`/?q=${encodeURIComponent('showcase: error bits')}`);
  await expect(page.getByLabel('Search')).toHaveValue('showcase: error bits');
  expect(await renderedSerials(page)).toEqual([SHOWCASE.errors.serial]);
  expect(errors).toEqual([]);
});

test('filters narrow the list, combine, are kept in the URL and a deep link restores them', async ({
  page,
}) => {
  await signIn(page, operator);
  const { total } = await unitCounts(page);

  await page.getByLabel('State').selectOption('controller-error');
  await expect(page).toHaveURL(/state=controller-error/);
  const badges = page.getByRole('table').locator('tbody [data-state]');
  await expect(badges.first()).toBeVisible();
  for (const state of await badges.evaluateAll((els) =>
    els.map((e) => e.getAttribute('data-state')),
  )) {
    expect(state).toBe('controller-error');
  }
  const errorUnits = (await unitCounts(page)).shown;
  expect(errorUnits).toBeGreaterThanOrEqual(2);
  expect(await renderedSerials(page)).toContain(SHOWCASE.errors.serial);

  await page.getByLabel('Has critical errors').check();
  await expect(page).toHaveURL(/critical=1/);
  const withCritical = (await unitCounts(page)).shown;
  expect(withCritical).toBeLessThanOrEqual(errorUnits);
  // The error-bits showcase has bit 0 (E0, critical) set.
  expect(await renderedSerials(page)).toContain(SHOWCASE.errors.serial);

  // Reopen the URL in a fresh page of the same session: same view, same controls.
  const url = page.url();
  await page.goto('about:blank');
  await page.goto(url);
  await expect(page.getByLabel('State')).toHaveValue('controller-error');
  await expect(page.getByLabel('Has critical errors')).toBeChecked();
  expect((await unitCounts(page)).shown).toBe(withCritical);

  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByText(`${total} of ${total} units`)).toBeVisible();
  await expect(page).not.toHaveURL(/state=|critical=/);
});

test('model, country and release filters offer the values present and filter by them', async ({
  page,
  request,
}) => {
  await signIn(page, operator);
  const units = await unitsOf(request, operator);
  const release = SHOWCASE.resettable.serial;
  await page.getByLabel('Release').selectOption('4.9.2');
  await expect(page).toHaveURL(/release=4\.9\.2/);
  // The URL changes first; the list follows in the next render.
  await expect(page.getByText(/^[\d,]+ of [\d,]+ units$/)).not.toHaveText(
    `${units.length} of ${units.length} units`,
  );
  const shown = (await unitCounts(page)).shown;
  expect(shown).toBeGreaterThan(0);
  expect(shown).toBeLessThan(units.length);
  expect(
    await page
      .getByRole('table')
      .locator('tbody tr[aria-rowindex] td:nth-child(7)')
      .allInnerTexts(),
  ).toEqual(Array((await renderedSerials(page)).length).fill('4.9.2'));
  await page.getByLabel('Search').fill(release);
  expect(await renderedSerials(page)).toEqual([release]);

  await page.goto('/?country=NL');
  await expect(page.getByLabel('Country')).toHaveValue('NL');
  const cells = await page
    .getByRole('table')
    .locator('tbody tr[aria-rowindex] td:nth-child(5)')
    .allInnerTexts();
  expect(cells.length).toBeGreaterThan(0);
  for (const cell of cells) expect(cell).toMatch(/, NL$/);
});

test('sorting by a column header orders the rows both ways and is kept in the URL', async ({
  page,
}) => {
  await signIn(page, operator);
  const serialHeader = page.getByRole('columnheader', { name: /Serial/ });
  await serialHeader.getByRole('button').click();
  await expect(serialHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect(page).toHaveURL(/sort=serial/);
  const asc = await renderedSerials(page);
  expect(asc).toEqual([...asc].sort((a, b) => a.length - b.length || a.localeCompare(b)));

  await serialHeader.getByRole('button').click();
  await expect(serialHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(page).toHaveURL(/sort=-serial/);
  const desc = await renderedSerials(page);
  expect(desc).toEqual([...desc].sort((a, b) => b.length - a.length || b.localeCompare(a)));
  expect(desc[0]).not.toBe(asc[0]);

  // The default sort puts faults first.
  await page.goto('/');
  await expect(page.getByRole('columnheader', { name: /State/ })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await expect(page.getByRole('table').locator('tbody [data-health]').first()).toHaveAttribute(
    'data-health',
    'fault',
  );

  // Back undoes the sort change.
  await page.goto('/?sort=-serial');
  await page
    .getByRole('columnheader', { name: /Last seen/ })
    .getByRole('button')
    .click();
  await expect(page).toHaveURL(/sort=lastSeen/);
  await page.goBack();
  await expect(page).toHaveURL(/sort=-serial/);
});

test('health summary tiles count units per class and filter with one click', async ({ page }) => {
  await signIn(page, operator);
  const { total } = await unitCounts(page);
  const fault = page.getByRole('button', { name: /^Fault: \d+ units?$/ });
  const faultCount = Number((await fault.getAttribute('aria-label'))!.match(/\d+/)![0]);
  expect(faultCount).toBeGreaterThanOrEqual(3); // controller-error, controller-timeout and error-bits showcases

  await fault.click();
  await expect(fault).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/health=fault/);
  await expect(page.getByText(`${faultCount} of ${total} units`)).toBeVisible();
  for (const h of await page
    .getByRole('table')
    .locator('tbody [data-health]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-health')))) {
    expect(h).toBe('fault');
  }

  // A second tile adds its class; clicking a pressed tile removes it again.
  const offline = page.getByRole('button', { name: /^Offline: \d+ units?$/ });
  const offlineCount = Number((await offline.getAttribute('aria-label'))!.match(/\d+/)![0]);
  await offline.click();
  await expect(page.getByText(`${faultCount + offlineCount} of ${total} units`)).toBeVisible();
  await fault.click();
  await offline.click();
  await expect(page.getByText(`${total} of ${total} units`)).toBeVisible();

  const critical = page.getByRole('button', { name: /^With critical errors: \d+ units?$/ });
  const criticalCount = Number((await critical.getAttribute('aria-label'))!.match(/\d+/)![0]);
  await critical.click();
  await expect(page.getByText(`${criticalCount} of ${total} units`)).toBeVisible();
  await expect(page.getByLabel('Has critical errors')).toBeChecked();
});

test('a row opens its unit, keeping the company, by click and by Enter', async ({ page }) => {
  await signIn(page, operator, `/?company=${COMPANIES.alpha}&q=${SHOWCASE.timeout.serial}`);
  const row = page.getByRole('row', { name: new RegExp(SHOWCASE.timeout.serial) });
  await expect(row).toContainText('Controller timeout');
  // A click anywhere on the row (here: over the alias column) follows the row's link.
  const alias = (await row.getByRole('cell').nth(2).boundingBox())!;
  const box = (await row.boundingBox())!;
  await row.click({ position: { x: alias.x - box.x + 10, y: box.height / 2 } });
  await expect(page).toHaveURL(`/equipment/${SHOWCASE.timeout.guid}?company=${COMPANIES.alpha}`);

  await page.goBack();
  const link = page.getByRole('link', { name: SHOWCASE.timeout.serial });
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/equipment/${SHOWCASE.timeout.guid}?company=${COMPANIES.alpha}`);
});

test('each unit shows its state, errors with critical marker, release and last seen with the rule explained', async ({
  page,
}) => {
  await signIn(page, operator, `/?q=${SHOWCASE.errors.serial}`);
  const row = page.getByRole('row', { name: new RegExp(SHOWCASE.errors.serial) });
  await expect(row.locator('[data-state]')).toHaveAttribute('data-state', 'controller-error');
  // bits 0,17,33,34,38,40,41: seven errors, of which E0, E34 and E41 are critical.
  await expect(row).toContainText(/\b7\s*3 critical/, { useInnerText: true });

  await page.getByLabel('Search').fill(SHOWCASE.offline.serial);
  const offline = page.getByRole('row', { name: new RegExp(SHOWCASE.offline.serial) });
  await expect(offline).toContainText('3 h ago');
  await expect(offline).toContainText('(stale)');
  await expect(offline.locator('time')).toHaveAttribute('datetime', /Z$/);
  await expect(offline.locator('[title^="Stale: last ping"]')).toBeVisible();

  await page.getByLabel('Search').fill(SHOWCASE.noDevice.serial);
  await expect(page.getByRole('row', { name: new RegExp(SHOWCASE.noDevice.serial) })).toContainText(
    'Never seen',
  );
  await expect(
    page.getByText(/Online: the linked device pinged within the last 10 minutes/),
  ).toBeVisible();
});

test('the list polls, says when it was updated, and keeps the last data marked stale when a refresh fails', async ({
  page,
  request,
}) => {
  await fastPolling(page);
  await signIn(page, operator);
  await expect(page.getByText(/^Updated \d+ s ago/)).toBeVisible();
  const { total } = await unitCounts(page);

  await addFault(request, { path: '/v2/equipment', status: 500 });
  await expect(
    page.getByText('Stale: the last refresh failed; showing the last data received.'),
  ).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(`${total} of ${total} units`)).toBeVisible();
  expect((await renderedSerials(page)).length).toBeGreaterThan(0);

  await clearFaults(request);
  await expect(
    page.getByText('Stale: the last refresh failed; showing the last data received.'),
  ).toHaveCount(0, { timeout: 20_000 });
});

test('CSV export downloads exactly the filtered, sorted view', async ({ page }) => {
  await signIn(page, operator, '/?health=fault&sort=serial');
  const { shown } = await unitCounts(page);
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^fleet-all-\d{4}-\d{2}-\d{2}T\d{4}\.csv$/);
  const text = await readFile(await download.path(), 'utf8');
  const lines = text
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  expect(lines[0]).toBe(
    'serial,alias,model,type,state,health,active_errors,critical_errors,release,city,country,last_seen,last_ping_utc,equipment_guid',
  );
  expect(lines).toHaveLength(shown + 1);
  const serials = lines.slice(1).map((l) => l.split(',')[0]!);
  expect(serials).toEqual([...serials].sort((a, b) => a.length - b.length || a.localeCompare(b)));
  for (const line of lines.slice(1)) expect(line).toContain(',Fault,');
  const errorsLine = lines.find((l) => l.startsWith(`${SHOWCASE.errors.serial},`));
  expect(errorsLine).toContain('Controller error,Fault,7,3,');
});

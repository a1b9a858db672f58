import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { axe } from './support/axe';
import { COMPANIES, SHOWCASE, SHOWCASE_STATES, TOKENS } from '../server/simulator/fixtures';
import { STATE_LABELS } from '../src/domain/equipment/equipment-state.ts';
import { equipmentHref, expectPanelsFilled, panel, stateBadge } from './support/pages';
import { signIn, trackPageErrors } from './support/session';
import { addFault, clearFaults, fastPolling, requestsTo, resetWorld } from './support/simulator';

test.beforeEach(async ({ request }) => {
  await resetWorld(request);
  await clearFaults(request);
});

async function openUnit(
  page: Page,
  guid: string,
  token: string = TOKENS.operator,
  company?: string,
) {
  await signIn(page, token, equipmentHref(guid, company));
  await expectPanelsFilled(page);
}

test('every derived state renders its badge, and the page fills quickly', async ({ page }) => {
  // 19 full page loads in one test.
  test.setTimeout(120_000);
  const errors = trackPageErrors(page);
  await signIn(page, TOKENS.operator, equipmentHref(SHOWCASE.unknownState.guid));
  await expect(stateBadge(page)).toHaveAttribute('data-state', 'unknown');
  await expect(stateBadge(page)).toHaveText('Unknown (code 42)');
  const timings: number[] = [];
  for (const [state, unit] of Object.entries(SHOWCASE_STATES)) {
    const started = Date.now();
    await page.goto(equipmentHref(unit.guid));
    await expect(stateBadge(page), unit.alias).toHaveAttribute('data-state', state);
    await expect(stateBadge(page)).toHaveText(STATE_LABELS[state as keyof typeof STATE_LABELS]);
    await expect(page.getByRole('heading', { level: 1, name: unit.alias })).toBeVisible();
    await expectPanelsFilled(page);
    timings.push(Date.now() - started);
  }
  const sorted = [...timings].sort((a, b) => a - b);
  console.log(
    `navigation → all panels filled: median ${sorted[Math.floor(sorted.length / 2)]} ms, max ${sorted.at(-1)} ms`,
  );
  expect(errors).toEqual([]);
});

test('the error-bits unit lists exactly its active errors, critical first, with the unassigned bit', async ({
  page,
}) => {
  await openUnit(page, SHOWCASE.errors.guid);
  const items = panel(page, 'Active errors').getByRole('listitem');
  await expect(items).toHaveCount(7);
  const texts = await items.allInnerTexts();
  const ids = texts.map((t) => t.split(/\s/)[0]);
  // Critical first, then by bit: the unassigned bit 38 sits between E33 (bit 34) and E37 (bit 40).
  expect(ids).toEqual(['E0', 'E34', 'E41', 'E22', 'E33', 'Unknown', 'E37']);
  expect(texts.slice(0, 3).every((t) => t.includes('Critical'))).toBe(true);
  expect(texts.slice(3).some((t) => t.includes('Critical'))).toBe(false);
  await expect(items.nth(0)).toContainText('Software error');
  await expect(items.nth(1)).toContainText('Maximum temperature climate control');
  await expect(items.nth(4)).toContainText('SD card I/O section is full');
  await expect(items.nth(5)).toContainText('Unknown error (bit 38)');
  await expect(items.nth(6)).toContainText('Lease time expired');

  const value = [0, 17, 33, 34, 38, 40, 41].reduce((v, bit) => v | (1n << BigInt(bit)), 0n);
  const hex = `0x${value.toString(16).toUpperCase().padStart(16, '0')}`;
  await expect(page.getByText(hex)).toHaveCount(0);
  await panel(page, 'Active errors').getByRole('button', { name: 'Show raw value' }).click();
  await expect(panel(page, 'Active errors').getByText(hex)).toBeVisible();
});

test('a unit without errors says so, and the big-integer unit decodes bits above 2^53 exactly', async ({
  page,
}) => {
  await openUnit(page, SHOWCASE_STATES['stand-by'].guid);
  await expect(panel(page, 'Active errors').getByText('No active errors')).toBeVisible();
  await page.goto(equipmentHref(SHOWCASE.bigErrors.guid));
  const items = panel(page, 'Active errors').getByRole('listitem');
  await expect(items).toHaveText([
    /Unknown error \(bit 52\)/,
    /Unknown error \(bit 53\)/,
    /Unknown error \(bit 63\)/,
  ]);
});

test('maintenance counters show hours and minutes, with the controller counters alongside', async ({
  page,
  request,
}) => {
  const unit = SHOWCASE.resettable;
  const headers = { Authorization: `Bearer ${TOKENS.operator}` };
  const counters = (await (
    await request.get(`/api/v2/equipment/${unit.guid}/maintenance/counters`, { headers })
  ).json()) as { type: string; value: number }[];
  expect(counters.length).toBeGreaterThan(0);
  await openUnit(page, unit.guid);
  const table = panel(page, 'Maintenance counters').getByRole('table');
  for (const c of counters) {
    const hm =
      c.value >= 60 ? `${Math.floor(c.value / 60)} h ${c.value % 60} min` : `${c.value} min`;
    await expect(table.getByRole('row').filter({ hasText: hm }).first()).toBeVisible();
  }
  await expect(table.getByRole('columnheader', { name: 'Controller' })).toBeVisible();
  const cells = await table.locator('tbody td:nth-child(2)').allInnerTexts();
  for (const cell of cells) expect(cell).toMatch(/^(\d+ h \d+ min|\d+ min|—)$/);
});

test('minimal and malformed documents render without crashing', async ({ page }) => {
  const errors = trackPageErrors(page);
  await openUnit(page, SHOWCASE.minimal.guid);
  await expect(
    page.getByRole('heading', { level: 1, name: SHOWCASE.minimal.serial }),
  ).toBeVisible();
  const info = panel(page, 'Information');
  expect(await info.getByText('—', { exact: true }).count()).toBeGreaterThan(10);
  await expect(panel(page, 'Active errors')).toContainText('did not report an active errors value');

  await page.goto(equipmentHref(SHOWCASE.malformed.guid));
  await expect(
    page.getByRole('heading', { level: 1, name: SHOWCASE.malformed.serial }),
  ).toBeVisible();
  await expect(stateBadge(page)).toHaveAttribute('data-state', 'offline');
  expect(
    await panel(page, 'Information').getByText('unreadable', { exact: true }).count(),
  ).toBeGreaterThan(5);
  await expect(panel(page, 'Active errors')).toContainText('unreadable');
  expect(errors).toEqual([]);
});

test('edit sends one PATCH with only the changed field and shows the new alias', async ({
  page,
  request,
}) => {
  const unit = SHOWCASE.resettable;
  const bodies: unknown[] = [];
  page.on('request', (r) => {
    if (r.method() === 'PATCH') bodies.push(r.postDataJSON());
  });
  await openUnit(page, unit.guid);
  await page.getByRole('button', { name: 'Edit information' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit information' });
  await expect(dialog.getByLabel('Location description')).toBeVisible();
  await expect(dialog.getByLabel('City')).not.toHaveValue('');
  await dialog.getByLabel('Alias').fill('Cabin 9 by the window');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Cabin 9 by the window' }),
  ).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Cabin 9 by the window' }),
  ).toBeVisible();
  expect(await requestsTo(request, 'PATCH', '/v2/equipment/*/information')).toHaveLength(1);
  expect(bodies).toEqual([[{ op: 'replace', path: '/alias', value: 'Cabin 9 by the window' }]]);
});

test('reset: cancel sends nothing, a double-clicked confirm sends one, and the outcome is verified', async ({
  page,
  request,
}) => {
  const unit = SHOWCASE.resettable;
  await openUnit(page, unit.guid);
  await page.getByRole('button', { name: 'Reset controller' }).click();
  let dialog = page.getByRole('dialog', { name: 'Reset controller?' });
  await expect(dialog).toContainText(unit.alias);
  await expect(dialog).toContainText('unavailable');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect(await requestsTo(request, 'PUT', '/v2/equipment/*/controller/*')).toHaveLength(0);

  await page.getByRole('button', { name: 'Reset controller' }).click();
  dialog = page.getByRole('dialog', { name: 'Reset controller?' });
  await dialog.getByRole('button', { name: 'Reset controller' }).dblclick();
  const progress = panel(page, 'Controller reset');
  await expect(progress.getByText('Controller reset: back in stand-by')).toBeVisible({
    timeout: 20_000,
  });
  expect(await requestsTo(request, 'PUT', '/v2/equipment/*/controller/reset')).toHaveLength(1);
  const history = panel(page, 'Commands from this browser');
  await expect(history.getByRole('row').nth(1)).toContainText('Reset controller');
  await expect(history.getByRole('row').nth(1)).toContainText(
    'Verified: Controller reset: back in stand-by',
  );
});

test('update needs the acknowledgement and ends showing the new version', async ({
  page,
  request,
}) => {
  await openUnit(page, SHOWCASE.resettable.guid);
  await page.getByRole('button', { name: 'Start update' }).click();
  const dialog = page.getByRole('dialog', { name: 'Start controller update?' });
  const confirm = dialog.getByRole('button', { name: 'Start update' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('I understand the unit will be unavailable during the update').check();
  await confirm.click();
  await expect(panel(page, 'Controller update').getByText('Updated: 4.9.2 → 4.10.0')).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole('main').locator('header')).toContainText('4.10.0');
  expect(await requestsTo(request, 'PUT', '/v2/equipment/*/controller/update')).toHaveLength(1);
});

test('the owner may edit but not reset or update: disabled with the reason', async ({
  page,
  request,
}) => {
  await openUnit(page, SHOWCASE_STATES.cleaning.guid, TOKENS.owner);
  await expect(page.getByRole('button', { name: 'Reset controller' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Reset controller' })).toHaveAccessibleDescription(
    /controller\.reset permission/,
  );
  await expect(page.getByRole('button', { name: 'Start update' })).toHaveAccessibleDescription(
    /controller\.update permission/,
  );
  await expect(page.getByRole('button', { name: 'Edit information' })).toBeEnabled();
  expect(await requestsTo(request, 'PUT', '/v2/equipment/*/controller/*')).toHaveLength(0);
});

test('support may reset but not edit, and never during a session', async ({ page, request }) => {
  await openUnit(page, SHOWCASE.resettable.guid, TOKENS.support);
  await expect(page.getByRole('button', { name: 'Reset controller' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Edit information' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Edit information' })).toHaveAccessibleDescription(
    /equipment\.update permission/,
  );

  // A running session must not be cut.
  await page.goto(equipmentHref(SHOWCASE.inSession.guid));
  await expect(page.getByRole('button', { name: 'Reset controller' })).toHaveAccessibleDescription(
    /tanning session is running/,
  );
  expect(await requestsTo(request, 'PUT', '/v2/equipment/*/controller/*')).toHaveLength(0);
});

test('a 403 from the service is explained and not retried', async ({ page, request }) => {
  await addFault(request, {
    method: 'PUT',
    path: '/v2/equipment/*/controller/reset',
    status: 403,
  });
  await openUnit(page, SHOWCASE.resettable.guid);
  await page.getByRole('button', { name: 'Reset controller' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Reset controller' }).click();
  const alert = panel(page, 'Controller reset').getByRole('alert');
  await expect(alert).toContainText("Reset not confirmed: check the unit's state.");
  await expect(alert).toContainText('you do not have permission to reset this controller');
  expect(await requestsTo(request, 'PUT', '/v2/equipment/*/controller/reset')).toHaveLength(1);
});

test('a failing counters endpoint leaves the rest of the page working, and Retry recovers', async ({
  page,
  request,
}) => {
  // One answer plus the query's two retries.
  await addFault(request, {
    method: 'GET',
    path: '/v2/equipment/*/maintenance/counters',
    status: 500,
    times: 3,
  });
  await signIn(page, TOKENS.operator, equipmentHref(SHOWCASE.errors.guid));
  const counters = panel(page, 'Maintenance counters');
  await expect(counters.getByRole('alert')).toContainText(
    'Could not load the maintenance counters',
    { timeout: 15_000 },
  );
  await expect(panel(page, 'Active errors').getByRole('listitem')).toHaveCount(7);
  await expect(panel(page, 'Information').getByText('Identity')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reset controller' })).toBeVisible();
  await counters.getByRole('button', { name: 'Retry' }).click();
  await expect(counters.getByRole('alert')).toHaveCount(0);
  await expect(counters.locator('tbody td:nth-child(2)').first()).toHaveText(/\d+ h \d+ min/);
});

test('the page polls: a change made elsewhere appears without reload, with its age', async ({
  page,
  request,
}) => {
  await fastPolling(page);
  const unit = SHOWCASE.shared;
  await openUnit(page, unit.guid);
  await expect(page.getByText(/^Updated \d+ s ago/)).toBeVisible();
  const res = await request.patch(`/api/v2/equipment/${unit.guid}/information`, {
    headers: { Authorization: `Bearer ${TOKENS.owner}` },
    data: [{ op: 'replace', path: '/alias', value: 'Renamed by the owner' }],
  });
  expect(res.ok(), await res.text()).toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: 'Renamed by the owner' })).toBeVisible({
    timeout: 6_000,
  });
});

test('an unknown unit shows "not found" with a way back', async ({ page }) => {
  await signIn(
    page,
    TOKENS.operator,
    `/equipment/00000000-0000-4000-8000-000000000000?company=${COMPANIES.alpha}`,
  );
  await expect(page.getByRole('heading', { name: 'Equipment not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the fleet' }).click();
  await expect(page).toHaveURL(new RegExp(`/\\?company=${COMPANIES.alpha}$`));
});

test('axe: the page and its dialogs have no serious or critical violations', async ({ page }) => {
  // Five full-page axe runs; one over this page (usage grid, error timeline) takes 10–13 s.
  test.setTimeout(120_000);
  await openUnit(page, SHOWCASE.errors.guid);
  const check = async (what: string) => {
    const results = await axe(page);
    const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(
      bad.map((v) => `${what}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);
  };
  await check('page');
  await page.getByRole('button', { name: 'Edit information' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await check('edit dialog');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Reset controller' }).click();
  await check('reset dialog');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Start update' }).click();
  await check('update dialog');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  // The dark theme follows the system unless the user chose one.
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html.dark')).toHaveCount(1);
  await check('page, dark');
});

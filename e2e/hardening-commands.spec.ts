import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { SHOWCASE, TOKENS } from '../server/simulator/fixtures';
import { openSignedIn, trackPageErrors } from './support/session';
import { addFault, clearFaults, clearJournal, requestsTo, resetWorld } from './support/simulator';

// docs/decisions.md#controller-commands: one confirmation = one request, never retried; a failure
// is "not confirmed", never a guess.

const unit = SHOWCASE.resettable;
const RESET = '/v2/equipment/*/controller/reset';
const ANY_COMMAND = '/v2/equipment/*/controller/*';

test.beforeEach(async ({ request }) => {
  await resetWorld(request);
  await clearFaults(request);
  await clearJournal(request);
});

async function openResetDialog(page: Page) {
  await expect(page.getByRole('button', { name: 'Reset controller' })).toBeEnabled();
  await page.getByRole('button', { name: 'Reset controller' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset controller?' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function openUnit(page: Page) {
  await openSignedIn(page, TOKENS.operator, `/equipment/${unit.guid}`);
  await expect(page.getByRole('heading', { level: 1, name: unit.alias })).toBeVisible();
}

const progress = (page: Page) =>
  page.getByRole('region', { name: 'Controller reset', exact: true });

test('a double click on confirm sends one reset, and the unit settles', async ({
  page,
  request,
}) => {
  const errors = trackPageErrors(page);
  await openUnit(page);
  const dialog = await openResetDialog(page);
  await dialog.getByRole('button', { name: 'Reset controller' }).dblclick();
  await expect(progress(page).getByText('Controller reset: back in stand-by')).toBeVisible({
    timeout: 20_000,
  });
  expect(await requestsTo(request, 'PUT', ANY_COMMAND)).toHaveLength(1);
  expect(errors).toEqual([]);
});

test('a slow 2xx: while it is on its way, the command cannot be sent again', async ({
  page,
  request,
}) => {
  await addFault(request, { method: 'PUT', path: RESET, delayMs: 2_500, times: 1 });
  await openUnit(page);
  const dialog = await openResetDialog(page);
  await dialog.getByRole('button', { name: 'Reset controller' }).click();
  await expect(dialog).toBeHidden();
  // While the first request waits for its answer the action is not offered again.
  await expect(page.getByRole('button', { name: 'Reset controller' })).toBeDisabled();
  await page.getByRole('button', { name: 'Reset controller' }).click({ force: true });
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(progress(page).getByText('Controller reset: back in stand-by')).toBeVisible({
    timeout: 20_000,
  });
  expect(await requestsTo(request, 'PUT', ANY_COMMAND)).toHaveLength(1);
});

test('the connection fails after the request was sent: "not confirmed", no retry', async ({
  page,
  request,
}) => {
  const errors = trackPageErrors(page);
  // The service receives and performs the reset; the answer never reaches the browser.
  await page.route('**/api/v2/equipment/*/controller/reset', async (route) => {
    await route.fetch();
    await route.abort('connectionreset');
  });
  await openUnit(page);
  const dialog = await openResetDialog(page);
  await dialog.getByRole('button', { name: 'Reset controller' }).click();
  const alert = progress(page).getByRole('alert');
  await expect(alert).toContainText("Reset not confirmed: check the unit's state.");
  await expect(alert).toContainText('Cannot reach the service');
  // The page keeps polling the unit (it really did reset) but never sends the command again.
  await expect(page.locator('main header [data-state]')).toHaveAttribute('data-state', 'stand-by', {
    timeout: 20_000,
  });
  expect(await requestsTo(request, 'PUT', ANY_COMMAND)).toHaveLength(1);
  expect(errors).toEqual([]);
});

test('offline before confirm: nothing is sent, then or after coming back', async ({
  page,
  request,
  context,
}) => {
  await openUnit(page);
  const dialog = await openResetDialog(page);
  await context.setOffline(true);
  await dialog.getByRole('button', { name: 'Reset controller' }).click();
  await expect(progress(page).getByRole('alert')).toContainText(
    "Reset not confirmed: check the unit's state.",
  );
  await context.setOffline(false);
  // Back online the page refreshes the unit (proof the network is back) but does not replay the command.
  await clearJournal(request);
  await expect
    .poll(async () => (await requestsTo(request, 'GET', `/v2/equipment/${unit.guid}`)).length, {
      timeout: 15_000,
    })
    .toBeGreaterThan(0);
  expect(await requestsTo(request, 'PUT', ANY_COMMAND)).toHaveLength(0);
});

test('a reload while the command is in progress never sends it again', async ({
  page,
  request,
}) => {
  await addFault(request, { method: 'PUT', path: RESET, delayMs: 1_500, times: 1 });
  await openUnit(page);
  const dialog = await openResetDialog(page);
  await dialog.getByRole('button', { name: 'Reset controller' }).click();
  await expect.poll(async () => (await requestsTo(request, 'PUT', RESET)).length).toBe(1);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: unit.alias })).toBeVisible();
  // The reset the service did accept plays out; the reloaded page only watches.
  await expect(page.locator('main header [data-state]')).toHaveAttribute('data-state', 'stand-by', {
    timeout: 20_000,
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: unit.alias })).toBeVisible();
  expect(await requestsTo(request, 'PUT', ANY_COMMAND)).toHaveLength(1);
});

test('a 500 on update is "not confirmed" and not retried; the same holds for the edit form', async ({
  page,
  request,
}) => {
  await addFault(request, {
    method: 'PUT',
    path: '/v2/equipment/*/controller/update',
    status: 500,
  });
  await addFault(request, {
    method: 'PATCH',
    path: '/v2/equipment/*/information',
    status: 503,
    retryAfter: 1,
  });
  await openUnit(page);
  await page.getByRole('button', { name: 'Start update' }).click();
  const dialog = page.getByRole('dialog', { name: 'Start controller update?' });
  await dialog.getByLabel('I understand the unit will be unavailable during the update').check();
  await dialog.getByRole('button', { name: 'Start update' }).dblclick();
  await expect(
    page.getByRole('region', { name: 'Controller update', exact: true }).getByRole('alert'),
  ).toContainText("Update not confirmed: check the unit's state.");
  expect(await requestsTo(request, 'PUT', ANY_COMMAND)).toHaveLength(1);

  // A failed save keeps what the user typed, and is not sent again behind their back.
  await page.getByRole('button', { name: 'Edit information' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit information' });
  await edit.getByLabel('Alias').fill('Typed by hand');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/busy|not saved|could not/i).first()).toBeVisible();
  await expect(edit.getByLabel('Alias')).toHaveValue('Typed by hand');
  expect(await requestsTo(request, 'PATCH', '/v2/equipment/*/information')).toHaveLength(1);
});

import { expect, test } from './fixtures';
import { axe } from './support/axe';
import { COMPANIES, PERSONAS } from '../server/simulator/fixtures';
import { renderedSerials, unitCounts } from './support/pages';
import { signIn, trackPageErrors } from './support/session';
import { addFault, clearFaults, unitsOf } from './support/simulator';

test.beforeEach(async ({ request }) => {
  await clearFaults(request);
});

for (const persona of Object.values(PERSONAS)) {
  test(`${persona.key} signs in, sees their own companies and units, and signs out`, async ({
    page,
    request,
  }) => {
    const errors = trackPageErrors(page);
    await signIn(page, persona.token);

    // The user menu names the identity of endpoint 1.
    const account = page.getByRole('button', {
      name: `Account: ${persona.firstname} ${persona.lastname}`,
    });
    await account.click();
    await expect(page.getByText(persona.email)).toBeVisible();
    await page.keyboard.press('Escape');

    // One switcher option per company the persona holds a permission for, plus "All companies".
    const options = page.getByRole('combobox', { name: 'Company' }).locator('option');
    await expect(options).toHaveCount(Object.keys(persona.companies).length + 1);
    await expect(options.first()).toHaveText('All companies');

    // Exactly the units the API gives this persona, and only those.
    const units = await unitsOf(request, persona.token);
    await expect(page.getByText(`${units.length} of ${units.length} units`)).toBeVisible();
    const allowed = new Set(units.map((u) => u.serial));
    const shown = await renderedSerials(page);
    expect(shown.length).toBeGreaterThan(0);
    for (const serial of shown) expect(allowed).toContain(serial);

    await account.click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByText('You are signed out.')).toBeVisible();
    // The token is gone: a reload stays on sign-in, nothing of the session remains.
    await page.reload();
    await expect(page.getByLabel('Access token')).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.length + localStorage.length)).toBe(0);
    expect(errors).toEqual([]);
  });
}

test('a refused token is named as refused and nothing is stored', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel('Access token').fill('not-a-real-token');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'That token was refused. Check it and try again.',
  );
  await expect(page.getByLabel('Access token')).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.length + localStorage.length)).toBe(0);
});

test('after sign-in the user lands on the deep link they opened', async ({ page }) => {
  const target = `/errors?company=${COMPANIES.alpha}&q=lease`;
  await page.goto(target);
  await expect(page).toHaveURL(/\/login\?next=/);
  await signIn(page, PERSONAS.operator.token, page.url());
  await expect(page).toHaveURL(target);
  await expect(page.getByRole('heading', { name: 'Error catalog' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Lease time expired' })).toBeVisible();
});

test('Remember me keeps the session for a new tab; without it the session stays in its tab', async ({
  browser,
}) => {
  for (const remember of [true, false]) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('/');
    await page.getByLabel('Access token').fill(PERSONAS.owner.token);
    await page.getByLabel('Remember me').setChecked(remember);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { name: 'Fleet', exact: true })).toBeVisible();
    const second = await context.newPage();
    await second.goto('/');
    await expect(
      remember
        ? second.getByRole('heading', { name: 'Fleet', exact: true })
        : second.getByLabel('Access token'),
    ).toBeVisible();
    await context.close();
  }
});

test('a 401 in the middle of a session returns to sign-in with the reason, and sign-in resumes there', async ({
  page,
  request,
}) => {
  await signIn(page, PERSONAS.operator.token);
  await expect(page.getByRole('table')).toBeVisible();
  // The token is refused from now on (e.g. revoked): the next request gets 401.
  await addFault(request, { path: '/v2/**', status: 401 });
  await page.getByRole('combobox', { name: 'Company' }).selectOption(COMPANIES.beta);
  await expect(page).toHaveURL(/\/login\?next=/);
  await expect(page.getByText(/session ended|session expired|token was refused/i)).toBeVisible();
  // The token, and the alerts database of this identity (its deletion is asynchronous).
  await expect.poll(() => page.evaluate(() => sessionStorage.length + localStorage.length)).toBe(0);
  // No unit of the old session is left on screen.
  await expect(page.getByRole('table')).toHaveCount(0);

  await clearFaults(request);
  await page.getByLabel('Access token').fill(PERSONAS.operator.token);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`company=${COMPANIES.beta}`));
  const units = await unitsOf(request, PERSONAS.operator.token, COMPANIES.beta);
  expect((await unitCounts(page)).total).toBe(units.length);
});

test('the sign-in page has no serious or critical accessibility violations', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByLabel('Access token')).toBeVisible();
  const results = await axe(page);
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});

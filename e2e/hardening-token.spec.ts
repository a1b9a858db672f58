import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { SHOWCASE, TOKENS } from '../server/simulator/fixtures';
import { TOKEN_KEY, signIn, trackPageErrors } from './support/session';
import { addFault, clearFaults } from './support/simulator';

// docs/decisions.md#sign-in: the bearer token is never in a URL, a log line, an error message, or
// localStorage unless the user ticked "Remember me".

const token = TOKENS.operator;

test.beforeEach(async ({ request }) => {
  await clearFaults(request);
});

async function storage(page: Page) {
  return page.evaluate(
    (key) => ({
      session: sessionStorage.getItem(key),
      local: localStorage.getItem(key),
      cookie: document.cookie,
      localAll: JSON.stringify(localStorage),
    }),
    TOKEN_KEY,
  );
}

/** Every page once, so each logs whatever it logs. */
async function tour(page: Page) {
  const unit = SHOWCASE.errors.guid;
  for (const url of [
    '/',
    `/equipment/${unit}`,
    `/equipment/${unit}/temperatures`,
    `/equipment/${unit}/logs`,
    '/errors',
  ]) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  }
}

test('the token never appears in a URL or a console line, even when requests fail', async ({
  page,
  request,
}) => {
  const urls: string[] = [];
  const consoleLines: string[] = [];
  page.on('request', (r) => urls.push(r.url()));
  page.on('framenavigated', (f) => urls.push(f.url()));
  page.on('console', (m) => consoleLines.push(m.text()));
  const errors = trackPageErrors(page);

  await signIn(page, token, `/equipment/${SHOWCASE.errors.guid}`);
  await tour(page);
  // Failures are what get logged: a broken catalog (warned), a broken list, then a 401.
  await addFault(request, { method: 'GET', path: '/v2/equipment/logs/error', status: 500 });
  await addFault(request, { method: 'GET', path: '/v2/equipment', body: 'schema-invalid-item' });
  await page.goto('/');
  await expect(page.getByText(/could not be read/)).toBeVisible();
  await clearFaults(request);
  await addFault(request, { method: 'GET', path: '/v2/equipment', status: 401 });
  await page.goto('/');
  await expect(page.getByLabel('Access token')).toBeVisible();

  expect(urls.length).toBeGreaterThan(10);
  expect(urls.filter((u) => u.includes(token))).toEqual([]);
  expect(consoleLines.length).toBeGreaterThan(0);
  expect(consoleLines.filter((l) => l.includes(token))).toEqual([]);
  expect(errors).toEqual([]);
});

test('the token never appears in an error message, even when the service echoes it', async ({
  page,
}) => {
  // A careless service that puts the token into its error text. Routed before signing in: the
  // alerts' fleet poll runs on every page and would otherwise load the fleet first.
  await page.route('**/api/v2/equipment?**', (route) =>
    route.fulfill({ status: 500, json: { message: `Token ${token} is not allowed here` } }),
  );
  await page.route('**/api/v2/equipment', (route) =>
    route.fulfill({ status: 500, json: { message: `Token ${token} is not allowed here` } }),
  );
  await signIn(page, token, '/errors');
  await page.getByRole('link', { name: 'Fleet', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Could not load the fleet' })).toBeVisible(
    { timeout: 15_000 },
  );
  expect(await page.locator('body').innerText()).not.toContain(token);

  // A refused token is not repeated back on the sign-in form either.
  await page.unrouteAll();
  const wrong = 'wrong-token-6f1c2d9e';
  await page.getByRole('button', { name: /^Account:/ }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.getByLabel('Access token').fill(wrong);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'That token was refused. Check it and try again.',
  );
  expect(await page.locator('body').innerText()).not.toContain(wrong);
});

test('without Remember me the token is only in sessionStorage; with it, in localStorage; sign-out clears both', async ({
  page,
}) => {
  await signIn(page, token);
  let s = await storage(page);
  expect(s.session).toBe(token);
  expect(s.local).toBeNull();
  expect(s.localAll).not.toContain(token);
  expect(s.cookie).not.toContain(token);

  await page.getByRole('button', { name: /^Account:/ }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.getByLabel('Access token').fill(token);
  await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('combobox', { name: 'Company' })).toBeVisible();
  s = await storage(page);
  expect(s.local).toBe(token);
  expect(s.session).toBeNull();

  await page.getByRole('button', { name: /^Account:/ }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByLabel('Access token')).toBeVisible();
  s = await storage(page);
  expect(s.local).toBeNull();
  expect(s.session).toBeNull();
  expect(s.localAll).not.toContain(token);
});

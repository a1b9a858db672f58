import { expect, test } from './fixtures';
import { axe } from './support/axe';
import { PERSONAS } from '../server/simulator/fixtures';
import { signIn } from './support/session';
import { addFault, clearFaults } from './support/simulator';

test.beforeEach(async ({ request }) => {
  await clearFaults(request);
});

test('the error catalog lists every error with id, description, critical flag and bit, and is searchable', async ({
  page,
}) => {
  await signIn(page, PERSONAS.support.token);
  await page.getByRole('link', { name: 'Error catalog' }).click();
  await expect(page.getByRole('heading', { name: 'Error catalog' })).toBeVisible();
  await expect(page.getByText(/^39 of 39 errors$/)).toBeVisible();
  // Not E<bit>: bit 40 is E37, bit 33 is E34, bit 34 is E33.
  const row40 = page.getByRole('row', { name: /Lease time expired/ });
  await expect(row40.getByRole('cell')).toHaveText([
    '40',
    'E37',
    'Lease time expired',
    'Not critical',
  ]);
  await expect(
    page.getByRole('row', { name: /Maximum temperature climate control/ }).getByRole('cell'),
  ).toHaveText(['33', 'E34', 'Maximum temperature climate control', 'Critical']);
  await expect(page.getByText('Showing the built-in catalog.')).toHaveCount(0);

  await page.getByLabel('Search').fill('lamps');
  await expect(page.getByText(/^\d+ of 39 errors$/)).toHaveText(/^[2-9] of 39 errors$/);
  for (const text of await page.locator('tbody tr td:nth-child(3)').allInnerTexts())
    expect(text.toLowerCase()).toContain('lamp');
  await expect(page).toHaveURL(/q=lamps/);

  await page.getByLabel('Search').fill('');
  await page.getByLabel('Critical only').check();
  const severities = await page.locator('tbody tr td:nth-child(4)').allInnerTexts();
  expect(severities.length).toBeGreaterThan(10);
  expect(new Set(severities)).toEqual(new Set(['Critical']));
});

test('when endpoint 13 fails the page says so and shows the built-in table', async ({
  page,
  request,
}) => {
  await addFault(request, { path: '/v2/equipment/logs/error', status: 500 });
  await signIn(page, PERSONAS.operator.token, '/errors');
  await expect(page.getByText('Showing the built-in catalog.')).toBeVisible();
  await expect(page.getByRole('row', { name: /Lease time expired/ })).toContainText('E37');
  await expect(page.getByText(/^39 of 39 errors$/)).toBeVisible();

  // Once the service answers again, Retry replaces the fallback with the service's catalog.
  await clearFaults(request);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText('Showing the built-in catalog.')).toHaveCount(0);
});

test('the catalog page has no serious or critical accessibility violations', async ({ page }) => {
  await signIn(page, PERSONAS.operator.token, '/errors');
  await expect(page.getByText(/of \d+ errors$/)).toBeVisible();
  const results = await axe(page);
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join('; ')})`),
  ).toEqual([]);
});

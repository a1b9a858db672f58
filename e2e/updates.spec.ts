import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { PERSONAS } from '../server/simulator/fixtures';
import { unitCounts } from './support/pages';
import { signIn, trackPageErrors } from './support/session';
import { addFault, apiGet, clearFaults } from './support/simulator';

const operator = PERSONAS.operator.token;

test.describe.configure({ timeout: 60_000 });

test.beforeEach(async ({ request }) => {
  await clearFaults(request);
});

const releasesTable = (page: Page) => page.getByRole('table', { name: 'Releases' });

interface Doc {
  controller?: { release?: { version?: unknown } };
}

/** Units per release as the simulator has them: the version, "Nothing installed" or "Unknown". */
async function simulatorReleases(request: Parameters<typeof apiGet>[0]) {
  const docs = await apiGet<Doc[]>(request, operator, '/v2/equipment?limit=5000');
  const counts = new Map<string, number>();
  for (const d of docs) {
    const v = d.controller?.release?.version;
    // The app reads a version that is not a string (a hostile document) as not reported.
    const key =
      v === null || (typeof v === 'string' && v.trim() === '')
        ? 'Nothing installed'
        : typeof v === 'string'
          ? v
          : 'Unknown';
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return { counts, total: docs.length };
}

test('the Releases table matches the simulator and a version opens the fleet list filtered to it', async ({
  page,
  request,
}) => {
  const errors = trackPageErrors(page);
  await signIn(page, operator);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Updates' })
    .click();
  await expect(page).toHaveURL(/\/updates/);
  const table = releasesTable(page);
  await expect(table.locator('tbody tr').first()).toBeVisible();

  const expected = await simulatorReleases(request);
  await expect(page.getByRole('status').filter({ hasText: /units$/ })).toHaveText(
    `${expected.total} units`,
  );
  const rows = await table.locator('tbody tr').evaluateAll((trs) =>
    trs.map((tr) => {
      const cells = tr.querySelectorAll('th, td');
      return [cells[0]?.textContent ?? '', Number(cells[1]?.textContent?.replace(/,/g, ''))];
    }),
  );
  expect(new Map(rows as [string, number][])).toEqual(expected.counts);
  // "All companies": each row says how its units are spread over the companies.
  await expect(table.getByRole('columnheader', { name: 'Per company' })).toBeVisible();

  const [version, count] = [...expected.counts].find(
    ([v]) => v !== 'Unknown' && v !== 'Nothing installed',
  )!;
  await table.getByRole('link', { name: version, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]release=${version.replace(/\./g, '\\.')}`));
  await expect.poll(async () => (await unitCounts(page)).shown).toBe(count);
  expect(errors).toEqual([]);
});

test('a failing fleet list shows an error with Retry, which brings the table', async ({
  page,
  request,
}) => {
  await signIn(page, operator);
  await addFault(request, { method: 'GET', path: '/v2/equipment', status: 500 });
  await page.goto('/updates');
  await expect(page.getByRole('alert')).toContainText('Could not load the fleet');
  await clearFaults(request);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(releasesTable(page)).toBeVisible();
});

test('/updates is axe clean', async ({ page }) => {
  await signIn(page, operator, '/updates');
  await page.goto('/updates');
  await expect(releasesTable(page).locator('tbody tr').first()).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});

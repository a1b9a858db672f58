import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { axe } from './support/axe';
import { COMPANIES, SHOWCASE, TEMPERATURES_LATEST, TOKENS } from '../server/simulator/fixtures';
import { openSignedIn } from './support/session';
import { apiGet, clearFaults, resetWorld } from './support/simulator';

// Axe on every page and dialog in both themes, and the main path by keyboard alone.

// Each test starts from a reset world, so the two long theme runs can go to different workers.
test.describe.configure({ mode: 'parallel' });

async function seriousViolations(page: Page, what: string): Promise<string[]> {
  const results = await axe(page);
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${what}: ${v.id} (${v.impact}) ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
}

test.beforeEach(async ({ request }) => {
  await resetWorld(request);
  await clearFaults(request);
});

for (const scheme of ['light', 'dark'] as const) {
  test(`axe: every page and dialog, ${scheme} theme`, async ({ page, request }) => {
    // ~20 full-page axe runs; one over the equipment page (usage grid, timeline, charts) takes
    // 10–13 s on a quiet 2-core machine.
    test.setTimeout(300_000);
    await page.emulateMedia({ colorScheme: scheme });
    const found: string[] = [];
    const unit = SHOWCASE.errors.guid;
    const temps = SHOWCASE.temperatures.guid;
    const [log] = await apiGet<{ _meta: { guid: string } }[]>(
      request,
      TOKENS.operator,
      `/v2/equipment/${unit}/logs?limit=1`,
    );

    await page.goto('/login');
    await expect(page.getByLabel('Access token')).toBeVisible();
    found.push(...(await seriousViolations(page, 'sign-in')));
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    found.push(...(await seriousViolations(page, 'sign-in with error')));

    const visit = async (name: string, url: string, ready: (p: Page) => Locator) => {
      await openSignedIn(page, TOKENS.operator, url);
      await expect(ready(page).first()).toBeVisible();
      found.push(...(await seriousViolations(page, name)));
    };
    const dialog = async (name: string, open: () => Promise<void>) => {
      await open();
      await expect(page.getByRole('dialog')).toBeVisible();
      found.push(...(await seriousViolations(page, name)));
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    };

    await visit('fleet', '/', (p) => p.getByRole('table').locator('tbody tr'));
    await page.getByRole('button', { name: /^Account:/ }).click();
    found.push(...(await seriousViolations(page, 'user menu')));
    await page.keyboard.press('Escape');
    await visit('fleet of one company', `/?company=${COMPANIES.alpha}`, (p) =>
      p.getByRole('table').locator('tbody tr'),
    );
    await dialog('company name dialog', () =>
      page.getByRole('button', { name: 'Name this company' }).click(),
    );

    await visit('equipment', `/equipment/${unit}`, (p) =>
      p.getByRole('region', { name: 'Active errors' }).getByRole('listitem'),
    );
    await dialog('edit dialog', () =>
      page.getByRole('button', { name: 'Edit information' }).click(),
    );
    await visit('equipment (resettable)', `/equipment/${SHOWCASE.resettable.guid}`, (p) =>
      p.getByRole('button', { name: 'Reset controller' }),
    );
    await dialog('reset dialog', () =>
      page.getByRole('button', { name: 'Reset controller' }).click(),
    );
    await dialog('update dialog', () => page.getByRole('button', { name: 'Start update' }).click());

    await visit('temperatures', `/equipment/${temps}/temperatures`, (p) =>
      p.getByRole('table', { name: 'Latest readings' }),
    );
    await dialog('temperature log dialog', () =>
      page
        .getByRole('table', { name: 'Latest readings' })
        .getByRole('button', { name: /°C$/ })
        .first()
        .click(),
    );
    await visit('logs', `/equipment/${unit}/logs`, (p) =>
      p.getByRole('table').locator('tbody tr a'),
    );
    await visit('log detail', `/equipment/${unit}/logs/${log!._meta.guid}`, (p) =>
      p.getByRole('button', { name: /Download JSON/ }),
    );
    await visit('error catalog', '/errors', (p) => p.getByRole('table').locator('tbody tr'));
    await visit('not found', '/no/such/page', (p) => p.getByRole('heading', { level: 1 }));

    expect(found).toEqual([]);
  });
}

/** Presses Tab until `target` has the focus; fails if it is not reachable by keyboard. */
async function tabTo(page: Page, target: Locator, max = 60): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('keyboard only: sign in, filter the fleet, open a unit, open the reset dialog', async ({
  page,
}) => {
  const unit = SHOWCASE.resettable;
  await page.goto('/');
  await tabTo(page, page.getByLabel('Access token'));
  await page.keyboard.type(TOKENS.operator);
  await tabTo(page, page.getByRole('button', { name: 'Sign in' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('combobox', { name: 'Company' })).toBeVisible();

  await tabTo(page, page.getByLabel('Search'));
  await page.keyboard.type(unit.serial);
  await expect(page.getByRole('status').filter({ hasText: / units$/ })).toHaveText(/^1 of/);
  const link = page
    .getByRole('table')
    .getByRole('link', { name: new RegExp(unit.serial) })
    .first();
  await tabTo(page, link);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: unit.alias })).toBeVisible();

  const reset = page.getByRole('button', { name: 'Reset controller' });
  await expect(reset).toBeEnabled();
  await tabTo(page, reset);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Reset controller?' });
  await expect(dialog).toBeVisible();
  // Focus moves into the dialog, and Escape closes it without sending anything.
  await expect(dialog.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(reset).toBeFocused();
});

test('charts have their table alternative: every drawn sensor is a row of "Latest readings"', async ({
  page,
}) => {
  await openSignedIn(
    page,
    TOKENS.operator,
    `/equipment/${SHOWCASE.temperatures.guid}/temperatures`,
  );
  const table = page.getByRole('table', { name: 'Latest readings' });
  await expect(table).toBeVisible();
  const charts = page.locator('figure');
  await expect(charts.first()).toBeVisible();
  // Each chart names the table that carries the same data as text.
  for (const chart of await charts.all()) {
    await expect(chart.locator('[aria-label*="Latest readings table"]').first()).toBeAttached();
  }
  // The table has one row per sensor of the latest log, each with its value in °C as text.
  const sensors = Object.keys(TEMPERATURES_LATEST);
  await expect(table.locator('tbody tr')).toHaveCount(sensors.length);
  await expect(table.getByRole('row', { name: /NTC1\b/ }).first()).toContainText('25.3 °C');
});

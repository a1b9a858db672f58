import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { axe } from './support/axe';
import { PERSONAS, SHOWCASE, SHOWCASE_STATES } from '../server/simulator/fixtures';
import { hasLocation } from '../src/domain/fleet/sites.ts';
import { renderedSerials, unitCounts } from './support/pages';
import { signIn, trackPageErrors } from './support/session';
import { clearFaults, unitsOf } from './support/simulator';

const owner = PERSONAS.owner.token;
const operator = PERSONAS.operator.token;

// The map route loads its own chunk and the basemap; give a busy machine room.
test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ request }) => {
  await clearFaults(request);
});

const sitesTable = (page: Page) => page.getByRole('table', { name: 'Sites' });
const map = (page: Page) => page.getByRole('region', { name: 'Fleet map' });
const zoomOf = async (region: Locator) => Number(await region.getAttribute('data-zoom'));
const centerOf = async (region: Locator) =>
  (await region.getAttribute('data-center'))!.split(',').map(Number) as [number, number];

async function siteRows(page: Page) {
  await expect(sitesTable(page).locator('tbody tr').first()).toBeVisible();
  return sitesTable(page)
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((r) => {
        const cells = r.querySelectorAll('th, td');
        return {
          name: r.querySelector('th button')?.textContent ?? '',
          units: Number(cells[2]?.textContent),
          worst: cells[3]?.querySelector('[data-health]')?.getAttribute('data-health'),
          critical: Number(cells[4]?.textContent),
        };
      }),
    );
}

test('the owner sees their salons with unit counts and worst health, and the units without location', async ({
  page,
  request,
}) => {
  const errors = trackPageErrors(page);
  // Nothing leaves the origin while the map is open: no tiles, fonts or analytics.
  const requested: string[] = [];
  page.on('request', (r) => requested.push(r.url()));
  await signIn(page, owner);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Map' }).click();
  await expect(page).toHaveURL(/\/map/);
  await expect(map(page)).toBeVisible();

  const rows = await siteRows(page);
  const origin = new URL(page.url()).origin;
  expect(rows).toHaveLength(3);
  expect(rows[0]).toEqual({
    name: 'Zonnestudio De Zon, Oudegracht 112',
    units: 2,
    worst: 'fault',
    critical: 1,
  });
  expect(rows).toContainEqual({
    name: 'Zonnestudio De Zon, Langestraat 40',
    units: 2,
    worst: 'ok',
    critical: 0,
  });
  expect(rows).toContainEqual(
    expect.objectContaining({ name: 'Zonnestudio De Zon, Grote Markt 9', units: 1 }),
  );

  // Sortable by any column; the sort is kept in the URL (a reload keeps it).
  const nameHeader = sitesTable(page).getByRole('columnheader', { name: 'Site' });
  await nameHeader.getByRole('button').click();
  await expect(page).toHaveURL(/[?&]sites=name\b/);
  await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
  const byName = [
    'Zonnestudio De Zon, Grote Markt 9',
    'Zonnestudio De Zon, Langestraat 40',
    'Zonnestudio De Zon, Oudegracht 112',
  ];
  expect((await siteRows(page)).map((r) => r.name)).toEqual(byName);
  await nameHeader.getByRole('button').click();
  await expect(page).toHaveURL(/[?&]sites=-name\b/);
  await page.reload();
  await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
  expect((await siteRows(page)).map((r) => r.name)).toEqual([...byName].reverse());

  // A row focuses the map on the site and opens its units.
  await sitesTable(page)
    .getByRole('button', { name: 'Zonnestudio De Zon, Oudegracht 112' })
    .click();
  const popover = page.getByRole('region', { name: 'Zonnestudio De Zon, Oudegracht 112' });
  await expect(popover.getByRole('link', { name: SHOWCASE.errors.serial })).toBeVisible();
  await expect(popover.getByRole('link', { name: SHOWCASE_STATES.cleaning.serial })).toBeVisible();
  await expect(popover.locator('[data-state="controller-error"]')).toBeVisible();
  await expect
    .poll(async () => {
      const [lng, lat] = await centerOf(map(page));
      return Math.abs(lng - 5.12) < 0.5 && Math.abs(lat - 52.09) < 0.1;
    })
    .toBe(true);

  // "Units without location" lands on the fleet list showing exactly those units.
  const expected = (await unitsOf(request, owner))
    .filter((u) => !hasLocation((u as { location?: unknown }).location))
    .map((u) => u.serial);
  expect(expected).toHaveLength(1);
  await page.getByRole('link', { name: 'Units without location: 1' }).click();
  await expect(page).toHaveURL(/location=none/);
  await expect(page.getByLabel('Without location')).toBeChecked();
  expect((await unitCounts(page)).shown).toBe(1);
  expect(await renderedSerials(page)).toEqual(expected);

  expect(requested.length).toBeGreaterThan(0);
  expect(requested.filter((u) => !u.startsWith('data:') && new URL(u).origin !== origin)).toEqual(
    [],
  );
  expect(errors).toEqual([]);
});

test('a filter in the URL narrows the map and the sites table, and the list links back', async ({
  page,
}) => {
  await signIn(page, operator, '/map');
  await expect(map(page)).toBeVisible({ timeout: 30_000 });
  const status = page.getByText(/sites · [\d,]+ units on the map/);
  const all = Number((await status.innerText()).replace(/,/g, '').match(/(\d+) units/)![1]);

  await page.goto('/map?country=BE');
  // A full load again (fleet worker, list): as long as the first one may take.
  await expect(page.getByLabel('Country')).toHaveValue('BE', { timeout: 30_000 });
  const places = await sitesTable(page).locator('tbody tr td:nth-child(2)').allInnerTexts();
  expect(places.length).toBeGreaterThan(0);
  for (const p of places) expect(p).toMatch(/, BE$/);
  const be = Number((await status.innerText()).replace(/,/g, '').match(/(\d+) units/)![1]);
  expect(be).toBeGreaterThan(0);
  expect(be).toBeLessThan(all);
  // The map fits the filtered fleet: its centre moves into Belgium.
  await expect
    .poll(async () => {
      const [lng, lat] = await centerOf(map(page));
      return lng > 2.5 && lng < 6.5 && lat > 49.5 && lat < 51.6;
    })
    .toBe(true);

  const without = page.getByRole('link', { name: /^Units without location: / });
  const unlocated = (await without.isVisible())
    ? Number((await without.innerText()).replace(/\D/g, ''))
    : 0;
  await page.getByRole('link', { name: 'Show these units in the fleet list' }).click();
  await expect(page).toHaveURL(/\/\?country=BE/);
  await expect(page.getByLabel('Country')).toHaveValue('BE');
  await expect.poll(async () => (await unitCounts(page)).shown).toBe(be + unlocated);
  // …and the list links to the map with the same filters.
  await page.getByRole('link', { name: 'Show on map' }).click();
  await expect(page).toHaveURL(/\/map\?country=BE/);
  await expect(page.getByLabel('Country')).toHaveValue('BE');
});

test('a cluster click zooms in; keys and buttons pan and zoom; axe finds nothing serious', async ({
  page,
}) => {
  await signIn(page, operator, '/map');
  const region = map(page);
  await expect(region).toHaveAttribute('data-clusters', /\[\d+,\d+,\d+\]/, { timeout: 30_000 });
  const before = await zoomOf(region);
  const [first] = JSON.parse((await region.getAttribute('data-clusters'))!) as [number, number][];
  await region.locator('canvas').click({ position: { x: first![0], y: first![1] } });
  await expect.poll(() => zoomOf(region)).toBeGreaterThan(before);

  await region.focus();
  const z = await zoomOf(region);
  await page.keyboard.press('+');
  await expect.poll(() => zoomOf(region)).toBeCloseTo(z + 1, 1);
  await page.keyboard.press('-');
  await expect.poll(() => zoomOf(region)).toBeCloseTo(z, 1);
  const [lng] = await centerOf(region);
  await page.keyboard.press('ArrowRight');
  await expect.poll(async () => (await centerOf(region))[0]).toBeGreaterThan(lng);
  await page.getByRole('button', { name: 'Zoom out' }).click();
  await expect.poll(() => zoomOf(region)).toBeCloseTo(z - 1, 1);

  const results = await axe(page);
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});

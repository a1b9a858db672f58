import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { COMPANIES, PERSONAS, SHOWCASE } from '../server/simulator/fixtures';
import { startEngineServer, type EngineServer } from './support/engine-server';
import { openSignedIn } from './support/session';
import { ADMIN_HEADERS } from './support/simulator';

// docs/decisions.md#work-orders: a due counter → Create work order → the counter is reset (a
// part change) → the server closes the order by itself and the logbook says so; an owner's
// measurement typed in Dutch reaches the printed logbook; no other company's orders or logbook.

test.describe.configure({ mode: 'serial', timeout: 180_000 });
const soon = expect.configure({ timeout: 30_000 });

const unit = SHOWCASE.states.cleaning; // gamma, lamps at 90 %: Due soon
const foreign = SHOWCASE.states['controller-powerup']; // alpha only
const owner = PERSONAS.owner.token;
let server: EngineServer;

test.beforeAll(async () => {
  test.setTimeout(150_000); // npm start builds nothing (E2E_DIST) but starts tsx, the engine, PGlite
  server = await startEngineServer({ slot: 5, pollIntervalMs: 1000 });
});
test.afterAll(async () => {
  await server?.stop();
});

async function open(browser: Browser, url: string, locale = 'en-GB'): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url, locale });
  const page = await context.newPage();
  await openSignedIn(page, owner, url);
  return page;
}

const violations = async (page: Page, include?: string) => {
  const builder = new AxeBuilder({ page }).setLegacyMode();
  return (await (include ? builder.include(include) : builder).analyze()).violations;
};

test('a due counter becomes a work order that the server closes when the lamps are changed', async ({
  browser,
}) => {
  const page = await open(browser, `/service?company=${COMPANIES.gamma}`);
  await soon(
    page.getByRole('button', { name: `Create work order for ${unit.serial}` }).first(),
  ).toBeVisible();
  await page
    .getByRole('button', { name: `Create work order for ${unit.serial}` })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Create work order' });
  await expect(dialog.getByLabel('Unit (serial)')).toHaveValue(unit.serial);
  await expect(dialog.getByRole('checkbox', { name: 'Lamps', exact: true })).toBeChecked();
  await dialog.getByLabel('State').selectOption({ label: 'Scheduled' });
  await dialog.getByLabel('Assignee (name or e-mail)').fill('Tom Technician');
  await dialog.getByRole('button', { name: 'Save work order' }).click();
  await expect(dialog).toBeHidden();

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Work orders' })
    .click();
  const row = page
    .getByRole('table', { name: 'Work orders' })
    .getByRole('row')
    .filter({ hasText: unit.serial });
  await soon(row).toContainText('Scheduled');
  await expect(row).toContainText('Tom Technician');
  expect(await violations(page)).toEqual([]);

  // The lamps are changed: the simulator's counter restarts at 0; the engine sees the reset.
  const changed = await fetch(`${server.url}api/__admin/units/${unit.guid}/part-change`, {
    method: 'POST',
    headers: { ...ADMIN_HEADERS, 'Content-Type': 'application/json' },
    body: JSON.stringify({ type: 'lamps' }),
  });
  expect(changed.status).toBe(201);
  await page.getByLabel('State').selectOption({ label: 'All' });
  await soon(row).toContainText('Done: counter reset seen');

  await row.getByRole('link').click();
  const logbook = page.getByRole('region', { name: 'Logbook' });
  await soon(logbook.getByRole('row').filter({ hasText: 'Part change seen' })).toContainText(
    'Lamps',
  );
  await expect(logbook.getByRole('row').filter({ hasText: 'Work order closed' })).toContainText(
    'counter reset seen',
  );
  expect(await violations(page, '.logbook-panel')).toEqual([]);
});

test('an owner adds a measurement in Dutch and finds it in the printed logbook', async ({
  browser,
}) => {
  const page = await open(browser, `/equipment/${unit.guid}?company=${COMPANIES.gamma}`, 'nl-NL');
  await soon(page.getByRole('button', { name: 'Regel toevoegen' })).toBeVisible();
  await page.getByRole('button', { name: 'Regel toevoegen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Regel toevoegen aan het logboek' });
  await dialog.getByLabel('Soort regel').selectOption({ label: 'Meting UV-bestralingssterkte' });
  const irradiance = dialog.getByLabel('Bestralingssterkte (W/m²)');
  await irradiance.fill('veel');
  await dialog.getByLabel('Meetinstrument').fill('UV-meter X2');
  await dialog.getByLabel('Gemeten door').fill('Oscar');
  await dialog.getByRole('button', { name: 'Regel opslaan' }).click();
  await expect(irradiance).toHaveAccessibleDescription('Geen getal. Typ het zoals 0,25.');
  await expect(dialog.getByLabel('Meetinstrument')).toHaveValue('UV-meter X2');
  await irradiance.fill('3,0');
  await expect(dialog.getByText('3 W/m² is boven de grens van 0,3 W/m²')).toBeVisible();
  await dialog.getByRole('button', { name: 'Regel opslaan' }).click();
  await expect(dialog).toBeHidden();
  const logbook = page.getByRole('region', { name: 'Logboek' });
  await soon(logbook.getByRole('row').filter({ hasText: 'UV-meter X2' })).toContainText(
    'Boven 0,3 W/m²',
  );

  await logbook.getByRole('link', { name: 'Logboek afdrukken' }).click();
  await page.emulateMedia({ media: 'print' });
  const sheet = page.locator('article.logbook-print');
  await soon(sheet.getByRole('heading', { level: 1 })).toContainText('Logboek van');
  await expect(sheet).toContainText(unit.serial);
  await expect(sheet).toContainText('3 W/m², meetinstrument UV-meter X2, gemeten door Oscar');
  await expect(sheet).toContainText('Onderdeel vervangen (teller)');
  await expect(page.getByRole('button', { name: 'Afdrukken' })).toBeHidden();
  // Chromium prints it (the PDF's text is compressed glyphs: the DOM above is what it holds).
  expect((await page.pdf({ format: 'A4' })).byteLength).toBeGreaterThan(1000);
  // axe on screen: in print everything but the sheet is hidden, the main landmark with it.
  await page.emulateMedia({ media: 'screen' });
  expect(await violations(page)).toEqual([]);
});

test('an owner cannot read another company’s work orders or logbook', async ({ browser }) => {
  const get = (path: string) =>
    fetch(`${server.url}engine/v1${path}`, { headers: { Authorization: `Bearer ${owner}` } });
  expect((await get(`/units/${foreign.guid}/logbook`)).status).toBe(403);
  expect((await get(`/work-orders?company=${COMPANIES.alpha}`)).status).toBe(403);
  const mine = (await (await get('/work-orders')).json()) as {
    workOrders: { companyGuids: string[] }[];
  };
  for (const o of mine.workOrders) expect(o.companyGuids).toContain(COMPANIES.gamma);
  const page = await open(browser, `/equipment/${foreign.guid}/logbook`);
  await soon(page.getByText('Could not load the logbook')).toBeVisible();
  await expect(page.getByRole('heading', { name: /Logbook of/ })).toHaveCount(0);
});

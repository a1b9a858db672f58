import AxeBuilder from '@axe-core/playwright';
import QRCode from 'qrcode';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { COMPANIES, PERSONAS, SHOWCASE } from '../server/simulator/fixtures';
import { ENGINE_SERVER_LOCK, startEngineServer, type EngineServer } from './support/engine-server';
import { openSignedIn } from './support/session';
import { ADMIN_HEADERS } from './support/simulator';
import { renderedSerials } from './support/pages';
import { pdfText, squash } from './support/pdf-text';
import { QR_OPTIONS } from '../src/domain/work-orders/label-qr';

// docs/decisions.md#work-orders: a due counter → Create work order → the counter is reset (a
// part change) → the server closes the order by itself and the logbook says so; an owner's
// measurement typed in Dutch reaches the printed logbook; no other company's orders or logbook.

test.describe.configure({ mode: 'serial', timeout: 180_000, lock: ENGINE_SERVER_LOCK });
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

/** The engine's API as the owner. */
const call = (method: string, path: string, body?: unknown) =>
  fetch(`${server.url}engine/v1${path}`, {
    method,
    headers: { Authorization: `Bearer ${owner}`, 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

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

/** Adds one logbook entry through the Dutch dialog: its kind, then each field by label. */
async function addEntry(page: Page, kind: string, fields: [string, string][]) {
  await page.getByRole('button', { name: 'Regel toevoegen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Regel toevoegen aan het logboek' });
  await dialog.getByLabel('Soort regel').selectOption({ label: kind });
  for (const [label, value] of fields) {
    const field = dialog.getByLabel(label, { exact: true });
    if ((await field.evaluate((e) => e.tagName)) === 'SELECT') await field.selectOption(value);
    else await field.fill(value);
  }
  await dialog.getByRole('button', { name: 'Regel opslaan' }).click();
  await expect(dialog).toBeHidden();
}

test('an owner adds a measurement in Dutch and finds it in the printed logbook (Chromium’s PDF)', async ({
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
  await irradiance.fill('0,35');
  await expect(dialog.getByText('0,35 W/m² is boven de grens van 0,3 W/m²')).toBeVisible();
  await dialog.getByRole('button', { name: 'Regel opslaan' }).click();
  await expect(dialog).toBeHidden();
  const logbook = page.getByRole('region', { name: 'Logboek' });
  await soon(logbook.getByRole('row').filter({ hasText: 'UV-meter X2' })).toContainText(
    'Boven 0,3 W/m²',
  );
  await addEntry(page, 'Lampen vervangen', [
    ['Lamptype of code', 'Cosmedico R 160W'],
    ['Aantal lampen', '24'],
  ]);
  await addEntry(page, 'UV-type', [['UV-type (1–4)', '3']]);
  await soon(logbook.getByRole('row').filter({ hasText: 'Cosmedico R 160W' })).toBeVisible();

  await logbook.getByRole('link', { name: 'Logboek afdrukken' }).click();
  const sheet = page.locator('article.logbook-print');
  await soon(sheet.getByRole('heading', { level: 1 })).toContainText('Logboek van');
  // axe on screen: in print everything but the sheet is hidden, the main landmark with it.
  expect(await violations(page)).toEqual([]);
  // What an inspector gets: Chromium's PDF of the print view, its text read back by pdf.js.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Afdrukken' })).toBeHidden();
  const text = squash(await pdfText(await page.pdf({ format: 'A4' })));
  const book = (await (
    await fetch(`${server.url}engine/v1/units/${unit.guid}/logbook`, {
      headers: { Authorization: `Bearer ${owner}` },
    })
  ).json()) as { unit: { siteName: string | null; alias: string | null } };
  for (const expected of [
    `Logboek van ${book.unit.alias || unit.serial}`,
    `Serienummer${unit.serial}`,
    `Salon${book.unit.siteName ?? '—'}`,
    'UV-type3',
    'Meting UV-bestralingssterkte',
    '0,35 W/m², meetinstrument UV-meter X2, gemeten door Oscar',
    'Boven 0,3 W/m²',
    'Lampen vervangen24 lampen, type Cosmedico R 160W',
    'Onderdeel vervangen (teller)Lampen: teller op nul gezet',
    'Werkorder gesloten',
  ])
    expect(text).toContain(squash(expected));
  // Nothing of the screen around the sheet is on paper.
  expect(text).not.toContain(squash('Terug naar het apparaat'));
  await page.emulateMedia({ media: 'screen' });
});

test('an overdue work order fires on /alerts, is acknowledged there and resolves when cancelled', async ({
  browser,
}) => {
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  const created = await call('POST', '/work-orders', {
    unitGuid: unit.guid,
    parts: [{ part: 'filters', count: 1 }],
    dueDate: yesterday,
    state: 'scheduled',
  });
  expect(created.status).toBe(201);
  const { workOrder } = (await created.json()) as { workOrder: { id: number } };

  const page = await open(browser, `/alerts?company=${COMPANIES.gamma}`);
  const row = page
    .getByRole('table', { name: 'Firing alerts' })
    .getByRole('row')
    .filter({ hasText: 'Work order overdue' })
    .filter({ hasText: `work order ${workOrder.id} was due on` });
  await soon(row).toContainText(unit.serial);
  await row.getByRole('button', { name: 'Acknowledge' }).click();
  await soon(row).toContainText('Acknowledged by');
  expect(await violations(page)).toEqual([]);

  const cancelled = await call('PATCH', `/work-orders/${workOrder.id}`, {
    state: 'cancelled',
    reason: 'filters were changed last week',
  });
  expect(cancelled.status).toBe(200);
  await soon(row).toHaveCount(0);
});

test('the fleet page prints QR labels of exactly its filtered units, each opening its unit', async ({
  browser,
}) => {
  const page = await open(browser, `/?company=${COMPANIES.gamma}&q=Showcase`);
  await soon(page.locator('[data-fleet-complete="true"]')).toBeVisible();
  const serials = (await renderedSerials(page)).sort();
  expect(serials.length).toBeGreaterThan(1);
  await page.getByRole('link', { name: 'Print QR labels' }).click();
  await expect(page).toHaveURL(/\/work-orders\/labels\?.*q=Showcase/);
  const labels = page.getByRole('list', { name: 'QR labels' }).getByRole('listitem');
  await soon(labels).toHaveCount(serials.length);
  expect((await labels.locator('strong').allInnerTexts()).sort()).toEqual(serials);
  expect(await violations(page)).toEqual([]);

  // Each QR code holds its unit's page: the same SVG as qrcode draws for the expected URL.
  const mine = labels.filter({ hasText: unit.serial });
  const expectedUrl = `${server.url}equipment/${unit.guid}?company=${COMPANIES.gamma}`;
  await expect(mine).toHaveAttribute('data-url', expectedUrl);
  for (const label of await labels.all()) {
    const url = await label.getAttribute('data-url');
    const src = await label.getByRole('img').getAttribute('src');
    const svg = decodeURIComponent(src!.replace(/^data:image\/svg\+xml;charset=utf-8,/, ''));
    expect(svg).toBe(await QRCode.toString(url!, QR_OPTIONS));
    expect(url).toMatch(new RegExp(`/equipment/[^/?]+\\?company=${COMPANIES.gamma}$`));
  }
  // For a front desk the codes open the salon board instead.
  await page.getByLabel('QR codes open').selectOption({ label: 'The salon board' });
  await expect(mine).toHaveAttribute(
    'data-url',
    `${server.url}board?company=${COMPANIES.gamma}#unit-${unit.guid}`,
  );
  const board = await browser.newContext({ baseURL: server.url });
  const front = await board.newPage();
  await openSignedIn(front, owner, (await mine.getAttribute('data-url'))!);
  // The board opens on that unit's card: in view, its link focused for the keyboard.
  const card = front.getByRole('article', { name: unit.alias || unit.serial });
  await soon(card).toBeInViewport();
  await expect(card.getByRole('link')).toBeFocused();
});

test('the work-order list and the labels sheet in German: named in German, axe clean', async ({
  browser,
}) => {
  // Its own order, so the list has a row whatever ran before.
  const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  const created = await call('POST', '/work-orders', {
    unitGuid: unit.guid,
    parts: [{ part: 'acrylics', count: 1 }],
    dueDate: inAWeek,
    state: 'open',
  });
  expect(created.status).toBe(201);
  const page = await open(browser, `/work-orders?company=${COMPANIES.gamma}&state=all`, 'de-DE');
  await soon(page.getByRole('heading', { name: 'Arbeitsaufträge', level: 1 })).toBeVisible();
  await soon(page.getByRole('table', { name: 'Arbeitsaufträge' })).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await page.getByRole('link', { name: 'QR-Etiketten drucken' }).click();
  await expect(page.getByLabel('QR-Codes öffnen')).toHaveValue('unit');
  await soon(
    page.getByRole('list', { name: 'QR-Etiketten' }).getByRole('listitem').first(),
  ).toBeVisible();
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

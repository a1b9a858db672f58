import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { axe } from './support/axe';
import { PERSONAS, SHOWCASE } from '../server/simulator/fixtures';
import { unitCounts } from './support/pages';
import { signIn, trackPageErrors } from './support/session';

// docs/decisions.md#languages: English, Nederlands, Deutsch; the first choice follows the browser,
// the Language select changes it, the choice is kept and <html lang> follows.
const operator = PERSONAS.operator.token;

const html = (page: Page) => page.locator('html');
const fleetLoaded = (page: Page) => page.locator('[data-fleet-complete="true"]');

/** Picks a language in the account menu; `label` is the select's label in the current language. */
async function chooseLanguage(page: Page, label: string, language: string) {
  await page.getByRole('button', { name: /^(Account|Konto): / }).click();
  await page.getByLabel(label).selectOption({ label: language });
}

/** The summary tiles say "1 apparaat" / "3 apparaten" (or Gerät / Geräte) from their own count. */
async function expectTilePlurals(page: Page, region: string, one: string, other: string) {
  const tiles = page.getByRole('region', { name: region }).getByRole('button');
  const count = await tiles.count();
  expect(count).toBeGreaterThan(5);
  for (let i = 0; i < count; i++) {
    const tile = tiles.nth(i);
    const n = Number((await tile.locator('span').last().innerText()).replace(/\D/g, ''));
    await expect(tile).toHaveAccessibleName(new RegExp(`: ${n} ${n === 1 ? one : other}$`));
  }
}

test('switching to Nederlands and Deutsch changes the fleet page and <html lang>, kept after reload', async ({
  page,
}) => {
  const errors = trackPageErrors(page);
  await signIn(page, operator);
  await expect(fleetLoaded(page)).toBeVisible();
  const { total } = await unitCounts(page);
  await expect(html(page)).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Fleet' })).toBeVisible();

  await chooseLanguage(page, 'Language', 'Nederlands');
  await expect(html(page)).toHaveAttribute('lang', 'nl');
  await expect(page.getByRole('heading', { level: 1, name: 'Apparaten' })).toBeVisible();
  const nl = new Intl.NumberFormat('nl').format(total);
  await expect(page.getByText(`${nl} van ${nl} apparaten`, { exact: true })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Hoofdmenu' })).toContainText('Foutcodes');
  await expect(page.getByLabel('Zoeken')).toHaveAttribute(
    'placeholder',
    'Serienummer, naam, model of plaats',
  );
  await expect(page.getByRole('columnheader', { name: 'Laatst gezien' })).toBeVisible();
  await expect(page.getByText(/in de afgelopen 10 minuten/)).toBeVisible();
  await expectTilePlurals(page, 'Toestand van de apparaten', 'apparaat', 'apparaten');
  // Dates in Dutch order: "25-11-2026, 19:40:12 UTC" (English: "2026-11-25 19:40:12 UTC").
  await expect(page.locator('tbody [title^="Online: laatste melding"]').first()).toHaveAttribute(
    'title',
    /^Online: laatste melding \d{2}-\d{2}-\d{4}, \d{2}:\d{2}:\d{2} /,
  );

  await page.reload();
  await expect(fleetLoaded(page)).toBeVisible();
  await expect(html(page)).toHaveAttribute('lang', 'nl');
  await expect(page.getByRole('heading', { level: 1, name: 'Apparaten' })).toBeVisible();

  await chooseLanguage(page, 'Taal', 'Deutsch');
  await expect(html(page)).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1, name: 'Geräte' })).toBeVisible();
  const de = new Intl.NumberFormat('de').format(total);
  await expect(page.getByText(`${de} von ${de} Geräten`, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Filter zurücksetzen' })).toBeVisible();
  await expectTilePlurals(page, 'Zustand der Geräte', 'Gerät', 'Geräte');
  await expect(page.locator('tbody [title^="Online: letzte Meldung"]').first()).toHaveAttribute(
    'title',
    /^Online: letzte Meldung \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}:\d{2} /,
  );

  await page.reload();
  await expect(fleetLoaded(page)).toBeVisible();
  await expect(html(page)).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1, name: 'Geräte' })).toBeVisible();
  expect(errors).toEqual([]);
});

test.describe('a browser that prefers German', () => {
  test.use({ locale: 'de-DE' });

  test('opens in German, signs in in German, and English is one choice away', async ({ page }) => {
    const errors = trackPageErrors(page);
    await page.goto('/login');
    await expect(html(page)).toHaveAttribute('lang', 'de');
    await expect(page.getByLabel('Sprache')).toHaveValue('de');
    await page.getByLabel('Zugangstoken').fill(operator);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Geräte' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Fehlercodes' })).toBeVisible();

    await chooseLanguage(page, 'Sprache', 'English');
    await expect(html(page)).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: 'Fleet' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Fleet' })).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test.describe('a browser that prefers Dutch', () => {
  test.use({ locale: 'nl-NL' });

  test('the fleet page in Dutch has no serious or critical accessibility violations', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByLabel('Toegangstoken').fill(operator);
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await expect(fleetLoaded(page)).toBeVisible();
    await expect(html(page)).toHaveAttribute('lang', 'nl');
    await expect(page.getByRole('heading', { level: 1, name: 'Apparaten' })).toBeVisible();
    const results = await axe(page);
    const serious = results.violations.filter(
      (v) => v.impact === 'serious' || v.impact === 'critical',
    );
    expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});

test.describe('words the domain used to build in English, in Dutch', () => {
  test.use({ locale: 'nl-NL' });
  // The service board loads every unit's readings for its forecasts: slower than the fleet page.
  test.describe.configure({ timeout: 120_000 });

  test('counter names, forecast days and unnamed companies on the service board and unit page', async ({
    page,
  }) => {
    const errors = trackPageErrors(page);
    await page.goto('/login');
    await page.getByLabel('Toegangstoken').fill(operator);
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await expect(fleetLoaded(page)).toBeVisible();
    // A company nobody named yet: "Bedrijf 3f6c2a1e…", not "Company …".
    const companies = page.getByRole('combobox', { name: 'Bedrijf' }).locator('option');
    await expect(companies.filter({ hasText: /^Bedrijf [0-9a-f]{8}…$/ }).first()).toBeAttached();
    await expect(companies.filter({ hasText: /^Company / })).toHaveCount(0);

    await page
      .getByRole('navigation', { name: 'Hoofdmenu' })
      .getByRole('link', { name: 'Onderhoud' })
      .click();
    const board = page.getByRole('table', { name: /Servicetellers afgezet tegen hun limieten/ });
    await expect(board).toBeVisible({ timeout: 30_000 });
    const types = page.getByRole('combobox', { name: 'Teller' }).locator('option');
    await expect(types.filter({ hasText: /^Lampen$/ })).toHaveCount(1);
    await expect(types.filter({ hasText: /^Klimaatfilter$/ })).toHaveCount(1);
    await expect(types.filter({ hasText: /lamps|Lamps|Climate/ })).toHaveCount(0);
    // The select lists the names in Dutch order.
    const names = (await types.allInnerTexts()).slice(1);
    expect(names).toEqual([...names].sort(new Intl.Collator('nl').compare));

    // Sorted by Teller: the names on screen in Dutch order.
    await board.getByRole('button', { name: /Teller/ }).click();
    await expect(page).toHaveURL(/sort=type/);
    await expect
      .poll(async () => {
        const cells = await board.locator('tbody tr td:nth-child(3)').allInnerTexts();
        return (
          cells.length > 0 &&
          cells.join() === [...cells].sort(new Intl.Collator('nl').compare).join()
        );
      })
      .toBe(true);
    const firstCells = await board.locator('tbody tr td:nth-child(3)').allInnerTexts();
    expect(firstCells[0]).toBe('Gezichtsbruinerlampen');

    // Forecast days in Dutch order once the rows in view have their readings.
    await expect
      .poll(
        async () => (await board.locator('tbody tr td:nth-child(7)').allInnerTexts()).join(' '),
        {
          timeout: 30_000,
        },
      )
      .toMatch(/\b\d{2}-\d{2}-\d{4}\b/);
    const forecasts = (await board.locator('tbody tr td:nth-child(7)').allInnerTexts()).join(' ');
    expect(forecasts).not.toMatch(/\d{4}-\d{2}-\d{2}/);

    await page.goto(`/equipment/${SHOWCASE.shared.guid}`);
    const counters = page.getByRole('region', { name: 'Onderhoudstellers' });
    await expect(counters.getByRole('rowheader', { name: 'Bedrijfsuren' })).toBeVisible();
    await expect(counters.getByRole('rowheader', { name: 'Lampen' })).toBeVisible();
    await expect(counters.getByRole('progressbar', { name: /Lampen/ })).toBeVisible();
    expect(errors).toEqual([]);
  });
});

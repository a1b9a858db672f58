import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { PERSONAS } from '../server/simulator/fixtures';
import { axe } from './support/axe';
import { signIn, trackPageErrors } from './support/session';

// On a phone the Main nav is one menu button: the header stays one row high above every page.
test.use({ viewport: { width: 390, height: 844 } });

const header = (page: Page) => page.getByRole('banner');
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const menuButton = (page: Page) => mainNav(page).getByRole('button', { name: 'Menu' });

/** One row: no taller than its tallest control plus the header's padding and border. */
async function expectOneRow(page: Page) {
  const row = await header(page).boundingBox();
  const button = await menuButton(page).boundingBox();
  expect(row && button).toBeTruthy();
  test.info().annotations.push({ type: 'header height (px)', description: String(row!.height) });
  expect(row!.height).toBeLessThanOrEqual(button!.height + 24);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

test('on a 390 px phone the header is one row and the menu opens the pages', async ({ page }) => {
  const errors = trackPageErrors(page);
  await signIn(page, PERSONAS.operator.token);
  await expect(page.getByRole('heading', { level: 1, name: 'Fleet' })).toBeVisible();
  await expectOneRow(page);
  // The company select and the account menu share the row.
  await expect(page.getByRole('combobox', { name: 'Company' })).toBeInViewport();
  await expect(page.getByRole('button', { name: /^Account: / })).toBeInViewport();
  await expect(mainNav(page).getByRole('link', { name: 'Map' })).toBeHidden();

  await menuButton(page).click();
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
  const fleet = mainNav(page).getByRole('link', { name: 'Fleet' });
  await expect(fleet).toBeVisible();
  await expect(fleet).toHaveAttribute('aria-current', 'page');
  await mainNav(page).getByRole('link', { name: 'Map' }).click();
  await expect(page).toHaveURL(/\/map/);
  await expect(page.getByRole('heading', { level: 1, name: 'Map' })).toBeVisible();
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(mainNav(page).getByRole('link', { name: 'Fleet' })).toBeHidden();
  await expectOneRow(page);

  // Keyboard: the arrows walk the links, Escape closes and gives the focus back.
  await menuButton(page).focus();
  await page.keyboard.press('Enter');
  await expect(mainNav(page).getByRole('link', { name: 'Map' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await page.keyboard.press('Tab');
  await expect(mainNav(page).getByRole('link', { name: 'Fleet' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(mainNav(page).getByRole('link').nth(1)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(menuButton(page)).toBeFocused();
  expect(errors).toEqual([]);
});

test('the phone header with its menu open has no serious or critical accessibility violations', async ({
  page,
}) => {
  await signIn(page, PERSONAS.operator.token);
  await expect(page.getByRole('heading', { level: 1, name: 'Fleet' })).toBeVisible();
  await menuButton(page).click();
  await expect(mainNav(page).getByRole('link', { name: 'Fleet' })).toBeVisible();
  const results = await axe(page);
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join('; ')})`),
  ).toEqual([]);
});

test('from 640 px up the links stand in the header and there is no menu button', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await signIn(page, PERSONAS.operator.token);
  await expect(mainNav(page).getByRole('link', { name: 'Map' })).toBeVisible();
  await expect(menuButton(page)).toBeHidden();
});

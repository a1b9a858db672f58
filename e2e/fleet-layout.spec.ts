import { expect, test } from './fixtures';
import { axe } from './support/axe';
import { PERSONAS } from '../server/simulator/fixtures';
import { signIn } from './support/session';
import { clearFaults } from './support/simulator';

test.beforeEach(async ({ request }) => {
  await clearFaults(request);
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the fleet page has no serious or critical accessibility violations (${colorScheme})`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme });
    await signIn(page, PERSONAS.operator.token);
    await expect(page.getByRole('table')).toBeVisible();
    const results = await axe(page);
    const serious = results.violations.filter(
      (v) => v.impact === 'serious' || v.impact === 'critical',
    );
    expect(
      serious.map(
        (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join('; ')})`,
      ),
    ).toEqual([]);
  });
}

for (const [name, width, height] of [
  ['desktop', 1440, 900],
  ['phone', 390, 844],
] as const) {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`fleet page at ${name} width (${colorScheme}) fits the screen and shows the essentials`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize({ width, height });
      await page.emulateMedia({ colorScheme });
      await signIn(page, PERSONAS.operator.token);
      await expect(page.getByRole('table')).toBeVisible();
      await expect(page.locator('html')).toHaveClass(
        colorScheme === 'dark' ? /dark/ : /^(?!.*dark)/,
      );
      // No sideways scrolling of the page or of the table: state, serial and errors are on screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
      const table = page.getByRole('table');
      expect(
        await table.evaluate((t) => t.parentElement!.scrollWidth - t.parentElement!.clientWidth),
      ).toBeLessThanOrEqual(0);
      const firstRow = table.locator('tbody tr[aria-rowindex]').first();
      await firstRow.scrollIntoViewIfNeeded();
      await expect(firstRow.locator('[data-state]')).toBeInViewport({ ratio: 1 });
      await expect(firstRow.getByRole('link')).toBeInViewport();
      await expect(firstRow.getByRole('cell').filter({ visible: true }).last()).toBeInViewport();
      // The table's columns fill its box: no phantom columns squeezing the visible ones.
      const [tableWidth, boxWidth] = await table.evaluate((t) => [
        t.getBoundingClientRect().width,
        t.parentElement!.clientWidth,
      ]);
      expect(tableWidth).toBeGreaterThanOrEqual(boxWidth - 1);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({
        path: testInfo.outputPath(`fleet-${name}-${colorScheme}.png`),
        fullPage: true,
      });
    });
  }
}

test('the theme toggle overrides the system setting and is remembered', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await signIn(page, PERSONAS.operator.token);
  const toggle = page.getByRole('button', { name: /^Theme:/ });
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await toggle.click(); // system → light
  await toggle.click(); // light → dark
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
});

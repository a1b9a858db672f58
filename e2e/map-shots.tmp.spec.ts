import { expect, test } from '@playwright/test';
import { PERSONAS } from '../server/simulator/fixtures';
import { signIn } from './support/session';

test.describe.configure({ timeout: 180_000 });
for (const [w, h] of [[1440, 1000], [390, 844]] as const)
  for (const dark of [false, true])
    test(`shot ${w} ${dark ? 'dark' : 'light'}`, async ({ page }) => {
      await page.setViewportSize({ width: w, height: h });
      await page.emulateMedia({ colorScheme: dark ? 'dark' : 'light' });
      await signIn(page, PERSONAS.operator.token, '/map');
      await expect(page.getByRole('region', { name: 'Fleet map' })).toBeVisible({ timeout: 60_000 });
      await page.waitForTimeout(8000);
      await page.screenshot({ path: `/tmp/h16/map-${w}-${dark ? 'dark' : 'light'}.png`, fullPage: w > 1000 });
      if (w > 1000 && !dark) {
        await page.getByRole('table', { name: 'Sites' }).getByRole('button').nth(5).click();
        await page.waitForTimeout(1500);
        await page.screenshot({ path: `/tmp/h16/map-${w}-popover.png` });
      }
    });

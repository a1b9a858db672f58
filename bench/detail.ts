// Equipment detail: in-app navigation from the fleet list → every panel filled.
import type { Browser } from '@playwright/test';
import { signedInPage } from './browser.ts';
import { armWatch } from './probes.ts';

const REQUIRED = ['Active errors', 'Maintenance counters', 'Information'];

// Filled = the three contract panels are present, no spinner and no "Loading" status in main.
export async function measureDetail(
  browser: Browser,
  origin: string,
  serial: string,
): Promise<number | null> {
  const { context, page } = await signedInPage(browser, origin);
  try {
    await page.locator('table tbody tr').first().waitFor();
    // Find the unit through the search box, then click its serial like a user would.
    await page.getByLabel('Search').fill(serial);
    const link = page.getByRole('link', { name: serial, exact: true });
    await link.waitFor();
    await page.evaluate(armWatch, { selectors: ['head'] });
    await link.click();
    const filledAt = await page.waitForFunction(
      (required) => {
        const main = document.querySelector('main') ?? document.body;
        const headings = [...main.querySelectorAll('section h2, section h3')].map(
          (h) => h.textContent?.trim() ?? '',
        );
        if (!required.every((r) => headings.includes(r))) return false;
        if (main.querySelector('.animate-spin')) return false;
        if (
          [...main.querySelectorAll('[role="status"]')].some((s) =>
            /loading/i.test(s.textContent ?? ''),
          )
        )
          return false;
        return performance.now();
      },
      REQUIRED,
      { polling: 'raf', timeout: 60_000 },
    );
    const end = (await filledAt.jsonValue()) as number;
    const t0 = await page.evaluate(
      () => (window as Window & { __benchWatch?: { t0: number } }).__benchWatch?.t0 ?? 0,
    );
    return t0 ? end - t0 : null;
  } finally {
    await context.close();
  }
}

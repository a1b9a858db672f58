import { expect, type Locator, type Page } from '@playwright/test';

// Locators and readings of the app's pages that several specs share.

export function equipmentHref(guid: string, company?: string): string {
  return `/equipment/${guid}${company ? `?company=${company}` : ''}`;
}

/** A page section, named by its heading. */
export function panel(page: Page, heading: string): Locator {
  return page.getByRole('region', { name: heading, exact: true });
}

/** The unit's state badge in the page header (the shell's header has none). */
export function stateBadge(page: Page): Locator {
  return page.getByRole('main').locator('header [data-state]');
}

/** Waits until the header, the active errors, the counters and the information are all filled. */
export async function expectPanelsFilled(page: Page): Promise<void> {
  await expect(stateBadge(page)).toBeVisible();
  await expect(panel(page, 'Active errors').getByRole('status')).toHaveCount(0);
  await expect(panel(page, 'Maintenance counters').getByRole('status')).toHaveCount(0);
  await expect(panel(page, 'Information').getByText('Identity')).toBeVisible();
}

/** Serials of the rows rendered in the fleet table right now. */
export async function renderedSerials(page: Page): Promise<string[]> {
  return page
    .getByRole('table')
    .locator('tbody tr[aria-rowindex] td:nth-child(2) a')
    .allInnerTexts();
}

/** The "N of M units" status line, as numbers. */
export async function unitCounts(page: Page): Promise<{ shown: number; total: number }> {
  const text = await page.getByText(/^[\d,]+ of [\d,]+ units$/).innerText();
  const [shown, total] = text.replace(/,/g, '').match(/\d+/g)!.map(Number);
  return { shown: shown!, total: total! };
}

import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { ADMIN_HEADERS } from './admin-token';

// Test-only helpers for the equipment detail specs: a fresh simulator world, the request journal,
// and locators for the page's panels (sections named by their headings).

export async function resetWorld(request: APIRequestContext): Promise<void> {
  const res = await request.post('/api/__admin/reset', { headers: ADMIN_HEADERS, data: {} });
  expect(res.ok(), await res.text()).toBe(true);
}

interface JournalEntry {
  method: string;
  path: string;
  status: number;
}

/** Requests the simulator received, filtered by method and path glob. */
export async function journal(
  request: APIRequestContext,
  method: string,
  path: string,
): Promise<JournalEntry[]> {
  const res = await request.get(`/api/__admin/requests?${new URLSearchParams({ method, path })}`, {
    headers: ADMIN_HEADERS,
  });
  expect(res.ok()).toBe(true);
  return (await res.json()) as JournalEntry[];
}

export function equipmentHref(guid: string, company?: string): string {
  return `/equipment/${guid}${company ? `?company=${company}` : ''}`;
}

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

import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { ADMIN_HEADERS } from './admin-token';

// Test-only helpers for the hardening specs: the simulator's admin API (faults, journal, reset),
// a signed-in session without the form, and a fake clock that skips retry back-off and time-outs.

export type FaultBody = 'invalid-json' | 'schema-invalid' | 'schema-invalid-item' | 'drop';

export interface Fault {
  path: string;
  method?: string;
  status?: number;
  retryAfter?: number;
  delayMs?: number;
  body?: FaultBody;
  times?: number;
}

export const TOKEN_KEY = 'sunbed-fleet.token';

export async function addFault(request: APIRequestContext, fault: Fault): Promise<void> {
  const res = await request.post('/api/__admin/faults', { headers: ADMIN_HEADERS, data: fault });
  expect(res.status(), await res.text()).toBe(201);
}

export async function clearAllFaults(request: APIRequestContext): Promise<void> {
  expect((await request.delete('/api/__admin/faults', { headers: ADMIN_HEADERS })).ok()).toBe(true);
}

export async function freshWorld(request: APIRequestContext): Promise<void> {
  const res = await request.post('/api/__admin/reset', { headers: ADMIN_HEADERS, data: {} });
  expect(res.ok(), await res.text()).toBe(true);
}

export interface JournalEntry {
  at: number;
  method: string;
  path: string;
  status: number;
  persona?: string;
}

export async function requestsTo(
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

export async function clearJournal(request: APIRequestContext): Promise<void> {
  expect((await request.delete('/api/__admin/requests', { headers: ADMIN_HEADERS })).ok()).toBe(
    true,
  );
}

/** A JSON GET as a persona, for ids the tests need (a log guid, a company's units). */
export async function apiGet<T>(
  request: APIRequestContext,
  token: string,
  path: string,
): Promise<T> {
  const res = await request.get(`/api${path}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.ok(), `${path}: ${res.status()}`).toBe(true);
  return (await res.json()) as T;
}

/** Puts the token in sessionStorage as sign-in would (docs/decisions.md#sign-in), opens `url`. */
export async function openSignedIn(page: Page, token: string, url: string): Promise<void> {
  if (!page.url().startsWith('http')) await page.goto('/config.json');
  await page.evaluate(([key, value]) => sessionStorage.setItem(key, value), [
    TOKEN_KEY,
    token,
  ] as const);
  await page.goto(url);
}

/**
 * Waits for `target`, moving the page's fake clock 5 s at a time in between, so retry back-off
 * (1 s, 2 s, Retry-After) and the 15 s client time-out pass in a fraction of a second. Steps are
 * small enough that a healthy request (milliseconds) never meets the time-out. Needs
 * `page.clock.install()` before the first navigation.
 */
export async function advanceUntil(page: Page, target: Locator, maxSteps = 16): Promise<void> {
  for (let step = 0; step < maxSteps; step++) {
    try {
      await target.first().waitFor({ state: 'visible', timeout: 400 });
      return;
    } catch {
      await page.clock.fastForward(5_000);
    }
  }
  await expect(target.first()).toBeVisible({ timeout: 1_000 });
}

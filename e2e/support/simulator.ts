import { expect, type APIRequestContext, type Page } from '@playwright/test';

// The simulator as the e2e tests drive it: its admin API (faults, reset, request journal; the
// server is started with --admin) and its public API as a persona. Every call goes to the
// calling worker's own simulator (see e2e/fixtures.ts).

/** The admin routes need this token (playwright.config.ts starts the simulator with it). */
export const ADMIN_TOKEN = process.env.E2E_ADMIN_TOKEN ?? 'e2e-admin-token-not-a-secret';

/** Headers for every /api/__admin/* call. */
export const ADMIN_HEADERS = { 'X-Admin-Token': ADMIN_TOKEN };

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

export async function addFault(request: APIRequestContext, fault: Fault): Promise<void> {
  const res = await request.post('/api/__admin/faults', { headers: ADMIN_HEADERS, data: fault });
  expect(res.status(), await res.text()).toBe(201);
}

export async function clearFaults(request: APIRequestContext): Promise<void> {
  expect((await request.delete('/api/__admin/faults', { headers: ADMIN_HEADERS })).ok()).toBe(true);
}

/** A fresh simulator world: every edit, command and fault of earlier tests undone. */
export async function resetWorld(request: APIRequestContext): Promise<void> {
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

/** Requests the simulator received, filtered by method and path glob. */
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

interface UnitDoc {
  _meta: { guid: string };
  serial: string;
  company_guids?: string[];
}

/** Every unit the persona sees for `company` (undefined = all), straight from the API. */
export async function unitsOf(
  request: APIRequestContext,
  token: string,
  company?: string,
): Promise<UnitDoc[]> {
  const units: UnitDoc[] = [];
  for (let offset = 0; ; offset += 1000) {
    const params = new URLSearchParams({ limit: '1000', offset: String(offset) });
    if (company) params.set('company', company);
    const page = await apiGet<UnitDoc[]>(request, token, `/v2/equipment?${params}`);
    units.push(...page);
    if (page.length < 1000) return units;
  }
}

/** Shortens polling via config.json (docs/decisions.md#freshness) to test freshness in seconds. */
export async function fastPolling(page: Page, fleetMs = 1500): Promise<void> {
  await page.route('**/config.json', (route) =>
    route.fulfill({
      json: { pollIntervalsMs: { fleet: fleetMs, equipment: 2000, actionProgress: 1000 } },
    }),
  );
}

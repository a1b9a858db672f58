import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN_HEADERS } from './admin-token';

// Test-only access to the simulator: admin fault injection (server started with --admin) and the
// API as a persona, to know which units a company really has.

export interface FaultSpec {
  path: string;
  method?: string;
  status?: number;
  times?: number;
  delayMs?: number;
}

export async function injectFault(request: APIRequestContext, spec: FaultSpec): Promise<void> {
  const res = await request.post('/api/__admin/faults', { headers: ADMIN_HEADERS, data: spec });
  expect(res.status(), await res.text()).toBe(201);
}

export async function clearFaults(request: APIRequestContext): Promise<void> {
  const res = await request.delete('/api/__admin/faults', { headers: ADMIN_HEADERS });
  expect(res.ok()).toBe(true);
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
    const res = await request.get(`/api/v2/equipment?${params}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(res.ok()).toBe(true);
    const page = (await res.json()) as UnitDoc[];
    units.push(...page);
    if (page.length < 1000) return units;
  }
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

/** Shortens polling via config.json (docs/decisions.md#freshness) to test freshness in seconds. */
export async function fastPolling(page: Page, fleetMs = 1500): Promise<void> {
  await page.route('**/config.json', (route) =>
    route.fulfill({
      json: { pollIntervalsMs: { fleet: fleetMs, equipment: 2000, actionProgress: 1000 } },
    }),
  );
}

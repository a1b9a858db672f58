import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { PERSONAS, UPDATE_FAILS } from '../../server/simulator/fixtures';
import { ADMIN_HEADERS, apiGet } from './simulator';

// Campaign helpers shared by the update and campaign specs: units ready for a campaign, the
// campaign form, the campaign page's counts and the simulator's count of controller requests.

export interface UnitDoc {
  _meta: { guid: string };
  serial: string;
  alias?: string;
  controller?: {
    state?: number;
    release?: { version?: unknown };
    communication?: { timeout?: boolean };
  };
  device?: { last_ping?: number };
}

const FAILING = new Set(UPDATE_FAILS.map((u) => u.guid));

/** Units of the operator in stand-by now and online, whose updates work: ready for a campaign. */
export async function settledUnits(request: APIRequestContext, count: number) {
  const docs = await apiGet<UnitDoc[]>(
    request,
    PERSONAS.operator.token,
    '/v2/equipment?limit=5000',
  );
  const now = Date.now();
  return docs
    .filter(
      (d) =>
        d.controller?.state === 10 &&
        d.controller.communication?.timeout !== true &&
        (d.device?.last_ping ?? 0) > now - 5 * 60_000 &&
        typeof d.controller.release?.version === 'string' &&
        !FAILING.has(d._meta.guid),
    )
    .slice(0, count);
}

export const labelsOf = (units: UnitDoc[]) => units.map((u) => u.alias || u.serial);

/** Reset and update requests per unit as the simulator counted them (any answer). */
export async function controllerRequests(
  request: APIRequestContext,
): Promise<Record<string, { reset: number; update: number }>> {
  const res = await request.get('/api/__admin/controller-requests', { headers: ADMIN_HEADERS });
  expect(res.ok()).toBe(true);
  return (await res.json()) as Record<string, { reset: number; update: number }>;
}

/** Update requests per unit (units without one left out). */
export async function updateRequests(request: APIRequestContext) {
  return new Map(
    Object.entries(await controllerRequests(request))
      .filter(([, c]) => c.update > 0)
      .map(([guid, c]) => [guid, c.update]),
  );
}

/** Every unit with an update request in the journal had one, and the others none. */
export async function expectOnePerSentUnit(
  request: APIRequestContext,
  sent: readonly string[],
): Promise<void> {
  const perUnit = await updateRequests(request);
  expect(Object.fromEntries(perUnit)).toEqual(Object.fromEntries(sent.map((g) => [g, 1])));
}

/** Opens New campaign from /updates, ticks exactly `labels`, fills `fields` by label, starts. */
export async function startCampaign(
  page: Page,
  labels: string[],
  fields: Record<string, string>,
): Promise<void> {
  await page.getByRole('link', { name: 'New campaign' }).click();
  await expect(page.getByRole('heading', { name: 'New campaign' })).toBeVisible();
  await page.getByRole('button', { name: 'Choose none' }).click();
  for (const label of labels)
    await page.getByRole('checkbox', { name: label, exact: true }).check();
  for (const [label, value] of Object.entries(fields)) {
    const field = page.getByLabel(label, { exact: true });
    if (label === 'Action') await field.selectOption({ label: value });
    else await field.fill(value);
  }
  await page.getByRole('button', { name: 'Start campaign' }).click();
  await expect(page).toHaveURL(/\/updates\/campaigns\//);
}

/** The counts per step of one render of the campaign page. */
export function readCounts(page: Page): Promise<Record<string, number>> {
  return page.evaluate(() =>
    Object.fromEntries(
      [...document.querySelectorAll('[data-count]')].map((e) => [
        e.getAttribute('data-count'),
        Number(e.textContent),
      ]),
    ),
  );
}

export const campaignStatus = (page: Page, word: string) =>
  page.getByRole('status').filter({ hasText: new RegExp(`^${word}`) });

export const unitsTable = (page: Page) =>
  page.getByRole('table', { name: 'Units of this campaign' });

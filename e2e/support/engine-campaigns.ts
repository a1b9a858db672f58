import { expect, type Page } from '@playwright/test';
import { COMPANIES, TOKENS, UPDATE_FAILS } from '../../server/simulator/fixtures';
import type { EngineServer } from './engine-server';
import { TOKEN_KEY } from './session';
import { ADMIN_HEADERS } from './simulator';

// What the engine campaign specs share: the engine's API as a persona, units ready for a
// campaign, the simulator's command counts, the form's body, waiting for a campaign's end.

export interface Doc {
  _meta: { guid: string };
  serial: string;
  alias?: string;
  company_guids?: string[];
  controller?: { state?: number; communication?: { timeout?: boolean } };
  device?: { last_ping?: number };
}
export type CampaignBody = {
  campaign: { status: string; units: { guid: string; step: string; reason?: string }[] };
};

const FAILING = new Set(UPDATE_FAILS.map((u) => u.guid));
const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
type Base = Pick<EngineServer, 'url'>;

export async function api<T>(server: Base, path: string, token: string, init: RequestInit = {}) {
  const res = await fetch(`${server.url}${path.replace(/^\//, '')}`, {
    ...init,
    headers: { ...auth(token), 'Content-Type': 'application/json', ...init.headers },
  });
  return { status: res.status, body: (await res.json().catch(() => null)) as T };
}

/** Alpha-only units in stand-by, online: ready for a campaign the support persona may approve. */
export async function readyUnits(server: Base, count: number) {
  const { body } = await api<Doc[]>(
    server,
    `/api/v2/equipment?limit=5000&company=${COMPANIES.alpha}`,
    TOKENS.operator,
  );
  const label = (d: Doc) => d.alias || d.serial;
  const seen = new Map<string, number>();
  for (const d of body) seen.set(label(d), (seen.get(label(d)) ?? 0) + 1);
  return body
    .filter((d) => seen.get(label(d)) === 1)
    .filter(
      (d) =>
        d.controller?.state === 10 &&
        d.controller.communication?.timeout !== true &&
        (d.device?.last_ping ?? 0) > Date.now() - 5 * 60_000 &&
        d.company_guids?.length === 1 &&
        !FAILING.has(d._meta.guid),
    )
    .slice(0, count);
}

/** Reset and update requests per unit the simulator received (its journal). */
export async function commandCounts(simulator: Base) {
  const res = await fetch(`${simulator.url}api/__admin/controller-requests`, {
    headers: ADMIN_HEADERS,
  });
  return (await res.json()) as Record<string, { reset: number; update: number }>;
}

export async function simulatorAdmin(simulator: Base, path: string, body?: unknown) {
  const res = await fetch(`${simulator.url}api/__admin/${path}`, {
    method: 'POST',
    headers: { ...ADMIN_HEADERS, 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  expect(res.ok, await res.text()).toBe(true);
}

export const form = (name: string, unitGuids: string[], extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    name,
    action: 'reset',
    firstWave: '2',
    growth: '2',
    maxBusy: '2',
    soakMinutes: '0',
    failurePct: '100',
    waitMinutes: '60',
    unitGuids,
    ...extra,
  });

export async function campaignOf(server: Base, id: string) {
  return (await api<CampaignBody>(server, `/engine/v1/campaigns/${id}`, TOKENS.operator)).body;
}

export async function waitFinished(server: Base, id: string) {
  let last: CampaignBody | undefined;
  await expect
    .poll(async () => (last = await campaignOf(server, id)).campaign.status, {
      timeout: 120_000,
      intervals: [1000],
    })
    .toBe('done');
  return last!;
}

export async function signedIn(page: Page, server: Base, token: string, path: string) {
  await page.goto(`${server.url}config.json`);
  await page.evaluate(([k, v]) => sessionStorage.setItem(k, v), [TOKEN_KEY, token] as const);
  await page.goto(`${server.url}${path.replace(/^\//, '')}`);
}

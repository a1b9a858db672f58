// @vitest-environment node
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANIES, TOKENS } from '../../simulator/fixtures.ts';
import type { RunningEngine } from '../engine.ts';
import { testEngine } from '../test-engine.ts';
import { engineRoutes } from './routes.ts';

// The campaign page's summary and unit pages: counts from SQL, pages in the order asked,
// filters, 400 naming the field, and nothing for who may not see every unit.

interface Page {
  total: number;
  offset: number;
  units: { guid: string; label: string; step: string }[];
}

let engine: RunningEngine;
let app: ReturnType<typeof engineRoutes>;
let alpha: string[];
let gamma: string;
let id: string;
let mixed: string;

const call = (path: string, token: string, init: { method?: string; body?: unknown } = {}) =>
  app.request(`/engine/v1${path}`, {
    method: init.method ?? 'GET',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    ...(init.body !== undefined && { body: JSON.stringify(init.body) }),
  });
const get = async <T>(path: string, token = TOKENS.operator) =>
  (await (await call(path, token)).json()) as T;
// Held by approval and a start an hour ahead: nothing moves while the test reads it.
const create = async (name: string, unitGuids: string[]) => {
  const res = await call('/campaigns', TOKENS.operator, {
    method: 'POST',
    body: {
      ...{ name, action: 'update', firstWave: '1', growth: '2', maxBusy: '1' },
      ...{ soakMinutes: '0', failurePct: '50', waitMinutes: '60', unitGuids },
      ...{ needsApproval: true, startsAt: Date.now() + 3_600_000 },
    },
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
};
const setStep = (guid: string, step: string) =>
  engine.store.db
    .updateTable('campaign_units')
    .set({ step, data: sql`jsonb_set(data, '{step}', to_jsonb(${step}::text))` })
    .where('campaign_id', '=', id)
    .where('unit_guid', '=', guid)
    .execute();

beforeAll(async () => {
  ({ engine } = await testEngine({ units: 60 }));
  await engine.pollNow();
  app = engineRoutes(engine);
  const only = async (co: string) =>
    (
      await engine.store.db
        .selectFrom('units')
        .select('guid')
        .where(sql<boolean>`company_guids = array[${co}]::text[]`)
        .orderBy('guid')
        .execute()
    ).map((r) => r.guid);
  alpha = (await only(COMPANIES.alpha)).slice(0, 12);
  gamma = (await only(COMPANIES.gamma))[0]!;
  id = await create('Paged', alpha);
  await setStep(alpha[3]!, 'failed');
  await setStep(alpha[7]!, 'failed');
  mixed = await create('Alpha and gamma', [gamma]);
}, 60_000);
afterAll(() => engine.stop());

describe('the campaign page routes', { timeout: 60_000 }, () => {
  it('the summary counts the units per step and carries no unit list', async () => {
    const s = await get<{
      campaign: Record<string, unknown>;
      counts: Record<string, number>;
      total: number;
      mayCommand: boolean;
      mine: boolean;
    }>(`/campaigns/${id}/summary`);
    expect(s.total).toBe(12);
    expect(s.counts).toMatchObject({ queued: 10, failed: 2, verified: 0 });
    expect(s.campaign).toMatchObject({ name: 'Paged', status: 'awaiting-approval' });
    expect(s.campaign.units).toBeUndefined();
    expect(s).toMatchObject({ mayCommand: true, mine: true });
  });

  it('pages in the campaign’s order without overlap; sorted and filtered in SQL', async () => {
    const whole = await get<Page>(`/campaigns/${id}/units?limit=500`);
    expect(whole.units.map((u) => u.guid)).toEqual(alpha);
    const first = await get<Page>(`/campaigns/${id}/units?limit=5`);
    const second = await get<Page>(`/campaigns/${id}/units?offset=5&limit=5`);
    expect(first).toMatchObject({ total: 12, offset: 0 });
    expect([...first.units, ...second.units].map((u) => u.guid)).toEqual(alpha.slice(0, 10));

    const labels = whole.units.map((u) => u.label);
    const byLabel = await get<Page>(`/campaigns/${id}/units?sort=unit&order=desc&limit=500`);
    expect(byLabel.units.map((u) => u.label)).toEqual(
      [...labels].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)),
    );
    const failed = await get<Page>(`/campaigns/${id}/units?step=failed`);
    expect(failed.total).toBe(2);
    expect(failed.units.map((u) => u.guid)).toEqual([alpha[3], alpha[7]]);
    // Failed sorts after queued (the steps' order), so descending puts them first.
    const byStep = await get<Page>(`/campaigns/${id}/units?sort=step&order=desc&limit=2`);
    expect(byStep.units.map((u) => u.step)).toEqual(['failed', 'failed']);
    const found = await get<Page>(
      `/campaigns/${id}/units?q=${encodeURIComponent(labels[4]!.slice(-4))}`,
    );
    expect(found.units.map((u) => u.guid)).toContain(alpha[4]);
    expect((await get<Page>(`/campaigns/${id}/units?q=${alpha[9]}`)).units).toHaveLength(1);
    expect((await get<Page>(`/campaigns/${id}/units?q=%25_`)).total).toBe(0);
  });

  it('bad input is a 400 naming the field', async () => {
    for (const [query, field] of [
      ['limit=0', 'query.limit'],
      ['limit=501', 'query.limit'],
      ['offset=-1', 'query.offset'],
      ['sort=reason', 'query.sort'],
      ['order=up', 'query.order'],
      ['step=lost', 'query.step'],
      ['q=', 'query.q'],
    ]) {
      const res = await call(`/campaigns/${id}/units?${query}`, TOKENS.operator);
      expect(res.status, query).toBe(400);
      expect(await res.json()).toMatchObject({ field });
    }
  });

  it('another company’s user, or one who cannot see every unit, gets the same 404', async () => {
    for (const path of [`/campaigns/${id}/summary`, `/campaigns/${id}/units`]) {
      expect((await call(path, TOKENS.owner)).status).toBe(404);
      expect(await (await call(path, TOKENS.owner)).json()).toMatchObject({
        reason: 'no such campaign',
      });
    }
    // Support reads alpha and beta, not gamma: the gamma campaign is hidden from them.
    expect((await call(`/campaigns/${mixed}/summary`, TOKENS.support)).status).toBe(404);
    expect((await call(`/campaigns/${mixed}/units`, TOKENS.support)).status).toBe(404);
    expect((await call(`/campaigns/${id}/units`, TOKENS.support)).status).toBe(200);
    expect((await call('/campaigns/nope/summary', TOKENS.operator)).status).toBe(404);
  });
});

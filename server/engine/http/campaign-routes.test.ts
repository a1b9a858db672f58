// @vitest-environment node
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANIES, TOKENS } from '../../simulator/fixtures.ts';
import { commandAuditor } from '../audit/command-audit.ts';
import type { RunningEngine } from '../engine.ts';
import { testEngine } from '../test-engine.ts';
import { engineRoutes } from './routes.ts';

let engine: RunningEngine;
let app: ReturnType<typeof engineRoutes>;
let alphaUnits: string[];
let gammaUnit: string;
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
  alphaUnits = (await only(COMPANIES.alpha)).slice(0, 3);
  gammaUnit = (await only(COMPANIES.gamma))[0]!;
}, 60_000);
afterAll(() => engine.stop());

const call = (method: string, path: string, token: string, body?: unknown) =>
  app.request(`/engine/v1${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
const form = (name: string, unitGuids: string[], extra: Record<string, unknown> = {}) => ({
  name,
  action: 'update',
  firstWave: '1',
  growth: '2',
  maxBusy: '1',
  soakMinutes: '0',
  failurePct: '50',
  waitMinutes: '60',
  unitGuids,
  ...extra,
});

describe('campaign and audit routes', { timeout: 60_000 }, () => {
  let id: string;

  it('creates a campaign needing approval; bad input is a 400 naming the field', async () => {
    const bad = await call('POST', '/campaigns', TOKENS.operator, form('', alphaUnits));
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ field: 'name', reason: 'nameMissing' });
    const notJson = await call('POST', '/campaigns', TOKENS.operator, { ...form('X', []) });
    expect(notJson.status).toBe(400);
    const res = await call(
      'POST',
      '/campaigns',
      TOKENS.operator,
      form('Spring', alphaUnits, { needsApproval: true, startsAt: Date.now() + 3_600_000 }),
    );
    expect(res.status).toBe(201);
    id = ((await res.json()) as { id: string }).id;
    const one = (await (await call('GET', `/campaigns/${id}`, TOKENS.operator)).json()) as {
      campaign: { status: string; units: unknown[] };
      mayApprove: boolean;
    };
    expect(one.campaign.status).toBe('awaiting-approval');
    expect(one.campaign.units).toHaveLength(3);
    expect(one.mayApprove).toBe(false);
  });

  it('the creator cannot approve; a second person who may, can', async () => {
    const self = await call('POST', `/campaigns/${id}/approve`, TOKENS.operator);
    expect(self.status).toBe(403);
    expect(await self.json()).toMatchObject({
      reason: 'the creator cannot approve their own campaign',
    });
    const other = await call('POST', `/campaigns/${id}/approve`, TOKENS.support);
    expect(other.status).toBe(200);
    const again = await call('POST', `/campaigns/${id}/approve`, TOKENS.support);
    expect(again.status).toBe(409);
  });

  it('another company’s user gets 403 or nothing on every campaign route', async () => {
    const list = (await (await call('GET', '/campaigns', TOKENS.owner)).json()) as {
      campaigns: unknown[];
    };
    expect(list.campaigns).toEqual([]);
    expect((await call('GET', `/campaigns/${id}`, TOKENS.owner)).status).toBe(404);
    for (const command of ['approve', 'pause', 'resume', 'stop', 'retry'])
      expect((await call('POST', `/campaigns/${id}/${command}`, TOKENS.owner, {})).status).toBe(
        404,
      );
    const steal = await call('POST', '/campaigns', TOKENS.owner, form('Steal', [alphaUnits[0]!]));
    expect(steal.status).toBe(403);
    // Their own unit, but no controller.update there.
    const own = await call('POST', '/campaigns', TOKENS.owner, form('Own', [gammaUnit]));
    expect(own.status).toBe(403);
  });

  it('?company= lists only campaigns with a unit of that company; another company’s guid is a 403', async () => {
    const ids = async (path: string, token: string) =>
      (
        (await (await call('GET', path, token)).json()) as { campaigns: { id: string }[] }
      ).campaigns.map((c) => c.id);
    expect(await ids(`/campaigns?company=${COMPANIES.alpha}`, TOKENS.operator)).toContain(id);
    expect(await ids(`/campaigns?company=${COMPANIES.beta}`, TOKENS.operator)).not.toContain(id);
    const other = await call('GET', `/campaigns?company=${COMPANIES.alpha}`, TOKENS.owner);
    expect(other.status).toBe(403);
    expect(await other.json()).toMatchObject({ field: 'query.company', reason: 'not readable' });
    // Their own company: the operator's alpha campaign is not there.
    expect(await ids(`/campaigns?company=${COMPANIES.gamma}`, TOKENS.owner)).toEqual([]);
    const bad = await call('GET', '/campaigns?company=', TOKENS.operator);
    expect(bad.status).toBe(400);
  });

  it('audit: entries only of what the caller may see; an altered entry is named by verify', async () => {
    await commandAuditor(engine)({
      method: 'PUT',
      path: `/v2/equipment/${alphaUnits[0]}/controller/reset`,
      authorization: `Bearer ${TOKENS.support}`,
      company: null,
      status: 204,
    });
    type Entries = {
      entries: {
        id: number;
        action: string;
        actor: { email: string } | null;
        unitGuid: string | null;
        outcome: string;
      }[];
    };
    const seen = (await (await call('GET', '/audit', TOKENS.operator)).json()) as Entries;
    const reset = seen.entries.find((e) => e.action === 'controller.reset')!;
    expect(reset).toMatchObject({
      unitGuid: alphaUnits[0],
      outcome: '204',
      actor: { email: 'sam.support@example.com' },
    });
    expect(seen.entries.map((e) => e.action)).toEqual(
      expect.arrayContaining(['campaign.create', 'campaign.approve']),
    );
    const filtered = (await (
      await call('GET', `/audit?unit=${alphaUnits[0]}&action=controller.`, TOKENS.operator)
    ).json()) as Entries;
    expect(filtered.entries.map((e) => e.action)).toEqual(['controller.reset']);
    const owner = (await (await call('GET', '/audit', TOKENS.owner)).json()) as Entries;
    expect(owner.entries).toEqual([]);
    expect((await call('GET', '/audit?from=yesterday', TOKENS.operator)).status).toBe(400);

    expect(await (await call('GET', '/audit/verify', TOKENS.operator)).json()).toMatchObject({
      ok: true,
    });
    await engine.store.db
      .updateTable('audit_log')
      .set({ outcome: '500' })
      .where('id', '=', reset.id)
      .execute();
    expect(await (await call('GET', '/audit/verify', TOKENS.operator)).json()).toEqual({
      ok: false,
      brokenAt: reset.id,
    });
  });
});

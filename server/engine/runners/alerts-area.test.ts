import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANIES, SHOWCASE_STATES, TOKENS } from '../../simulator/fixtures.ts';
import { TEST_ADMIN_TOKEN } from '../../simulator/test-helpers.ts';
import type { RunningEngine } from '../engine.ts';
import { engineRoutes } from '../http/routes.ts';
import { testEngine } from '../test-engine.ts';
import { registerAlertsArea } from './alerts-area.ts';

// The area wired into a real engine over the simulator: the users and their companies come from
// the service's endpoint 1, as in production.
let engine: RunningEngine;
let sim: Awaited<ReturnType<typeof testEngine>>['sim'];
const unit = SHOWCASE_STATES['stand-by'];

beforeAll(async () => {
  ({ engine, sim } = await testEngine({ admin: true }));
  await registerAlertsArea(engine, { configDir: 'public' });
  const made = await sim.app.request(`/api/__admin/units/${unit.guid}/condition`, {
    method: 'POST',
    headers: { 'x-admin-token': TEST_ADMIN_TOKEN, 'content-type': 'application/json' },
    body: JSON.stringify({ kind: 'critical-error' }),
  });
  expect(made.status).toBe(201);
  await engine.pollNow();
  await engine.pollNow();
}, 120_000);
afterAll(() => engine.stop());

const get = async (token: string, path: string) => {
  const r = await engineRoutes(engine).request(`/engine/v1${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: r.status, body: (await r.json()) as Record<string, unknown> };
};

describe('the history and alerts area on a running engine', () => {
  it('a unit made critical with no browser open is firing for those who may see it', async () => {
    const { body } = await get(TOKENS.support, `/alerts?company=${unit.companies[0]}&limit=5000`);
    const alerts = body.alerts as { rule: string; subject: { guid?: string } }[];
    expect(alerts.some((a) => a.rule === 'critical-error' && a.subject.guid === unit.guid)).toBe(
      true,
    );
    const history = await get(TOKENS.support, `/units/${unit.guid}/history`);
    expect((history.body.days as unknown[]).length).toBe(1);
  });

  it('an owner sees only the alerts of their own company', async () => {
    const { body } = await get(TOKENS.owner, '/alerts');
    const alerts = body.alerts as { companyGuids: string[] }[];
    // A unit of two companies is the owner's too (one readable company is enough).
    expect(alerts.length).toBeGreaterThan(0);
    expect(alerts.filter((a) => !a.companyGuids.includes(COMPANIES.gamma))).toEqual([]);
    expect((await get(TOKENS.owner, `/units/${unit.guid}/history`)).status).toBe(403);
  });
});

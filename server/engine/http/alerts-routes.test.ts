import { beforeEach, describe, expect, it } from 'vitest';
import type { EngineAlert } from '../alerts/alert-rows.ts';
import { createAlertsRunner } from '../runners/alerts-runner.ts';
import { openTestDatabase } from '../runners/test-database.ts';
import { testUnit } from '../runners/test-units.ts';
import { upsertUnits } from '../storage/units.ts';
import { ALPHA, areaTestApp, BETA, GAMMA } from './area-test-app.ts';

const T0 = Date.UTC(2026, 10, 27, 12);
const database = openTestDatabase();
let api: ReturnType<typeof areaTestApp>;
let firingId: string;

/** One critical unit in alpha, one in gamma, both firing after two polls. */
beforeEach(async () => {
  const runner = createAlertsRunner({
    db: database.current.db,
    publish: async () => undefined,
    intervalMs: 30_000,
    offlineAfterMs: 600_000,
    serviceLimits: {},
    rates: () => new Map(),
  });
  const units = [
    testUnit('a1', { criticalCount: 1, companyGuids: [ALPHA], lastPing: T0 }),
    testUnit('g1', { criticalCount: 2, companyGuids: [GAMMA], lastPing: T0 }),
  ];
  const rows = units.map((unit) => ({ unit, siteKey: null, siteName: null }));
  await upsertUnits(database.current.db, rows, T0);
  await runner.onPoll({ at: T0, ok: true, units });
  await runner.onPoll({ at: T0 + 30_000, ok: true, units });
  api = areaTestApp(database.current, () => T0 + 60_000);
  const list = (await (await api.call('support', 'GET', '/alerts')).json()) as {
    alerts: { id: string }[];
  };
  firingId = list.alerts[0]!.id;
});

type Body = { alerts: EngineAlert[]; count: number; field: string };
const json = async (r: Response) => ({ status: r.status, body: (await r.json()) as Body });

describe('alerts on the engine, shared by everyone who may see them', () => {
  it('an acknowledgement by one user shows that user’s name to another', async () => {
    const ack = await api.call('operator', 'POST', `/alerts/${firingId}/acknowledge`);
    expect(ack.status).toBe(200);
    const seen = await json(await api.call('support', 'GET', `/alerts?company=${ALPHA}`));
    expect(seen.body.alerts).toMatchObject([
      { id: firingId, ack: { by: 'Olivia Operator', at: T0 + 60_000 } },
    ]);
    expect((await json(await api.call('support', 'GET', '/alerts/count'))).body).toEqual({
      count: 0,
    });
    const audit = await database.current.db.selectFrom('audit_log').selectAll().execute();
    expect(audit.map((a) => [a.action, a.actor_name, a.company_guid])).toEqual([
      ['alert.acknowledge', 'Olivia Operator', ALPHA],
    ]);
    expect(api.events).toContainEqual({ type: 'alerts', companyGuids: [ALPHA], id: firingId });
  });

  it('snoozes for an hour and keeps notes with their author', async () => {
    await api.call('support', 'POST', `/alerts/${firingId}/snooze`, { duration: '1h' });
    await api.call('support', 'POST', `/alerts/${firingId}/notes`, { text: 'Technician called' });
    const seen = await json(await api.call('operator', 'GET', `/alerts?company=${ALPHA}`));
    expect(seen.body.alerts[0]).toMatchObject({
      snoozed: { by: 'Sam Support', until: T0 + 60_000 + 3_600_000 },
      notes: [{ author: 'Sam Support', text: 'Technician called' }],
    });
  });

  it('an owner never sees or touches another company’s alerts', async () => {
    const own = await json(await api.call('owner', 'GET', '/alerts'));
    expect(own.body.alerts.map((a) => a.companyGuids)).toEqual([[GAMMA]]);
    expect((await api.call('owner', 'GET', `/alerts?company=${ALPHA}`)).status).toBe(403);
    expect((await api.call('owner', 'GET', `/alerts/count?company=${BETA}`)).status).toBe(403);
    expect(
      (await json(await api.call('owner', 'GET', '/alerts?view=history'))).body.alerts,
    ).toEqual([]);
    for (const [method, path, body] of [
      ['POST', `/alerts/${firingId}/acknowledge`, undefined],
      ['POST', `/alerts/${firingId}/snooze`, { duration: '1d' }],
      ['POST', `/alerts/${firingId}/notes`, { text: 'mine now' }],
      ['GET', `/alert-rules?company=${ALPHA}`, undefined],
      ['PUT', `/alert-rules?company=${ALPHA}`, undefined],
      ['GET', '/units/a1/history', undefined],
    ] as const)
      expect([method, path, (await api.call('owner', method, path, body)).status]).toEqual([
        method,
        path,
        403,
      ]);
    expect(await database.current.db.selectFrom('audit_log').selectAll().execute()).toEqual([]);
  });

  it('bad input is a 400 naming the field', async () => {
    const bad = async (method: string, path: string, body?: unknown) =>
      (await json(await api.call('operator', method, path, body))).body.field;
    expect(await bad('GET', '/alerts?view=everything')).toBe('query.view');
    expect(await bad('POST', `/alerts/${firingId}/snooze`, { duration: '2h' })).toBe(
      'body.duration',
    );
    expect(await bad('POST', `/alerts/${firingId}/notes`, { text: '   ' })).toBe('body.text');
    expect(await bad('GET', '/alert-rules')).toBe('query.company');
  });
});

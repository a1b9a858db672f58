// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SHOWCASE } from '../fixtures.ts';
import { T_TEST, call, get, testSimulator } from '../test-helpers.ts';

const admin = () => testSimulator({ admin: true });
const addFault = (app: ReturnType<typeof admin>['app'], rule: unknown) =>
  call(app, 'POST', '/api/__admin/faults', { as: null, body: rule });

describe('admin routes (only with the admin option)', () => {
  it('do not exist without the option', async () => {
    const { app } = testSimulator();
    expect(
      (await call(app, 'POST', '/api/__admin/faults', { as: null, body: { path: '**' } })).status,
    ).not.toBe(201);
    expect((await get(app, '/api/__admin/requests', null)).status).toBe(401);
  });

  it('inject a status with Retry-After a limited number of times', async () => {
    const { app } = admin();
    expect(
      (
        await addFault(app, {
          method: 'GET',
          path: '/v2/equipment',
          status: 503,
          retryAfter: 2,
          times: 2,
        })
      ).status,
    ).toBe(201);
    for (let i = 0; i < 2; i++) {
      const r = await get(app, '/api/v2/equipment');
      expect(r.status).toBe(503);
      expect(r.headers.get('retry-after')).toBe('2');
      expect(r.json).toEqual({ message: expect.any(String) });
    }
    expect((await get(app, '/api/v2/equipment')).status).toBe(200);
  });

  it('break bodies: invalid JSON, schema-invalid document, one schema-invalid item', async () => {
    const { app } = admin();
    await addFault(app, [
      { path: '/v2/equipment/*', body: 'schema-invalid', times: 1 },
      { path: '/api/v2/equipment', body: 'schema-invalid-item', times: 1 },
      { path: '^/v2/equipment/logs/error$', body: 'invalid-json' },
    ]);
    const one = await get(app, `/api/v2/equipment/${SHOWCASE.resettable.guid}`);
    expect(one.status).toBe(200);
    expect(one.json).not.toHaveProperty('serial');
    const list = (await get(app, '/api/v2/equipment')).json as Record<string, unknown>[];
    expect(list).toHaveLength(60);
    expect(list.filter((d) => !('serial' in d))).toHaveLength(1);
    const catalog = await get(app, '/api/v2/equipment/logs/error');
    expect(catalog.status).toBe(200);
    expect(catalog.json).toBeUndefined();
    expect(() => JSON.parse(catalog.text)).toThrow();
  });

  it('drop the connection mid-body', async () => {
    const { app } = admin();
    await addFault(app, { path: '/v2/equipment', body: 'drop', times: 1 });
    const res = await app.request('/api/v2/equipment', {
      headers: { Authorization: 'Bearer demo-operator' },
    });
    await expect(res.text()).rejects.toThrow();
  });

  it('make the server ignore paging, filter and sort parameters', async () => {
    const { app } = admin();
    await addFault(app, { path: '/v2/equipment/*/logs', ignoreParams: true });
    const r = await get(
      app,
      `/api/v2/equipment/${SHOWCASE.states['stand-by'].guid}/logs?limit=5&type=boot`,
    );
    const logs = r.json as { type: string; log_date: number }[];
    expect(r.headers.get('x-total-count')).toBeNull();
    expect(logs.length).toBeGreaterThan(5);
    expect(new Set(logs.map((l) => l.type)).size).toBe(5);
    expect(logs[0]!.log_date).toBeLessThan(logs[1]!.log_date);
  });

  it('delay answers', async () => {
    const { app } = admin();
    await addFault(app, { path: '/auth/resource', delayMs: 120 });
    const started = performance.now();
    expect((await get(app, '/api/auth/resource')).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(100);
    expect((await call(app, 'DELETE', '/api/__admin/faults', { as: null })).status).toBe(204);
    expect((await get(app, '/api/__admin/faults', null)).json).toEqual([]);
  });

  it('refuse malformed rules with 400', async () => {
    const { app } = admin();
    expect((await addFault(app, { status: 500 })).status).toBe(400);
    expect((await addFault(app, { path: '**', body: 'garbage' })).status).toBe(400);
  });

  it('journal requests so tests can count them exactly', async () => {
    const { app } = admin();
    await call(app, 'PUT', `/api/v2/equipment/${SHOWCASE.resettable.guid}/controller/reset`);
    await get(app, '/api/v2/equipment?limit=1');
    const puts = (
      await get(app, '/api/__admin/requests?method=PUT&path=/v2/equipment/*/controller/reset', null)
    ).json;
    expect(puts).toEqual([
      {
        at: T_TEST,
        method: 'PUT',
        path: `/v2/equipment/${SHOWCASE.resettable.guid}/controller/reset`,
        query: '',
        status: 202,
        persona: 'operator',
      },
    ]);
    expect((await get(app, '/api/__admin/requests?path=/api/v2/**', null)).json).toHaveLength(2);
    await call(app, 'DELETE', '/api/__admin/requests', { as: null });
    expect((await get(app, '/api/__admin/requests', null)).json).toEqual([]);
  });

  it('count reset and update requests per unit, whatever the answer', async () => {
    const { app } = admin();
    const guid = SHOWCASE.resettable.guid;
    await call(app, 'PUT', `/api/v2/equipment/${guid}/controller/update`);
    await call(app, 'PUT', `/api/v2/equipment/${guid}/controller/update`); // 409: busy
    await call(app, 'PUT', `/api/v2/equipment/${guid}/controller/reset`); // 409: busy
    expect((await get(app, '/api/__admin/controller-requests', null)).json).toEqual({
      [guid]: { update: 2, reset: 1 },
    });
  });

  it('make the updates of a unit fail: error state, release kept', async () => {
    const { app, clock } = admin();
    const guid = SHOWCASE.resettable.guid;
    const version = async () =>
      (
        (await get(app, `/api/v2/equipment/${guid}`)).json as {
          controller: { release: { version: string }; state: number };
        }
      ).controller;
    const before = (await version()).release.version;
    expect(
      (await call(app, 'POST', `/api/__admin/units/${guid}/update-fails`, { as: null })).status,
    ).toBe(204);
    expect((await call(app, 'PUT', `/api/v2/equipment/${guid}/controller/update`)).status).toBe(
      202,
    );
    clock.advance(5_000);
    expect((await version()).state).toBe(6);
    clock.advance(120_000);
    expect((await version()).release.version).toBe(before);
  });

  it('drive the clock and reset the world', async () => {
    const { app, world } = admin();
    await call(app, 'PATCH', `/api/v2/equipment/${SHOWCASE.shared.guid}/information`, {
      body: [{ op: 'replace', path: '/alias', value: 'Edited' }],
    });
    const moved = await call(app, 'POST', '/api/__admin/clock', {
      as: null,
      body: { advanceMs: 60_000 },
    });
    expect(moved.json).toEqual({ now: T_TEST + 60_000 });
    const reset = await call(app, 'POST', '/api/__admin/reset', { as: null, body: { units: 100 } });
    expect(reset.json).toMatchObject({ t0: T_TEST + 60_000, units: 100 });
    expect(world.t0).toBe(T_TEST + 60_000);
    expect((await get(app, `/api/v2/equipment/${SHOWCASE.shared.guid}`)).json).toMatchObject({
      alias: SHOWCASE.shared.alias,
    });
    expect((await get(app, '/api/v2/equipment?limit=1')).headers.get('x-total-count')).toBe('100');
  });

  it('set and clear a unit condition for the alert rules', async () => {
    const { app } = admin();
    const path = `/api/__admin/units/${SHOWCASE.shared.guid}/condition`;
    const unit = `/api/v2/equipment/${SHOWCASE.shared.guid}`;
    const before = (await get(app, unit)).json as { device: { last_ping: number } };
    expect((await call(app, 'POST', path, { as: null, body: { kind: 'nope' } })).status).toBe(400);
    expect((await call(app, 'POST', path, { as: null, body: { kind: 'state' } })).status).toBe(400);
    const cases: [string, Record<string, unknown>][] = [
      ['offline', { device: expect.objectContaining({ last_ping: T_TEST - 7_200_000 }) }],
      ['critical-error', { controller: expect.objectContaining({ active_errors: 1 }) }],
      ['fault', { controller: expect.objectContaining({ state: 6 }) }],
      ['state', { controller: expect.objectContaining({ state: 11 }) }],
    ];
    for (const [kind, shape] of cases) {
      const body = kind === 'state' ? { kind, code: 11 } : { kind };
      expect((await call(app, 'POST', path, { as: null, body })).status).toBe(201);
      expect((await get(app, unit)).json).toMatchObject(shape);
      const list = (await get(app, '/api/v2/equipment?limit=1000')).json as { serial: string }[];
      expect(list.find((d) => d.serial === SHOWCASE.shared.serial)).toMatchObject(shape);
    }
    expect((await call(app, 'DELETE', path, { as: null })).status).toBe(204);
    expect((await get(app, unit)).json).toMatchObject({ device: before.device });
  });

  it('change a part: that counter restarts at 0 and grows from then', async () => {
    const { app, clock } = admin();
    const guid = SHOWCASE.states.cleaning.guid;
    const path = `/api/__admin/units/${guid}/part-change`;
    const counters = async () =>
      (await get(app, `/api/v2/equipment/${guid}/maintenance/counters`)).json as {
        type: string;
        value: number;
      }[];
    const lamps = async () => (await counters()).find((c) => c.type === 'lamps')!.value;
    expect(await lamps()).toBe(43_200);
    expect((await call(app, 'POST', path, { as: null, body: { type: 'nope' } })).status).toBe(400);
    expect((await call(app, 'POST', path, { as: null, body: { type: 'lamps' } })).status).toBe(201);
    expect(await lamps()).toBe(0);
    expect((await counters()).find((c) => c.type === 'operating')!.value).toBeGreaterThan(0);
    clock.advance(86_400_000);
    expect(await lamps()).toBeLessThan(1_440);
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ERROR_CATALOG } from './simulator/catalog.ts';
import { COMPANIES, PERSONAS, SHOWCASE, SHOWCASE_UNITS } from './simulator/fixtures.ts';
import { get, testSimulator } from './simulator/test-helpers.ts';

const { app } = testSimulator();
const eq = (guid: string, rest = '') => `/api/v2/equipment/${guid}${rest}`;
type Doc = Record<string, unknown> & { _meta: { guid: string }; company_guids?: string[] };

describe('authentication (docs/decisions.md#sign-in) and identity (endpoints 1, 2)', () => {
  it('refuses a missing or unknown token with 401 and a message', async () => {
    for (const as of [null] as const) {
      const r = await get(app, '/api/v2/equipment', as);
      expect(r.status).toBe(401);
      expect(r.json).toEqual({ message: expect.any(String) });
    }
    const r = await app.request('/api/auth/resource', {
      headers: { Authorization: 'Bearer nope' },
    });
    expect(r.status).toBe(401);
    expect(r.headers.get('www-authenticate')).toBe('Bearer');
  });

  it('answers the identity document with _meta and one row per permission and company', async () => {
    const r = await get(app, '/api/auth/resource', 'support');
    expect(r.status).toBe(200);
    expect(r.headers.get('cache-control')).toBe('no-store');
    expect(r.json).toMatchObject({
      _meta: { index: 'users', guid: PERSONAS.support.guid, created: expect.any(Number) },
      email: 'sam.support@example.com',
      username: 'ssupport',
      firstname: 'Sam',
      lastname: 'Support',
      disable_all_notifications: true,
    });
    const rows = (
      r.json as { company_permissions: { company_guid: string; permission_id: string }[] }
    ).company_permissions;
    expect(rows).toHaveLength(6);
    expect(new Set(rows.map((x) => x.company_guid))).toEqual(
      new Set([COMPANIES.alpha, COMPANIES.beta]),
    );
    expect(rows.some((x) => x.permission_id === 'equipment.update')).toBe(false);
  });

  it('lists permission rows, for one company or all, and refuses a foreign company with 403', async () => {
    const all = await get(app, '/api/auth/resource/permissions');
    expect(all.json).toHaveLength(12);
    const owner = await get(
      app,
      `/api/auth/resource/permissions?company=${COMPANIES.gamma}`,
      'owner',
    );
    expect(owner.json).toEqual([
      { permission_id: 'equipment.read', company_guid: COMPANIES.gamma },
      { permission_id: 'equipment.update', company_guid: COMPANIES.gamma },
    ]);
    const foreign = await get(
      app,
      `/api/auth/resource/permissions?company=${COMPANIES.alpha}`,
      'owner',
    );
    expect(foreign.status).toBe(403);
    expect(foreign.json).toEqual({ message: expect.any(String) });
  });
});

describe('equipment (endpoints 3, 4, 5)', () => {
  it('lists every unit for the operator, showcase units first, with required fields', async () => {
    const r = await get(app, '/api/v2/equipment');
    const docs = r.json as Doc[];
    expect(docs).toHaveLength(60);
    expect(r.headers.get('x-total-count')).toBe('60');
    expect(docs.slice(0, SHOWCASE_UNITS.length).map((d) => d._meta.guid)).toEqual(
      SHOWCASE_UNITS.map((u) => u.guid),
    );
    for (const d of docs)
      expect(d).toMatchObject({
        app: 'sunbed',
        serial: expect.any(String),
        model: expect.any(String),
        type: expect.any(String),
      });
  });

  it('scopes the list to the company asked for, and to the persona', async () => {
    const gamma = (await get(app, `/api/v2/equipment?company=${COMPANIES.gamma}`)).json as Doc[];
    const owner = (await get(app, '/api/v2/equipment', 'owner')).json as Doc[];
    expect(owner.map((d) => d._meta.guid)).toEqual(gamma.map((d) => d._meta.guid));
    expect(owner.length).toBeGreaterThanOrEqual(5);
    expect(owner.length).toBeLessThanOrEqual(8);
    expect(owner.map((d) => d._meta.guid)).toContain(SHOWCASE.temperatures.guid);
    const support = (await get(app, '/api/v2/equipment', 'support')).json as Doc[];
    expect(support.map((d) => d._meta.guid)).not.toContain(SHOWCASE.states.cleaning.guid);
    expect((await get(app, `/api/v2/equipment?company=${COMPANIES.gamma}`, 'support')).status).toBe(
      403,
    );
  });

  it('pages the list with limit/offset and X-Total-Count', async () => {
    const r = await get(app, '/api/v2/equipment?limit=5&offset=10');
    expect(r.headers.get('x-total-count')).toBe('60');
    expect((r.json as Doc[]).map((d) => d._meta.guid)).toEqual(
      SHOWCASE_UNITS.slice(10, 15).map((u) => u.guid),
    );
    expect((await get(app, '/api/v2/equipment?limit=-1')).status).toBe(400);
  });

  it('answers one unit, 404 for unknown or invisible ones', async () => {
    const r = await get(app, eq(SHOWCASE.resettable.guid));
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({
      serial: SHOWCASE.resettable.serial,
      controller: { state: 10, release: { version: '4.9.2' } },
    });
    expect((await get(app, eq('5ca5e000-0000-4000-8000-000000009999'))).status).toBe(404);
    expect((await get(app, eq(SHOWCASE.resettable.guid), 'owner')).status).toBe(404);
    expect((await get(app, eq(SHOWCASE.errors.guid, `?company=${COMPANIES.alpha}`))).status).toBe(
      404,
    );
    expect(
      (await get(app, eq(SHOWCASE.errors.guid, `?company=${COMPANIES.gamma}`), 'owner')).status,
    ).toBe(200);
  });

  it('answers maintenance counters in minutes, some with a service limit', async () => {
    const r = await get(
      app,
      eq(SHOWCASE.states['controller-warning'].guid, '/maintenance/counters'),
    );
    const counters = r.json as { type: string; value: number; limit?: number }[];
    expect(counters[0]).toEqual({ type: 'operating', value: expect.any(Number) });
    expect(counters.find((c) => c.type === 'lamps')).toEqual({
      type: 'lamps',
      value: 48_600,
      limit: 48_000,
    });
  });
});

describe('error catalog (endpoint 13) and route precedence', () => {
  it("answers the service's error catalog, never treating logs/error as a guid", async () => {
    const r = await get(app, '/api/v2/equipment/logs/error');
    expect(r.status).toBe(200);
    expect(r.json).toEqual(ERROR_CATALOG);
    const items = r.json as { error_id: string; active_error_bit: number; critical: boolean }[];
    expect(items).toHaveLength(39);
    expect(items.find((i) => i.active_error_bit === 33)).toMatchObject({
      error_id: 'E34',
      critical: true,
    });
    expect(items.find((i) => i.active_error_bit === 40)).toMatchObject({
      error_id: 'E37',
      critical: false,
    });
    expect(items.some((i) => i.active_error_bit === 38)).toBe(false);
  });

  it('still requires a token and a permitted company', async () => {
    expect((await get(app, '/api/v2/equipment/logs/error', null)).status).toBe(401);
    expect(
      (await get(app, `/api/v2/equipment/logs/error?company=${COMPANIES.alpha}`, 'owner')).status,
    ).toBe(403);
  });

  it('answers 404 with a JSON message for unknown API paths', async () => {
    const r = await get(app, '/api/v3/nothing');
    expect(r.status).toBe(404);
    expect(r.json).toEqual({ message: expect.any(String) });
  });
});

// @vitest-environment node
import { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAuditLog } from '../audit/audit-log.ts';
import type { Engine } from '../engine.ts';
import { openDatabase, type EngineDatabase } from '../storage/database.ts';
import type { EngineEnv, EngineUser } from './access.ts';
import { logbookRoutes } from './logbook-routes.ts';
import { workOrderRoutes } from './work-order-routes.ts';

// Routes with a real PGlite; the caller is set directly (the access middleware is the core's).
const NOW = Date.parse('2026-11-27T10:00:00Z');
let store: EngineDatabase;
let events: { type: string; companyGuids: string[] }[];
const perms = (entries: [string, string[]][]) =>
  new Map(entries.map(([co, p]) => [co, new Set(p)]));
const owner: EngineUser = {
  key: 'k-owner',
  email: 'owner@a',
  name: 'Olga Owner',
  permissions: perms([['ca', ['equipment.read', 'equipment.update']]]),
};
const reader: EngineUser = {
  key: 'k-reader',
  email: 'r@a',
  name: 'Rita',
  permissions: perms([['ca', ['equipment.read']]]),
};
const other: EngineUser = {
  key: 'k-other',
  email: 'o@b',
  name: 'Otto',
  permissions: perms([['cb', ['equipment.read', 'equipment.update']]]),
};

function app(user: EngineUser) {
  const engine = {
    store,
    audit: createAuditLog(store.db, () => NOW),
    now: () => NOW,
    publish: async (e: { type: string; companyGuids: string[] }) => void events.push(e),
  } as unknown as Engine;
  const a = new Hono<EngineEnv>().basePath('/engine/v1');
  a.use('*', async (c, next) => {
    c.set('user', user);
    c.set('engine', engine);
    await next();
  });
  a.route('/', workOrderRoutes());
  a.route('/', logbookRoutes());
  return a;
}
async function call(user: EngineUser, method: string, path: string, body?: unknown) {
  const res = await app(user).request(`/engine/v1${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  // Loose on purpose: each test reads the fields it checks.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: res.status, json: (await res.json()) as Record<string, any> };
}

beforeAll(async () => {
  store = await openDatabase('memory');
}, 60_000);
afterAll(() => store.close());
beforeEach(async () => {
  for (const t of ['work_orders', 'logbook_entries', 'audit_log', 'units'] as const)
    await store.db.deleteFrom(t).execute();
  events = [];
  const unit = (guid: string, co: string, serial: string) => ({
    guid,
    company_guids: [co],
    serial,
    alias: `Bed ${serial}`,
    site_key: null,
    site_name: 'Zonnestudio',
    state: 'ready',
    release: null,
    seen_at: NOW,
    unit: '{}',
    updated_at: NOW,
  });
  await store.db
    .insertInto('units')
    .values([unit('ua', 'ca', 'A-1'), unit('ub', 'cb', 'B-1')])
    .execute();
});

const lampOrder = {
  unitGuid: 'ua',
  parts: [{ part: 'lamps', count: 24 }],
  dueDate: '2026-12-03',
  assignee: 'Tom',
  state: 'scheduled',
  counterType: 'lamps',
};

describe('work-order routes', () => {
  it('an owner creates a work order, it is audited and announced, and listed with its state', async () => {
    const created = await call(owner, 'POST', '/work-orders', lampOrder);
    expect(created.status).toBe(201);
    expect(created.json.workOrder).toMatchObject({
      serial: 'A-1',
      state: 'scheduled',
      dueDate: '2026-12-03',
      createdBy: 'Olga Owner',
      overdue: false,
    });
    const list = await call(reader, 'GET', '/work-orders?state=open,scheduled');
    expect(list.json.workOrders.map((o: { serial: string }) => o.serial)).toEqual(['A-1']);
    const audit = await store.db
      .selectFrom('audit_log')
      .select(['action', 'actor_email', 'unit_guid'])
      .execute();
    expect(audit).toEqual([
      { action: 'work-order.create', actor_email: 'owner@a', unit_guid: 'ua' },
    ]);
    expect(events).toEqual([
      { type: 'work-orders', companyGuids: ['ca'], id: String(created.json.workOrder.id) },
    ]);
  });

  it('who sees what: another company sees none of them and may not ask for them', async () => {
    await call(owner, 'POST', '/work-orders', lampOrder);
    expect((await call(other, 'GET', '/work-orders')).json.workOrders).toEqual([]);
    expect((await call(other, 'GET', '/work-orders?company=ca')).status).toBe(403);
    expect((await call(other, 'POST', '/work-orders', lampOrder)).status).toBe(404);
    const id = (await call(owner, 'GET', '/work-orders')).json.workOrders[0].id;
    expect((await call(other, 'PATCH', `/work-orders/${id}`, { state: 'cancelled' })).status).toBe(
      404,
    );
  });

  it("writing needs equipment.update in the unit's company", async () => {
    const res = await call(reader, 'POST', '/work-orders', lampOrder);
    expect(res.status).toBe(403);
    expect(res.json.error).toMatch(/equipment.update/);
  });

  it('bad input is a 400 naming the field', async () => {
    const res = await call(owner, 'POST', '/work-orders', {
      ...lampOrder,
      parts: [{ part: 'lamps', count: -1 }],
    });
    expect(res.status).toBe(400);
    expect(res.json.field).toBe('body.parts.0.count');
    expect(
      (await call(owner, 'POST', '/work-orders', { ...lampOrder, dueDate: '3 dec' })).json.field,
    ).toBe('body.dueDate');
  });

  it('moves through the states; done by a person needs a reason and writes the logbook', async () => {
    const { id } = (await call(owner, 'POST', '/work-orders', { ...lampOrder, state: 'open' })).json
      .workOrder;
    expect(
      (await call(owner, 'PATCH', `/work-orders/${id}`, { state: 'scheduled' })).json.workOrder
        .state,
    ).toBe('scheduled');
    expect((await call(owner, 'PATCH', `/work-orders/${id}`, { state: 'done' })).json.field).toBe(
      'body.reason',
    );
    const done = await call(owner, 'PATCH', `/work-orders/${id}`, {
      state: 'done',
      reason: 'Lamps changed, counter not reset',
    });
    expect(done.json.workOrder).toMatchObject({
      state: 'done',
      closedBy: 'Olga Owner',
      closedReason: 'Lamps changed, counter not reset',
    });
    expect((await call(owner, 'PATCH', `/work-orders/${id}`, { state: 'open' })).status).toBe(409);
    const book = await call(owner, 'GET', '/units/ua/logbook');
    expect(book.json.entries.map((e: { kind: string }) => e.kind)).toEqual(['work-order']);
  });
});

describe('logbook routes', () => {
  const measurement = {
    kind: 'irradiance',
    day: '2026-11-26',
    wPerM2: 3,
    instrument: 'UV-meter 2',
    measuredBy: 'Jan',
  };

  it('adds a flagged measurement and reads it back with the unit and its UV type', async () => {
    expect((await call(owner, 'POST', '/units/ua/logbook', measurement)).status).toBe(201);
    expect(
      (
        await call(owner, 'POST', '/units/ua/logbook', {
          kind: 'uv-type',
          day: '2026-11-20',
          uvType: 3,
        })
      ).status,
    ).toBe(201);
    const book = await call(reader, 'GET', '/units/ua/logbook');
    expect(book.json.unit).toMatchObject({ serial: 'A-1', siteName: 'Zonnestudio', uvType: 3 });
    expect(
      book.json.entries.map((e: { kind: string; flagged: boolean }) => [e.kind, e.flagged]),
    ).toEqual([
      ['uv-type', false],
      ['irradiance', true],
    ]);
    const audit = await store.db.selectFrom('audit_log').select('action').execute();
    expect(audit.map((a) => a.action)).toEqual(['logbook.add', 'logbook.add']);
  });

  it('refuses a negative count and a future day, naming the field', async () => {
    const neg = await call(owner, 'POST', '/units/ua/logbook', {
      kind: 'lamp-change',
      day: '2026-11-26',
      lampType: 'R160',
      count: -2,
    });
    expect(neg).toMatchObject({
      status: 400,
      json: { field: 'body.count', reason: 'must-be-positive' },
    });
    const future = await call(owner, 'POST', '/units/ua/logbook', {
      ...measurement,
      day: '2026-12-30',
    });
    expect(future).toMatchObject({
      status: 400,
      json: { field: 'body.day', reason: 'future-date' },
    });
  });

  it("who sees what: another company's unit logbook is 403 to read and to write", async () => {
    await call(owner, 'POST', '/units/ua/logbook', measurement);
    expect((await call(other, 'GET', '/units/ua/logbook')).status).toBe(403);
    expect((await call(other, 'POST', '/units/ua/logbook', measurement)).status).toBe(403);
    expect((await call(reader, 'POST', '/units/ua/logbook', measurement)).status).toBe(403);
    expect((await call(owner, 'GET', '/units/nope/logbook')).status).toBe(404);
  });
});

// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAuditLog } from '../audit/audit-log.ts';
import { openDatabase, type EngineDatabase } from '../storage/database.ts';
import { listLogbook } from '../work-orders/logbook-store.ts';
import { overdueWorkOrders } from '../work-orders/overdue.ts';
import { getWorkOrder, insertWorkOrder } from '../work-orders/work-order-store.ts';
import { runWorkOrders, type WorkOrderRunnerDeps } from './work-order-runner.ts';

let store: EngineDatabase;
let deps: WorkOrderRunnerDeps;
let events: { companyGuids: string[] }[];
const NOW = Date.parse('2026-11-27T10:00:00Z');
const unit = { guid: 'u1', companyGuids: ['c1'], serial: 'S-1', alias: 'Bed 1' };

beforeAll(async () => {
  store = await openDatabase('memory');
}, 60_000);
afterAll(() => store.close());
beforeEach(async () => {
  for (const t of [
    'work_orders',
    'logbook_entries',
    'part_changes',
    'audit_log',
    'engine_meta',
  ] as const)
    await store.db.deleteFrom(t).execute();
  events = [];
  deps = {
    db: store.db,
    audit: createAuditLog(store.db, () => NOW),
    publish: async (e) => void events.push(e),
    now: () => NOW,
  };
});

const order = (
  parts: { part: 'lamps' | 'filters'; count: number }[],
  at = NOW - 86_400_000,
  dueDate = '2026-12-01',
) =>
  insertWorkOrder(store.db, {
    unit,
    parts,
    dueDate,
    assignee: 'Tom',
    notes: '',
    state: 'scheduled',
    counterType: null,
    createdBy: 'Olivia',
    at,
  });
const partChange = (counter_type: string, at = NOW - 3_600_000, unit_guid = 'u1') =>
  store.db
    .insertInto('part_changes')
    .values({ unit_guid, company_guids: ['c1'], counter_type, at, value_reached: 48_300 })
    .execute();

describe('work-order runner', () => {
  it("closes the unit's lamp order as done when the lamp counter is seen reset, and says so", async () => {
    const lamps = await order([{ part: 'lamps', count: 24 }]);
    const filters = await order([{ part: 'filters', count: 1 }]);
    await partChange('lamps');
    await runWorkOrders(deps);

    expect(await getWorkOrder(store.db, lamps.id)).toMatchObject({
      state: 'done',
      closedReason: 'counter-reset',
      closedBy: null,
      closedAt: NOW,
    });
    expect((await getWorkOrder(store.db, filters.id))?.state).toBe('scheduled');
    const kinds = (await listLogbook(store.db, 'u1')).map((e) => [e.kind, e.author]);
    expect(kinds).toEqual([
      ['part-change', null],
      ['work-order', null],
    ]);
    const audit = await store.db
      .selectFrom('audit_log')
      .select(['action', 'actor_key', 'unit_guid'])
      .execute();
    expect(audit).toEqual([{ action: 'work-order.done', actor_key: null, unit_guid: 'u1' }]);
    expect(await deps.audit.verify()).toMatchObject({ ok: true });
    expect(events).toEqual([{ type: 'work-orders', companyGuids: ['c1'] }]);
  });

  it('handles each part change once, across rounds', async () => {
    await partChange('lamps');
    await runWorkOrders(deps);
    await runWorkOrders(deps);
    expect(await listLogbook(store.db, 'u1')).toHaveLength(1);
  });

  it("leaves an order made after the reset open, and other units' orders alone", async () => {
    const later = await order([{ part: 'lamps', count: 24 }], NOW - 60_000);
    await partChange('lamps', NOW - 3_600_000);
    await partChange('lamps', NOW - 3_600_000, 'u2');
    await runWorkOrders(deps);
    expect((await getWorkOrder(store.db, later.id))?.state).toBe('scheduled');
  });

  it('writes resets and updates from the audit log into the logbook', async () => {
    const who = { key: 'k', email: 'o@x', name: 'Olivia' };
    await deps.audit.append({
      actor: who,
      companyGuid: 'c1',
      unitGuid: 'u1',
      action: 'controller.reset',
      details: {},
      outcome: '204',
    });
    await deps.audit.append({
      actor: who,
      companyGuid: 'c1',
      unitGuid: 'u1',
      action: 'alert.acknowledge',
      details: {},
      outcome: 'ok',
    });
    await deps.audit.append({
      actor: who,
      companyGuid: 'c1',
      unitGuid: 'u1',
      action: 'controller.update',
      details: { version: '2.1.0' },
      outcome: '204',
    });
    await runWorkOrders(deps);
    await runWorkOrders(deps);
    const entries = await listLogbook(store.db, 'u1');
    expect(entries.map((e) => [e.kind, e.author, e.data])).toEqual([
      ['reset', 'Olivia', { outcome: '204' }],
      ['update', 'Olivia', { outcome: '204', version: '2.1.0' }],
    ]);
  });

  it('lists overdue orders for the alerts: still to be done, due before today', async () => {
    const late = await order([{ part: 'lamps', count: 1 }], NOW - 1000, '2026-11-26');
    await order([{ part: 'lamps', count: 1 }], NOW - 1000, '2026-11-27');
    const overdue = await overdueWorkOrders(store.db, NOW);
    expect(overdue.map((o) => o.alertId)).toEqual([`work-order-overdue:${late.id}`]);
    expect(await overdueWorkOrders(store.db, NOW, ['c2'])).toEqual([]);
  });
});

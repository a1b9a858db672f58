// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { overdueWorkOrders } from '../work-orders/overdue.ts';
import { insertWorkOrder, updateWorkOrder } from '../work-orders/work-order-store.ts';
import { createAlertsRunner } from './alerts-runner.ts';
import { openTestDatabase } from './test-database.ts';
import { ALPHA, BETA, testUnit } from './test-units.ts';

// docs/decisions.md#work-orders: an overdue work order is an alert like any other (the same
// rows, transitions and history), and resolves when the order is done, cancelled or moved.

const T0 = Date.UTC(2026, 10, 27, 12);
const POLL = 30_000;
const database = openTestDatabase();
let store: typeof database.current;
let events: { type: string; companyGuids: string[] }[];

beforeEach(async () => {
  store = database.current;
  events = [];
  await store.db.deleteFrom('work_orders').execute();
});

const runner = () =>
  createAlertsRunner({
    db: store.db,
    publish: async (e) => void events.push(e),
    intervalMs: POLL,
    offlineAfterMs: 600_000,
    serviceLimits: {},
    rates: () => new Map(),
    overdueOrders: (at) => overdueWorkOrders(store.db, at),
  });

const order = (dueDate: string, guid = 'u1', companies = [ALPHA]) =>
  insertWorkOrder(store.db, {
    unit: { guid, companyGuids: companies, serial: `SN-${guid}`, alias: null },
    parts: [{ part: 'lamps', count: 24 }],
    dueDate,
    assignee: 'Tom',
    notes: '',
    state: 'scheduled',
    counterType: 'lamps',
    createdBy: 'Olivia',
    at: T0 - 10 * 86_400_000,
  });
const alerts = () =>
  store.db
    .selectFrom('alerts')
    .select(['rule', 'phase', 'unit_guid', 'company_guids', 'value'])
    .execute();
const transitions = async () =>
  (await store.db.selectFrom('alert_transitions').selectAll().orderBy('id').execute()).map((t) => [
    t.rule,
    t.transition,
    t.unit_guid,
  ]);

describe('work order overdue in the engine’s alerts', () => {
  it('fires once on the second poll and resolves when the order is done', async () => {
    const late = await order('2026-11-20');
    await order('2026-11-27'); // due today: not overdue
    const units = [testUnit('u1')];
    const r = runner();
    await r.onPoll({ at: T0, ok: true, units });
    await r.onPoll({ at: T0 + POLL, ok: true, units });
    await r.onPoll({ at: T0 + 2 * POLL, ok: true, units });
    await runner().onPoll({ at: T0 + 2 * POLL, ok: true, units });
    expect(await alerts()).toEqual([
      {
        rule: 'work-order-overdue',
        phase: 'firing',
        unit_guid: 'u1',
        company_guids: [ALPHA],
        value: `work order ${late.id} due 2026-11-20`,
      },
    ]);
    // One firing transition: the notifications runner sends from these, so once.
    expect(await transitions()).toEqual([['work-order-overdue', 'firing', 'u1']]);
    expect(events).toContainEqual({ type: 'alerts', companyGuids: [ALPHA] });
    await store.db
      .updateTable('alerts')
      .set({ ack_by_key: 'k', ack_by_name: 'Sam Support', ack_at: T0 + 40_000 })
      .execute();

    await updateWorkOrder(store.db, late.id, { state: 'done', closedReason: 'done', at: T0 });
    await r.onPoll({ at: T0 + 3 * POLL, ok: true, units });
    expect(await alerts()).toEqual([]);
    const history = await store.db.selectFrom('alert_history').selectAll().execute();
    expect(history.map((h) => [h.rule, h.ack_by_name, h.resolved_at])).toEqual([
      ['work-order-overdue', 'Sam Support', T0 + 3 * POLL],
    ]);
    expect((await transitions()).map((t) => t[1])).toEqual(['firing', 'resolved']);
  });

  it.each([
    ['cancelled', { state: 'cancelled' as const }],
    ['moved to a later day', { dueDate: '2026-12-04' }],
  ])('resolves when the order is %s', async (_name, change) => {
    const late = await order('2026-11-25');
    const r = runner();
    await r.onPoll({ at: T0, ok: true, units: [testUnit('u1')] });
    await r.onPoll({ at: T0 + POLL, ok: true, units: [testUnit('u1')] });
    await updateWorkOrder(store.db, late.id, { ...change, at: T0 });
    await r.onPoll({ at: T0 + 2 * POLL, ok: true, units: [testUnit('u1')] });
    expect(await alerts()).toEqual([]);
    expect((await transitions()).map((t) => t[1])).toEqual(['firing', 'resolved']);
  });

  it('keeps the order’s companies when its unit is not in the fleet poll', async () => {
    await order('2026-11-20', 'gone', [BETA]);
    const r = runner();
    await r.onPoll({ at: T0, ok: true, units: [testUnit('u1')] });
    await r.onPoll({ at: T0 + POLL, ok: true, units: [testUnit('u1')] });
    expect((await alerts()).map((a) => [a.unit_guid, a.company_guids])).toEqual([['gone', [BETA]]]);
  });
});

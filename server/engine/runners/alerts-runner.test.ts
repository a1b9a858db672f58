import { beforeEach, describe, expect, it } from 'vitest';
import { createAlertsRunner } from './alerts-runner.ts';
import { openTestDatabase } from './test-database.ts';
import { ALPHA, BETA, testUnit } from './test-units.ts';

const T0 = Date.UTC(2026, 10, 27, 12);
const POLL = 30_000;
const database = openTestDatabase();
let events: { type: string; companyGuids: string[] }[];

const runner = () =>
  createAlertsRunner({
    db: store.db,
    publish: async (e) => void events.push(e),
    intervalMs: POLL,
    offlineAfterMs: 600_000,
    serviceLimits: {},
    rates: () => new Map(),
  });

const critical = (guid: string, companies = [ALPHA]) =>
  testUnit(guid, { criticalCount: 1, companyGuids: companies, lastPing: T0 });

let store: typeof database.current;
beforeEach(() => {
  store = database.current;
  events = [];
});

const transitions = () =>
  store.db.selectFrom('alert_transitions').selectAll().orderBy('id').execute();

describe('the engine evaluates alerts with the browser’s rules', () => {
  it('fires on the second poll, once, with its transition written beside it', async () => {
    const r = runner();
    const units = [critical('u1'), testUnit('u2')];
    await r.onPoll({ at: T0, ok: true, units });
    expect((await store.db.selectFrom('alerts').selectAll().execute())[0]?.phase).toBe('pending');
    await r.onPoll({ at: T0 + POLL, ok: true, units });
    // The same poll again (a retry, a second leader): nothing is evaluated twice.
    await r.onPoll({ at: T0 + POLL, ok: true, units });
    await runner().onPoll({ at: T0 + POLL, ok: true, units });
    const alerts = await store.db.selectFrom('alerts').selectAll().execute();
    expect(alerts.map((a) => [a.key, a.phase, a.company_guids])).toEqual([
      ['critical-error|unit:u1', 'firing', [ALPHA]],
    ]);
    expect((await transitions()).map((t) => [t.alert_id, t.transition, t.critical])).toEqual([
      [alerts[0]!.id, 'firing', true],
    ]);
    expect(events).toContainEqual({ type: 'alerts', companyGuids: [ALPHA] });
    // A poll that changes no alert announces nothing (open pages refetch only on a change).
    events.length = 0;
    await r.onPoll({ at: T0 + 2 * POLL, ok: true, units });
    expect(events).toEqual([]);
  });

  it('a new leader goes on from storage; a resolved alert keeps who acknowledged it', async () => {
    await runner().onPoll({ at: T0, ok: true, units: [critical('u1')] });
    await runner().onPoll({ at: T0 + POLL, ok: true, units: [critical('u1')] });
    await store.db
      .updateTable('alerts')
      .set({ ack_by_key: 'k', ack_by_name: 'Sam Support', ack_at: T0 + 40_000 })
      .execute();
    const next = runner();
    await next.onPoll({ at: T0 + 2 * POLL, ok: true, units: [critical('u1')] });
    expect((await transitions()).length).toBe(1);
    await next.onPoll({ at: T0 + 3 * POLL, ok: true, units: [testUnit('u1')] });
    expect(await store.db.selectFrom('alerts').selectAll().execute()).toEqual([]);
    const history = await store.db.selectFrom('alert_history').selectAll().execute();
    expect(history.map((h) => [h.rule, h.ack_by_name, h.resolved_at])).toEqual([
      ['critical-error', 'Sam Support', T0 + 3 * POLL],
    ]);
    expect((await transitions()).map((t) => t.transition)).toEqual(['firing', 'resolved']);
  });

  it('follows each company’s own rules', async () => {
    await store.db
      .insertInto('alert_rules')
      .values({
        company_guid: BETA,
        rules: JSON.stringify({ 'critical-error': { enabled: false } }),
        updated_at: T0,
        updated_by_name: 'Oscar',
      })
      .execute();
    const r = runner();
    const units = [critical('a1', [ALPHA]), critical('b1', [BETA])];
    await r.onPoll({ at: T0, ok: true, units });
    await r.onPoll({ at: T0 + POLL, ok: true, units });
    const alerts = await store.db.selectFrom('alerts').select('key').execute();
    expect(alerts.map((a) => a.key)).toEqual(['critical-error|unit:a1']);
  });

  it('fires No data when the fleet poll fails for longer than two intervals', async () => {
    const r = runner();
    await r.onPoll({ at: T0, ok: true, units: [testUnit('u1')] });
    await r.onPoll({ at: T0 + POLL, ok: false, units: [] });
    expect(await store.db.selectFrom('alerts').selectAll().execute()).toEqual([]);
    await r.onPoll({ at: T0 + 3 * POLL, ok: false, units: [] });
    const alerts = await store.db.selectFrom('alerts').selectAll().execute();
    expect(alerts.map((a) => [a.rule, a.phase, a.company_guids])).toEqual([
      ['no-data', 'firing', []],
    ]);
    expect(events.at(-1)).toEqual({ type: 'alerts', companyGuids: [] });
  });
});

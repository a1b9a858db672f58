// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type EngineDatabase } from '../storage/database.ts';
import { acknowledgedAlerts } from './notification-task.ts';

let store: EngineDatabase;
beforeAll(async () => {
  store = await openDatabase('memory');
}, 60_000);
afterAll(() => store.close());

const alert = (id: string, ackAt: number | null) => ({
  key: `fault|unit:${id}`,
  id,
  rule: 'fault',
  subject: JSON.stringify({ kind: 'unit', guid: 'u1', label: 'SN-1' }),
  company_guids: ['c1'],
  unit_guid: 'u1',
  site_key: null,
  phase: 'firing' as const,
  since: 0,
  firing_at: 0,
  polls: 2,
  value: 'v',
  detail: null,
  updated_at: 0,
  ack_by_key: ackAt === null ? null : 'k',
  ack_by_name: ackAt === null ? null : 'Olivia',
  ack_at: ackAt,
  snoozed_by_key: null,
  snoozed_by_name: null,
  snoozed_until: null,
});

describe('acknowledgedAlerts', () => {
  it('reads the alerts area’s acknowledgements: a reminder stops at the first one', async () => {
    await store.db
      .insertInto('alerts')
      .values([alert('a1', 5), alert('a2', null)])
      .execute();
    expect(await acknowledgedAlerts(store.db, ['a1', 'a2', 'a3'])).toEqual(new Set(['a1']));
    expect(await acknowledgedAlerts(store.db, [])).toEqual(new Set());
  });
});

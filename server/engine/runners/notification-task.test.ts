// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtp } from '../notifications/test-peers.ts';
import { addPerson, addTransition, addUnit } from '../notifications/test-rows.ts';
import { openDatabase, type EngineDatabase } from '../storage/database.ts';
import { testEngine } from '../test-engine.ts';
import { acknowledgedAlerts, addNotificationTask } from './notification-task.ts';

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

describe('the notifications task', () => {
  it('runs on the leader with the engine’s flags: a transition becomes an e-mail with the public link', async () => {
    const smtp = await startSmtp();
    const { engine } = await testEngine(
      { units: 10 },
      { smtp: smtp.url, mailFrom: 'fleet@example.com', publicUrl: 'https://dash.example.com/' },
    );
    const close = addNotificationTask(engine, 'http://localhost:4173');
    try {
      const { db } = engine.store;
      await addUnit(db, 'u1', 'c1', 'Bed 1', 'SN-1', 'Utrecht');
      await addPerson(db, 'p1', { companies: ['c1'], email: 'p1@example.com' });
      await addTransition(db, { at: Date.now(), unit_guid: 'u1', company: 'c1' });
      await engine.start();
      await expect.poll(() => smtp.mails.length, { timeout: 20_000 }).toBe(1);
      expect(smtp.mails[0]!.text).toContain('https://dash.example.com/equipment/u1');
    } finally {
      close();
      await engine.stop();
      await smtp.close();
    }
  }, 60_000);
});

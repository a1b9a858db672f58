// @vitest-environment node
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAuditLog } from '../audit/audit-log.ts';
import { startReceiver } from '../notifications/test-peers.ts';
import { addTransition, addUnit } from '../notifications/test-rows.ts';
import { openDatabase, type EngineDatabase } from '../storage/database.ts';
import { createNotificationRunner } from './notification-runner.ts';

let store: EngineDatabase;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let answers: number[] = [];
const T = Date.UTC(2026, 10, 27, 12, 0);

beforeAll(async () => {
  [store, receiver] = await Promise.all([
    openDatabase('memory'),
    startReceiver((_, res) => res.writeHead(answers.shift() ?? 204).end('the body is never kept')),
  ]);
}, 60_000);
afterAll(() => Promise.all([store.close(), receiver.close()]));

beforeEach(async () => {
  const { db } = store;
  for (const t of [
    'notification_deliveries',
    'webhooks',
    'alert_transitions',
    'units',
    'engine_meta',
  ] as const)
    await db.deleteFrom(t).execute();
  receiver.received.length = 0;
  answers = [];
  await addUnit(db, 'u1', 'c1', 'Bed 1', 'SN-1', 'Amsterdam Centrum');
});

const runner = (allow = [receiver.host]) =>
  createNotificationRunner({
    db: store.db,
    audit: createAuditLog(store.db),
    mailer: null,
    mailFrom: 'dashboard@example.com',
    webhookAllow: allow,
    publicUrl: 'https://fleet.example.com',
    acknowledged: async () => new Set(),
  });
const addHook = (url: string, company = 'c1') =>
  store.db
    .insertInto('webhooks')
    .values({ company_guid: company, url, secret: 's3cret', created_by: 'k', created_at: T })
    .execute();

describe('webhooks', () => {
  it('posts one signed JSON body per transition, with an idempotency key, to the company’s webhook only', async () => {
    const { db } = store;
    await addHook(`${receiver.url}/hook/c1`);
    await addHook(`${receiver.url}/hook/c2`, 'c2');
    const a = await addTransition(db, { at: T, unit_guid: 'u1', company: 'c1', value: 'E12' });
    await addTransition(db, {
      alert_id: a.alert_id,
      transition: 'resolved',
      at: T + 5,
      unit_guid: 'u1',
      company: 'c1',
    });
    const r = runner();
    await r.tick(T + 10);
    await r.tick(T + 20);
    expect(receiver.received.map((x) => x.path)).toEqual(['/hook/c1', '/hook/c1']);
    const [first, second] = receiver.received;
    expect(first!.headers['x-signature-256']).toBe(
      `sha256=${createHmac('sha256', 's3cret').update(first!.body).digest('hex')}`,
    );
    expect(JSON.parse(first!.body.toString())).toEqual({
      alert_id: a.alert_id,
      rule: 'fault',
      transition: 'firing',
      unit: { guid: 'u1', serial: 'SN-1', alias: 'Bed 1' },
      company_guid: 'c1',
      since: T,
      value: 'E12',
      url: 'https://fleet.example.com/equipment/u1',
      text: 'Alert: Fault state – Bed 1 (SN-1)',
    });
    expect(JSON.parse(second!.body.toString()).transition).toBe('resolved');
    expect(first!.headers['idempotency-key']).not.toBe(second!.headers['idempotency-key']);
  });

  it('tries again with backoff after a 500, with the same key, and gives up after an hour', async () => {
    const { db } = store;
    await addHook(`${receiver.url}/hook`);
    await addTransition(db, { at: T, unit_guid: 'u1', company: 'c1' });
    answers = [500];
    const r = runner();
    await r.tick(T);
    await r.tick(T + 10_000);
    expect(receiver.received).toHaveLength(1);
    await r.tick(T + 30_000);
    expect(receiver.received).toHaveLength(2);
    expect(receiver.received[1]!.headers['idempotency-key']).toBe(
      receiver.received[0]!.headers['idempotency-key'],
    );
    const row = await db
      .selectFrom('notification_deliveries')
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ state: 'sent', attempts: 2 });

    await addTransition(db, { at: T, unit_guid: 'u1', company: 'c1' });
    answers = Array(20).fill(503);
    for (let t = T; t <= T + 70 * 60_000; t += 5 * 60_000) await r.tick(t);
    const failed = await db
      .selectFrom('notification_deliveries')
      .selectAll()
      .where('state', '=', 'failed')
      .execute();
    expect(failed).toHaveLength(1);
    expect(failed[0]!.last_error).toBe('HTTP 503');
  }, 60_000);

  it('sends nothing to a host the server does not allow', async () => {
    const { db } = store;
    await addHook(`${receiver.url}/hook`);
    await addTransition(db, { at: T, unit_guid: 'u1', company: 'c1' });
    await runner(['chat.example.com']).tick(T);
    expect(receiver.received).toHaveLength(0);
    const row = await db
      .selectFrom('notification_deliveries')
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(row.state).toBe('failed');
    expect(row.last_error).toMatch(/is not in this server's allowed list/);
  });

  it('does not follow a redirect', async () => {
    const { db } = store;
    await addHook(`${receiver.url}/moved`);
    await addTransition(db, { at: T, unit_guid: 'u1', company: 'c1' });
    answers = [307];
    await runner().tick(T);
    expect(receiver.received).toHaveLength(1);
    const row = await db
      .selectFrom('notification_deliveries')
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ state: 'failed', last_error: 'HTTP 307: redirect not followed' });
  });
});

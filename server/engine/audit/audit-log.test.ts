// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it as test } from 'vitest';
import { openDatabase, type DatabaseKind, type EngineDatabase } from '../storage/database.ts';
import { freshDatabase, stopTestPostgres, testPostgres } from '../storage/test-databases.ts';
import { createAuditLog, GENESIS_HASH } from './audit-log.ts';

const pgSkip = await testPostgres().then((s) => ('skip' in s ? s.skip : undefined));
afterAll(() => stopTestPostgres());

const olivia = { key: 'k-olivia', email: 'olivia@example.com', name: 'Olivia Operator' };
const entry = (action: string, details: Record<string, unknown> = {}) => ({
  actor: olivia,
  companyGuid: 'c1',
  unitGuid: 'u1',
  action,
  details,
  outcome: '204',
});

describe.each<DatabaseKind>(['pglite', 'postgres'])('audit log (%s)', (kind) => {
  let store: EngineDatabase;
  const skip = kind === 'postgres' && pgSkip !== undefined;
  beforeAll(async () => {
    if (!skip) store = await openDatabase(await freshDatabase(kind));
  }, 60_000);
  afterAll(() => store?.close());
  const it = skip ? test.skip : test;

  it('chains entries and verifies them; a tampered entry is named by its id', async () => {
    await store.db.deleteFrom('audit_log').execute();
    let t = 1_000;
    const log = createAuditLog(store.db, () => t++);
    await log.append(entry('controller.reset', { z: 1, a: { y: [1, 2], b: 'x' } }));
    await log.append({ ...entry('alert.acknowledge'), actor: 'engine' });
    await log.append(entry('campaign.create', { units: 3 }));
    expect(await log.verify()).toEqual({ ok: true, count: 3 });

    const rows = await store.db.selectFrom('audit_log').selectAll().orderBy('id').execute();
    expect(rows[0]?.prev_hash).toBe(GENESIS_HASH);
    expect(rows[1]?.prev_hash).toBe(rows[0]?.hash);
    expect(rows[1]?.actor_key).toBeNull();

    await store.db
      .updateTable('audit_log')
      .set({ outcome: '403' })
      .where('id', '=', rows[1]!.id)
      .execute();
    expect(await log.verify()).toEqual({ ok: false, brokenAt: rows[1]!.id });
  });

  it('onAppend is told of each entry inside its transaction (the live /activity event)', async () => {
    await store.db.deleteFrom('audit_log').execute();
    const seen: string[] = [];
    const log = createAuditLog(store.db, Date.now, async (e, trx) => {
      const rows = await trx.selectFrom('audit_log').select('action').execute();
      seen.push(`${e.action}:${rows.length}`);
    });
    await log.append(entry('controller.reset'));
    await log.append(entry('campaign.create'));
    expect(seen).toEqual(['controller.reset:1', 'campaign.create:2']);
  });

  it('a deleted entry breaks the chain at the entry after it', async () => {
    await store.db.deleteFrom('audit_log').execute();
    const log = createAuditLog(store.db);
    for (const a of ['a', 'b', 'c']) await log.append(entry(a));
    const rows = await store.db.selectFrom('audit_log').select('id').orderBy('id').execute();
    await store.db.deleteFrom('audit_log').where('id', '=', rows[1]!.id).execute();
    expect(await log.verify()).toEqual({ ok: false, brokenAt: rows[2]!.id });
  });

  it('concurrent appends never fork the chain, and an append inside a rolled-back transaction leaves nothing', async () => {
    await store.db.deleteFrom('audit_log').execute();
    const log = createAuditLog(store.db);
    await Promise.all(Array.from({ length: 20 }, (_, i) => log.append(entry(`a${i}`))));
    await store.db
      .transaction()
      .execute(async (trx) => {
        await log.append(entry('never'), trx);
        throw new Error('the state change failed');
      })
      .catch(() => undefined);
    expect(await log.verify()).toEqual({ ok: true, count: 20 });
  });
});

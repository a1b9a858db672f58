// @vitest-environment node
import { sql } from 'kysely';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './database.ts';
import { migrate } from './migrate.ts';
import { MIGRATIONS } from './migrations/all.ts';
import type { Migration } from './migrations/migration.ts';

describe('openDatabase (PGlite)', { timeout: 60_000 }, () => {
  it('migrates a memory database, and a second run applies nothing', async () => {
    const store = await openDatabase('memory');
    try {
      const ids = await store.db.selectFrom('engine_migrations').select('id').execute();
      expect(ids.map((r) => r.id)).toEqual(MIGRATIONS.map((m) => m.id));
      expect(await migrate(store.db, MIGRATIONS)).toEqual([]);
    } finally {
      await store.close();
    }
  });

  it('reads bigint columns back as numbers and jsonb as objects', async () => {
    const store = await openDatabase('memory');
    try {
      await store.db
        .insertInto('engine_meta')
        .values({ key: 'k', value: JSON.stringify({ a: [1, 2] }) })
        .execute();
      await store.db
        .insertInto('engine_lease')
        .values({ name: 'leader', holder: 'h', expires_at: 1_700_000_000_123 })
        .execute();
      const lease = await store.db.selectFrom('engine_lease').selectAll().executeTakeFirstOrThrow();
      expect(lease.expires_at).toBe(1_700_000_000_123);
      const meta = await store.db.selectFrom('engine_meta').selectAll().executeTakeFirstOrThrow();
      expect(meta.value).toEqual({ a: [1, 2] });
      const { count } = await store.db
        .selectFrom('units')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      expect(count).toBe(0);
    } finally {
      await store.close();
    }
  });

  it('migrates an old folder database forward, keeping its rows', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'engine-db-'));
    const later: Migration = {
      id: '009-later',
      async up(db) {
        await sql`create table later_things (id text primary key)`.execute(db);
      },
    };
    try {
      const old = await openDatabase(dir, MIGRATIONS);
      await old.db.insertInto('engine_meta').values({ key: 'kept', value: '1' }).execute();
      await old.close();
      const store = await openDatabase(dir, [...MIGRATIONS, later]);
      try {
        const ids = await store.db.selectFrom('engine_migrations').select('id').execute();
        expect(ids.map((r) => r.id)).toContain('009-later');
        const kept = await store.db.selectFrom('engine_meta').selectAll().execute();
        expect(kept).toEqual([{ key: 'kept', value: 1 }]);
      } finally {
        await store.close();
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('delivers NOTIFY payloads to listeners, committed transactions only', async () => {
    const store = await openDatabase('memory');
    try {
      const got: string[] = [];
      const unlisten = await store.listen('engine_events', (p) => got.push(p));
      await store.db
        .transaction()
        .execute(async (trx) => sql`select pg_notify('engine_events', 'a')`.execute(trx));
      await store.db
        .transaction()
        .execute(async (trx) => {
          await sql`select pg_notify('engine_events', 'b')`.execute(trx);
          throw new Error('rolled back');
        })
        .catch(() => undefined);
      await sql`select pg_notify('engine_events', 'c')`.execute(store.db);
      await expect.poll(() => got).toEqual(['a', 'c']);
      await unlisten();
    } finally {
      await store.close();
    }
  });
});

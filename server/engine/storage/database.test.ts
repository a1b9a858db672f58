// @vitest-environment node
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseKind } from './database.ts';
import { migrate } from './migrate.ts';
import { MIGRATIONS } from './migrations/all.ts';
import type { Migration } from './migrations/migration.ts';
import { freshDatabase, stopTestPostgres, testPostgres } from './test-databases.ts';

const pgSkip = await testPostgres().then((s) => ('skip' in s ? s.skip : undefined));
afterAll(() => stopTestPostgres());

describe.each<DatabaseKind>(['pglite', 'postgres'])('openDatabase (%s)', (kind) => {
  const test = it.skipIf(kind === 'postgres' && pgSkip !== undefined);

  test(
    'migrates an empty database, and a second run applies nothing',
    { timeout: 60_000 },
    async () => {
      const store = await openDatabase(await freshDatabase(kind));
      try {
        expect(store.kind).toBe(kind);
        const ids = await store.db.selectFrom('engine_migrations').select('id').execute();
        expect(ids.map((r) => r.id)).toEqual(MIGRATIONS.map((m) => m.id));
        expect(await migrate(store.db, MIGRATIONS)).toEqual([]);
      } finally {
        await store.close();
      }
    },
  );

  test('two openings at the same moment run the migrations once', { timeout: 60_000 }, async () => {
    const spec = await freshDatabase(kind);
    // PGlite holds its folder alone: one process opens it at a time, so only PostgreSQL races.
    if (kind === 'pglite') return;
    const [a, b] = await Promise.all([openDatabase(spec), openDatabase(spec)]);
    try {
      const ids = await a.db.selectFrom('engine_migrations').select('id').execute();
      expect(ids.map((r) => r.id)).toEqual(MIGRATIONS.map((m) => m.id));
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  test(
    'reads bigint columns back as numbers and jsonb as objects',
    { timeout: 60_000 },
    async () => {
      const store = await openDatabase(await freshDatabase(kind));
      try {
        await store.db
          .insertInto('engine_meta')
          .values({ key: 'k', value: JSON.stringify({ a: [1, 2] }) })
          .execute();
        await store.db
          .insertInto('engine_lease')
          .values({ name: 'leader', holder: 'h', expires_at: 1_700_000_000_123 })
          .execute();
        const lease = await store.db
          .selectFrom('engine_lease')
          .selectAll()
          .executeTakeFirstOrThrow();
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
    },
  );

  test('migrates an old database forward, keeping its rows', { timeout: 60_000 }, async () => {
    const spec = await freshDatabase(kind);
    const later: Migration = {
      id: '009-later',
      async up(db) {
        await sql`create table later_things (id text primary key); insert into later_things values ('x')`.execute(
          db,
        );
      },
    };
    const old = await openDatabase(spec, MIGRATIONS);
    await old.db.insertInto('engine_meta').values({ key: 'kept', value: '1' }).execute();
    await old.close();
    const store = await openDatabase(spec, [...MIGRATIONS, later]);
    try {
      const ids = await store.db.selectFrom('engine_migrations').select('id').execute();
      expect(ids.map((r) => r.id)).toContain('009-later');
      const kept = await store.db.selectFrom('engine_meta').selectAll().execute();
      expect(kept).toEqual([{ key: 'kept', value: 1 }]);
    } finally {
      await store.close();
    }
  });

  test(
    'delivers NOTIFY payloads to listeners, committed transactions only',
    { timeout: 60_000 },
    async () => {
      const store = await openDatabase(await freshDatabase(kind));
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
    },
  );
});

describe('openDatabase (a PGlite folder)', () => {
  it(
    'refuses a second opener of the same folder while the first has it',
    { timeout: 60_000 },
    async () => {
      const dir = await freshDatabase('pglite');
      const first = await openDatabase(dir);
      try {
        await expect(openDatabase(dir)).rejects.toThrow(/is in use by process \d+/);
      } finally {
        await first.close();
      }
      const again = await openDatabase(dir);
      await again.close();
    },
  );
});

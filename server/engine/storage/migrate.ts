// Runs the pending migrations in one transaction under an advisory lock: processes started
// together queue on the lock, and the later ones find nothing left to do.
import { sql, type Kysely } from 'kysely';
import type { Migration } from './migrations/migration.ts';
import type { Database } from './schema.ts';

/** pg_advisory lock key of the migrations ("engine" in ASCII). */
const MIGRATION_LOCK = 0x656e67696e65;

/** Applies what `migrations` has that the database lacks; returns the ids applied now. */
export async function migrate(
  db: Kysely<Database>,
  migrations: readonly Migration[],
  now: () => number = Date.now,
): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`.execute(trx);
    await sql`create table if not exists engine_migrations (id text primary key, applied_at bigint not null)`.execute(
      trx,
    );
    const done = new Set(
      (await trx.selectFrom('engine_migrations').select('id').execute()).map((r) => r.id),
    );
    const applied: string[] = [];
    for (const m of migrations) {
      if (done.has(m.id)) continue;
      await m.up(trx);
      await trx.insertInto('engine_migrations').values({ id: m.id, applied_at: now() }).execute();
      applied.push(m.id);
    }
    return applied;
  });
}

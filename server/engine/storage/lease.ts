// The leader lease: one row in engine_lease, taken when free or expired, renewed by its holder.
// Expiry uses the database's clock, so processes on hosts with skewed clocks still agree.
import { sql, type Kysely } from 'kysely';
import type { Database } from './schema.ts';

const DB_NOW = sql<number>`(extract(epoch from clock_timestamp()) * 1000)::bigint`;

/** Takes or renews `name` for `holder` until now + ttlMs; true when this holder has it now. */
export async function acquireLease(
  db: Kysely<Database>,
  name: string,
  holder: string,
  ttlMs: number,
): Promise<boolean> {
  const result = await sql<{ holder: string }>`
    insert into engine_lease (name, holder, expires_at) values (${name}, ${holder}, ${DB_NOW} + ${ttlMs}::bigint)
    on conflict (name) do update set holder = excluded.holder, expires_at = excluded.expires_at
    where engine_lease.holder = excluded.holder or engine_lease.expires_at < ${DB_NOW}
    returning holder
  `.execute(db);
  return result.rows.length === 1;
}

/** Gives the lease up at once (a graceful stop), so another process takes over without waiting. */
export async function releaseLease(
  db: Kysely<Database>,
  name: string,
  holder: string,
): Promise<void> {
  await db
    .deleteFrom('engine_lease')
    .where('name', '=', name)
    .where('holder', '=', holder)
    .execute();
}

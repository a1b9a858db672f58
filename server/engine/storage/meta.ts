// engine_meta: small named values (cursors, lastPollAt, keys) shared by every process.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema.ts';

export async function readMeta<T>(db: Kysely<Database>, key: string): Promise<T | undefined> {
  const row = await db
    .selectFrom('engine_meta')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirst();
  return row?.value as T | undefined;
}

export async function writeMeta(
  db: Kysely<Database> | Transaction<Database>,
  key: string,
  value: unknown,
): Promise<void> {
  await db
    .insertInto('engine_meta')
    .values({ key, value: JSON.stringify(value) })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify(value) }))
    .execute();
}

export const LAST_POLL_AT = 'lastPollAt';
/** storage/units.ts UnitCounts of the last completed poll. */
export const UNIT_COUNTS = 'unitCounts';

// A runner's place in a shared table (engine_meta), so each row is handled once across restarts.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../storage/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

export async function readCursor(db: Db, key: string): Promise<number> {
  const row = await db
    .selectFrom('engine_meta')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirst();
  return typeof row?.value === 'number' ? row.value : 0;
}

export async function writeCursor(db: Db, key: string, value: number): Promise<void> {
  await db
    .insertInto('engine_meta')
    .values({ key, value: JSON.stringify(value) })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify(value) }))
    .execute();
}

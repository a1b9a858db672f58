// The engine's VAPID key pair (RFC 8292), made on first start and kept in engine_meta, so every
// engine process on the database and every restart signs with the same key.
import type { Kysely } from 'kysely';
import webPush from 'web-push';
import type { Database } from '../storage/schema.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const KEY = 'notifications.vapid';

export async function vapidKeys(db: Kysely<Database>): Promise<VapidKeys> {
  const made = webPush.generateVAPIDKeys();
  // Two engines starting together: the first insert wins and both read it back.
  await db
    .insertInto('engine_meta')
    .values({ key: KEY, value: JSON.stringify(made) })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db
    .selectFrom('engine_meta')
    .select('value')
    .where('key', '=', KEY)
    .executeTakeFirstOrThrow();
  return row.value as VapidKeys;
}

// Exactly once, step 2: a due delivery is marked `sending` (committed) before its message leaves.
// A row still `sending` long after (the process died mid-send) may have left: it is never sent
// again, only marked `unknown`.
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Database } from '../storage/schema.ts';
import type { NotificationDeliveriesTable } from '../storage/schema-notifications.ts';

export type Delivery = Selectable<NotificationDeliveriesTable>;

export const STALE_SENDING_MS = 5 * 60_000;

/** The first due rows by `next_at`, read along the partial index so the scan stops at `limit`
 *  rows: PGlite has no autovacuum, and without statistics the planner would collect every
 *  pending row first (a bitmap, or a sort of a 100,000-row burst). */
export async function claimDue(
  db: Kysely<Database>,
  now: number,
  limit: number,
): Promise<Delivery[]> {
  return db.transaction().execute(async (trx) => {
    await sql`set local enable_seqscan = off`.execute(trx);
    await sql`set local enable_bitmapscan = off`.execute(trx);
    const result = await sql<Delivery>`
      update notification_deliveries set state = 'sending', claimed_at = ${now}, attempts = attempts + 1
      where id in (
        select id from notification_deliveries
        where state = 'pending' and next_at <= ${now}
        order by next_at limit ${limit}
        for update skip locked)
      returning *`.execute(trx);
    return result.rows;
  });
}

export async function markStale(db: Kysely<Database>, now: number): Promise<Delivery[]> {
  return db
    .updateTable('notification_deliveries')
    .set({
      state: 'unknown',
      done_at: now,
      last_error: 'may have been sent before the engine stopped: not sent again',
    })
    .where('state', '=', 'sending')
    .where('claimed_at', '<', now - STALE_SENDING_MS)
    .returningAll()
    .execute();
}

export async function finish(
  db: Kysely<Database> | Transaction<Database>,
  d: Delivery,
  now: number,
  outcome: { state: 'sent' | 'failed' | 'skipped' } | { state: 'pending'; nextAt: number },
  error: string | null,
): Promise<void> {
  await db
    .updateTable('notification_deliveries')
    .set(
      outcome.state === 'pending'
        ? { state: 'pending', next_at: outcome.nextAt, last_error: error }
        : { state: outcome.state, done_at: now, last_error: error },
    )
    .where('id', '=', d.id)
    .where('state', '=', 'sending')
    .execute();
}

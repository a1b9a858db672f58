// Exactly once, step 1: each new alert transition becomes one delivery row per recipient and
// channel, committed with the runner's cursor; the sending happens after, from the rows.
import type { Insertable, Kysely } from 'kysely';
import { quietUntil } from '../../../src/domain/quiet-hours.ts';
import type { Database } from '../storage/schema.ts';
import type { NotificationDeliveriesTable } from '../storage/schema-notifications.ts';
import { readAudience, type Audience } from './audience.ts';
import { companiesFor, personChannels, type Person } from './recipients.ts';

export const CURSOR_KEY = 'notifications.cursor';
export type DeliveryRow = Insertable<NotificationDeliveriesTable>;

/** Quiet hours hold a non-critical message to the person until they end. */
export function heldUntil(person: Person, critical: boolean, now: number): number {
  if (critical || person.quiet_start === null || person.quiet_end === null) return now;
  const quiet = { start: person.quiet_start, end: person.quiet_end };
  return quietUntil(now, person.time_zone, quiet) ?? now;
}

interface TransitionRow {
  id: number;
  alert_id: string;
  rule: string;
  critical: boolean;
  company_guids: string[];
}

export function deliveriesFor(t: TransitionRow, audience: Audience, now: number): DeliveryRow[] {
  const rows: DeliveryRow[] = [];
  const base = {
    alert_id: t.alert_id,
    occasion: `t:${t.id}`,
    transition_id: t.id,
    state: 'pending' as const,
    attempts: 0,
    created_at: now,
  };
  for (const person of audience.people) {
    const companies = companiesFor(person, t, now);
    if (companies.length === 0) continue;
    const next_at = heldUntil(person, t.critical, now);
    for (const channel of personChannels(person, audience.pushIds.get(person.person_key) ?? []))
      rows.push({
        ...base,
        recipient: person.person_key,
        channel,
        company_guid: companies[0]!,
        next_at,
      });
  }
  for (const company of t.company_guids)
    for (const id of audience.webhooks.get(company) ?? [])
      rows.push({
        ...base,
        recipient: `webhook:${id}`,
        channel: 'webhook',
        company_guid: company,
        next_at: now,
      });
  return rows;
}

export async function insertDeliveries(db: Kysely<Database>, rows: DeliveryRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 500)
    await db
      .insertInto('notification_deliveries')
      .values(rows.slice(i, i + 500))
      .onConflict((oc) => oc.columns(['alert_id', 'occasion', 'recipient', 'channel']).doNothing())
      .execute();
}

/** Plans up to `limit` transitions after the cursor in one transaction; returns how many. */
export async function planTransitions(
  db: Kysely<Database>,
  now: number,
  limit: number,
  audience?: Audience,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const cursor = await trx
      .selectFrom('engine_meta')
      .select('value')
      .where('key', '=', CURSOR_KEY)
      .forUpdate()
      .executeTakeFirst();
    const after = Number(cursor?.value ?? 0);
    const transitions = await trx
      .selectFrom('alert_transitions')
      .select(['id', 'alert_id', 'rule', 'critical', 'company_guids'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(limit)
      .execute();
    if (transitions.length === 0) return 0;
    const who = audience ?? (await readAudience(trx));
    await insertDeliveries(
      trx,
      transitions.flatMap((t) => deliveriesFor(t, who, now)),
    );
    const value = JSON.stringify(transitions.at(-1)!.id);
    await trx
      .insertInto('engine_meta')
      .values({ key: CURSOR_KEY, value })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
      .execute();
    return transitions.length;
  });
}

// Everyone who could receive something, read once per runner pass: settings, devices, webhooks.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../storage/schema.ts';
import type { Person } from './recipients.ts';

export interface Audience {
  people: Person[];
  pushIds: Map<string, number[]>;
  webhooks: Map<string, number[]>;
}

export async function readAudience(
  db: Kysely<Database> | Transaction<Database>,
): Promise<Audience> {
  const [people, subs, hooks] = await Promise.all([
    db
      .selectFrom('notification_settings')
      .select([
        'person_key',
        'email_on',
        'email',
        'language',
        'time_zone',
        'quiet_start',
        'quiet_end',
        'repeat_minutes',
        'companies',
        'rules',
        'digest',
        'permissions',
        'permissions_at',
      ])
      .execute(),
    db.selectFrom('push_subscriptions').select(['id', 'person_key']).execute(),
    db.selectFrom('webhooks').select(['id', 'company_guid']).execute(),
  ]);
  const pushIds = new Map<string, number[]>();
  for (const s of subs) pushIds.set(s.person_key, [...(pushIds.get(s.person_key) ?? []), s.id]);
  const webhooks = new Map<string, number[]>();
  for (const h of hooks)
    webhooks.set(h.company_guid, [...(webhooks.get(h.company_guid) ?? []), h.id]);
  return { people: people as Person[], pushIds, webhooks };
}

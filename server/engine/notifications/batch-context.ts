// What a batch of claimed deliveries needs to be written: their transitions, units, people,
// devices and webhooks, each read once per batch.
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../storage/schema.ts';
import type { AlertTransitionsTable, UnitsTable } from '../storage/schema-core.ts';
import type {
  NotificationSettingsTable,
  PushSubscriptionsTable,
  WebhooksTable,
} from '../storage/schema-notifications.ts';
import type { Delivery } from './claim.ts';

export interface BatchContext {
  transitions: Map<number, Selectable<AlertTransitionsTable>>;
  units: Map<string, Pick<Selectable<UnitsTable>, 'guid' | 'serial' | 'alias' | 'site_name'>>;
  people: Map<string, Selectable<NotificationSettingsTable>>;
  subs: Map<number, Selectable<PushSubscriptionsTable>>;
  hooks: Map<number, Selectable<WebhooksTable>>;
  /** Alerts of reminders in the batch that have resolved since their firing. */
  resolved: Set<string>;
}

const ids = <T>(values: (T | null | undefined)[]) => [
  ...new Set(values.filter((v): v is T => v != null)),
];

export function pushIdOf(d: Delivery): number | null {
  return d.channel.startsWith('push:') ? Number(d.channel.slice(5)) : null;
}

export function webhookIdOf(d: Delivery): number | null {
  return d.recipient.startsWith('webhook:') ? Number(d.recipient.slice(8)) : null;
}

export async function readContext(db: Kysely<Database>, batch: Delivery[]): Promise<BatchContext> {
  const tIds = ids(batch.map((d) => d.transition_id));
  const transitions = tIds.length
    ? await db.selectFrom('alert_transitions').selectAll().where('id', 'in', tIds).execute()
    : [];
  const uIds = ids(transitions.map((t) => t.unit_guid));
  const people = ids(batch.map((d) => (webhookIdOf(d) === null ? d.recipient : null)));
  const subIds = ids(batch.map(pushIdOf));
  const hookIds = ids(batch.map(webhookIdOf));
  const [units, settings, subs, hooks] = await Promise.all([
    uIds.length
      ? db
          .selectFrom('units')
          .select(['guid', 'serial', 'alias', 'site_name'])
          .where('guid', 'in', uIds)
          .execute()
      : [],
    people.length
      ? db
          .selectFrom('notification_settings')
          .selectAll()
          .where('person_key', 'in', people)
          .execute()
      : [],
    subIds.length
      ? db.selectFrom('push_subscriptions').selectAll().where('id', 'in', subIds).execute()
      : [],
    hookIds.length
      ? db.selectFrom('webhooks').selectAll().where('id', 'in', hookIds).execute()
      : [],
  ]);
  const reminded = transitions.filter((t) =>
    batch.some((d) => d.occasion.startsWith(`r:${t.id}:`)),
  );
  const later = reminded.length
    ? await db
        .selectFrom('alert_transitions')
        .select('alert_id')
        .where((eb) =>
          eb.or(
            reminded.map((t) => eb.and([eb('alert_id', '=', t.alert_id), eb('id', '>', t.id)])),
          ),
        )
        .execute()
    : [];
  return {
    resolved: new Set(later.map((r) => r.alert_id)),
    transitions: new Map(transitions.map((t) => [t.id, t])),
    units: new Map(units.map((u) => [u.guid, u])),
    people: new Map(settings.map((p) => [p.person_key, p])),
    subs: new Map(subs.map((s) => [s.id, s])),
    hooks: new Map(hooks.map((h) => [h.id, h])),
  };
}

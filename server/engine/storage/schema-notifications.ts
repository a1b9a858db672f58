// The notifications area's tables (migration 030): each person's settings with the permission
// snapshot they are sent by (docs/decisions.md#notifications), their devices, each company's
// webhooks and the deliveries, written before anything is sent (exactly once).
import type { Generated } from 'kysely';
import type { Json } from './schema-core.ts';

export interface NotificationSettingsTable {
  /** EngineUser.key */
  person_key: string;
  /** From endpoint 1 at the person's last request: the audit's and the e-mail's name. */
  name: string;
  email_on: boolean;
  email: string | null;
  language: string;
  time_zone: string;
  /** Minutes after local midnight; both null: no quiet hours. */
  quiet_start: number | null;
  quiet_end: number | null;
  /** null: send each transition once; N: repeat every N minutes until acknowledged. */
  repeat_minutes: number | null;
  /** Narrowing: null = every company (and rule) the person may see. */
  companies: string[] | null;
  rules: string[] | null;
  /** The daily digest by e-mail (migration 031), at DIGEST_MINUTE in the person's time zone. */
  digest: Generated<boolean>;
  /** Visibility without the token: { companyGuid: permission ids } from the person's last request. */
  permissions: Json<Record<string, string[]>>;
  permissions_at: number;
  updated_at: number;
}

export interface PushSubscriptionsTable {
  id: Generated<number>;
  person_key: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  created_at: number;
}

export interface WebhooksTable {
  id: Generated<number>;
  company_guid: string;
  url: string;
  secret: string;
  created_by: string;
  created_at: number;
}

export type DeliveryState = 'pending' | 'sending' | 'sent' | 'failed' | 'skipped' | 'unknown';

export interface NotificationDeliveriesTable {
  id: Generated<number>;
  alert_id: string;
  /** 't:<transition id>', 'r:<firing transition id>:<n>' (repeat n) or 'test:<uuid>'. */
  occasion: string;
  /** A person's key, or 'webhook:<id>'. */
  recipient: string;
  /** 'email', 'push:<subscription id>' or 'webhook'. */
  channel: string;
  transition_id: number | null;
  company_guid: string | null;
  state: DeliveryState;
  attempts: number;
  next_at: number;
  claimed_at: number | null;
  last_error: string | null;
  created_at: number;
  done_at: number | null;
}

export interface NotificationTables {
  notification_settings: NotificationSettingsTable;
  push_subscriptions: PushSubscriptionsTable;
  webhooks: WebhooksTable;
  notification_deliveries: NotificationDeliveriesTable;
}

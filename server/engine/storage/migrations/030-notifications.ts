// The notifications area's tables (storage/schema-notifications.ts). The UNIQUE key of a delivery
// is what makes a message go out once: it is inserted before the send, ON CONFLICT DO NOTHING.
import { sql } from 'kysely';
import type { Migration } from './migration.ts';

export const migration: Migration = {
  id: '030-notifications',
  async up(db) {
    await sql`
      create table notification_settings (
        person_key text primary key,
        name text not null default '',
        email_on boolean not null default false,
        email text,
        language text not null default 'en',
        time_zone text not null default 'UTC',
        quiet_start integer,
        quiet_end integer,
        repeat_minutes integer,
        companies text[],
        rules text[],
        permissions jsonb not null default '{}'::jsonb,
        permissions_at bigint not null,
        updated_at bigint not null
      );
      create table push_subscriptions (
        id bigserial primary key,
        person_key text not null,
        endpoint text not null unique,
        p256dh text not null,
        auth text not null,
        created_at bigint not null
      );
      create index push_subscriptions_person on push_subscriptions (person_key);
      create table webhooks (
        id bigserial primary key,
        company_guid text not null,
        url text not null,
        secret text not null,
        created_by text not null,
        created_at bigint not null
      );
      create index webhooks_company on webhooks (company_guid);
      create table notification_deliveries (
        id bigserial primary key,
        alert_id text not null,
        occasion text not null,
        recipient text not null,
        channel text not null,
        transition_id bigint,
        company_guid text,
        state text not null,
        attempts integer not null default 0,
        next_at bigint not null,
        claimed_at bigint,
        last_error text,
        created_at bigint not null,
        done_at bigint,
        unique (alert_id, occasion, recipient, channel)
      );
      create index notification_deliveries_due on notification_deliveries (next_at)
        where state = 'pending';
      create index notification_deliveries_sending on notification_deliveries (claimed_at)
        where state = 'sending';
      create index notification_deliveries_recipient on notification_deliveries (recipient, id);
    `.execute(db);
  },
};

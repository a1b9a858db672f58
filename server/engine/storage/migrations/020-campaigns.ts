// Campaigns on the engine (docs/decisions.md#engine-campaigns).
import { sql } from 'kysely';
import type { Migration } from './migration.ts';

export const migration: Migration = {
  id: '020-campaigns',
  async up(db) {
    await sql`
      create table campaigns (
        id text primary key,
        name text not null,
        action text not null check (action in ('update', 'reset')),
        company text,
        company_guids text[] not null,
        created_by_key text not null,
        created_by_email text not null,
        created_by_name text not null,
        creator_permissions jsonb not null,
        created_at bigint not null,
        status text not null,
        active boolean not null,
        state jsonb not null,
        retry_of text,
        version integer not null default 0,
        updated_at bigint not null
      );
      create index campaigns_active on campaigns (active) where active;
      create index campaigns_companies on campaigns using gin (company_guids);
      create table campaign_units (
        campaign_id text not null references campaigns (id),
        unit_guid text not null,
        position integer not null,
        company_guids text[] not null,
        step text not null,
        active boolean not null,
        data jsonb not null,
        primary key (campaign_id, unit_guid)
      );
      create unique index campaign_units_one_running on campaign_units (unit_guid) where active;
      create index campaign_units_order on campaign_units (campaign_id, position);
    `.execute(db);
  },
};

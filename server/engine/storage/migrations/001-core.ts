// The core's shared tables (server/engine/README.md, "Shared tables of the core").
import { sql } from 'kysely';
import type { Migration } from './migration.ts';

export const migration: Migration = {
  id: '001-core',
  async up(db) {
    await sql`
      create table engine_meta (key text primary key, value jsonb not null);
      create table engine_lease (name text primary key, holder text not null, expires_at bigint not null);
      create table units (
        guid text primary key,
        company_guids text[] not null,
        serial text not null,
        alias text,
        site_key text,
        site_name text,
        state text not null,
        release text,
        seen_at bigint,
        unit jsonb not null,
        updated_at bigint not null
      );
      create index units_company_guids on units using gin (company_guids);
      create table alert_transitions (
        id bigserial primary key,
        alert_id text not null,
        transition text not null check (transition in ('firing', 'resolved')),
        at bigint not null,
        rule text not null,
        critical boolean not null,
        unit_guid text,
        site_key text,
        company_guids text[] not null,
        value text not null,
        since bigint not null
      );
      create index alert_transitions_alert on alert_transitions (alert_id, at);
      create table part_changes (
        id bigserial primary key,
        unit_guid text not null,
        company_guids text[] not null,
        counter_type text not null,
        at bigint not null,
        value_reached integer not null
      );
      create index part_changes_unit on part_changes (unit_guid, at);
      create table audit_log (
        id bigserial primary key,
        at bigint not null,
        actor_key text,
        actor_email text,
        actor_name text,
        company_guid text,
        unit_guid text,
        action text not null,
        details jsonb not null,
        outcome text not null,
        prev_hash text not null,
        hash text not null
      );
      create index audit_log_company on audit_log (company_guid, id);
      create index audit_log_unit on audit_log (unit_guid, id);
    `.execute(db);
  },
};

// Shared alert state, history, notes and rules per company: server/engine/README.md.
import { sql } from 'kysely';
import type { Migration } from './migration.ts';

export const migration: Migration = {
  id: '011-alerts',
  async up(db) {
    await sql`
      create table alerts (
        key text primary key,
        id text not null unique,
        rule text not null,
        subject jsonb not null,
        company_guids text[] not null,
        unit_guid text,
        site_key text,
        phase text not null check (phase in ('pending', 'firing')),
        since bigint not null,
        firing_at bigint,
        polls integer not null,
        value text not null,
        detail jsonb,
        updated_at bigint not null,
        ack_by_key text, ack_by_name text, ack_at bigint,
        snoozed_by_key text, snoozed_by_name text, snoozed_until bigint
      );
      create index alerts_company_guids on alerts using gin (company_guids);
      create table alert_history (
        id text primary key,
        key text not null,
        rule text not null,
        subject jsonb not null,
        company_guids text[] not null,
        unit_guid text,
        site_key text,
        since bigint not null,
        firing_at bigint,
        resolved_at bigint not null,
        reason text not null,
        value text not null,
        detail jsonb,
        ack_by_key text, ack_by_name text, ack_at bigint,
        snoozed_by_key text, snoozed_by_name text, snoozed_until bigint
      );
      create index alert_history_resolved on alert_history (resolved_at);
      create index alert_history_company_guids on alert_history using gin (company_guids);
      create table alert_notes (
        id bigserial primary key,
        alert_id text not null,
        at bigint not null,
        author_key text not null,
        author_name text not null,
        text text not null
      );
      create index alert_notes_alert on alert_notes (alert_id, at);
      create table alert_rules (
        company_guid text primary key,
        rules jsonb not null,
        updated_at bigint not null,
        updated_by_name text not null
      );
    `.execute(db);
  },
};

// Work orders and the unit logbook (server/engine/README.md, "Work orders").
import { sql } from 'kysely';
import type { Migration } from './migration.ts';

export const migration: Migration = {
  id: '040-work-orders',
  async up(db) {
    await sql`
      create table work_orders (
        id bigserial primary key,
        unit_guid text not null,
        company_guids text[] not null,
        serial text not null,
        alias text,
        parts jsonb not null,
        due_date text,
        assignee text not null default '',
        notes text not null default '',
        state text not null check (state in ('open', 'scheduled', 'done', 'cancelled')),
        counter_type text,
        created_at bigint not null,
        created_by text not null,
        updated_at bigint not null,
        closed_at bigint,
        closed_reason text,
        closed_by text
      );
      create index work_orders_unit on work_orders (unit_guid, state);
      create index work_orders_companies on work_orders using gin (company_guids);
      create table logbook_entries (
        id bigserial primary key,
        unit_guid text not null,
        company_guids text[] not null,
        kind text not null,
        day text not null,
        at bigint not null,
        data jsonb not null,
        author text,
        flagged boolean not null default false,
        source text unique
      );
      create index logbook_entries_unit on logbook_entries (unit_guid, day, id);
    `.execute(db);
  },
};

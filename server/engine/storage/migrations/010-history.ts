// The daily history per unit: server/engine/README.md, "History and alerts".
import { sql } from 'kysely';
import type { Migration } from './migration.ts';

export const migration: Migration = {
  id: '010-history',
  async up(db) {
    await sql`
      create table unit_days (
        guid text not null,
        day text not null,
        company_guids text[] not null,
        first_at bigint not null,
        last_at bigint not null,
        counters jsonb not null,
        logs jsonb not null,
        states jsonb not null,
        primary key (guid, day)
      );
      create index unit_days_day on unit_days (day);
    `.execute(db);
  },
};

// The daily digest for owners (docs/decisions.md#notifications): a person's choice, off by default.
import { sql } from 'kysely';
import type { Migration } from './migration.ts';

export const migration: Migration = {
  id: '031-notification-digest',
  async up(db) {
    await sql`alter table notification_settings add column digest boolean not null default false`.execute(
      db,
    );
  },
};

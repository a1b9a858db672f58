// PGlite runs no autovacuum: with room left in each page, a poll's update of a unit stays in its
// page (a HOT update) and the old version is pruned when the page fills, so `units` stops growing
// at about twice its live size instead of by its whole size every poll.
import { sql } from 'kysely';
import type { Migration } from './migration.ts';

export const migration: Migration = {
  id: '002-units-fillfactor',
  async up(db) {
    await sql`alter table units set (fillfactor = 50)`.execute(db);
  },
};

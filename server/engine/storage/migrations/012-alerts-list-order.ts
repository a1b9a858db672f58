// The alerts list (firing or pending, newest first, up to 1,000) read along an index in its order:
// with 50,000 alerts a bitmap scan of the companies' GIN index and a sort took ~120 ms, the index
// walk ~7 ms (docs/decisions.md#engine-poll-performance). The planner needs statistics to prefer
// it: the alerts area ANALYZEs the table (PGlite has no autovacuum). Room in each page, as for
// `units` (002): a poll's update of an alert (its poll count) or of today's day record stays in its
// page and the old version is pruned there, instead of growing the table on every poll.
import { sql } from 'kysely';
import type { Migration } from './migration.ts';

export const migration: Migration = {
  id: '012-alerts-list-order',
  async up(db) {
    await sql`
      create index alerts_list_order on alerts (phase, firing_at desc, since desc);
      alter table alerts set (fillfactor = 50);
      alter table unit_days set (fillfactor = 70);
    `.execute(db);
  },
};

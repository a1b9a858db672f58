// One in-memory database per test file (PGlite takes seconds to start on a busy machine); each
// test starts from empty area tables.
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { openDatabase, type EngineDatabase } from '../storage/database.ts';

export function openTestDatabase(): { current: EngineDatabase } {
  const ref = {} as { current: EngineDatabase };
  beforeAll(async () => {
    ref.current = await openDatabase('memory');
  }, 60_000);
  afterAll(() => ref.current.close());
  beforeEach(async () => {
    await sql`
      truncate alerts, alert_history, alert_notes, alert_rules, alert_transitions, unit_days,
        part_changes, units, audit_log;
      delete from engine_meta where key = 'alerts.state';
    `.execute(ref.current.db);
  });
  return ref;
}

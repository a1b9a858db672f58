// What a PostgreSQL server does by itself and PGlite (single-user mode) does not: checkpoints.
// Without them the embedded database's WAL grows by every write, forever (~16 MB per 10 minutes
// at 10,000 units), in the folder or, with `memory`, in RAM (docs/decisions.md#engine-database-growth).
import { sql } from 'kysely';
import type { Engine } from '../engine.ts';

/** A checkpoint a minute keeps each one short (it writes only the pages changed since the last). */
export const CHECKPOINT_EVERY_MS = 60_000;

export function registerPgliteUpkeep(engine: Engine): void {
  if (engine.store.kind !== 'pglite') return;
  const db = engine.store.db;
  engine.addLeaderTask({
    name: 'pglite-checkpoint',
    everyMs: CHECKPOINT_EVERY_MS,
    run: async () => {
      const started = performance.now();
      await sql`checkpoint`.execute(db);
      const took = performance.now() - started;
      if (took > 100) console.log(`[engine] PGlite checkpoint took ${Math.round(took)} ms`);
    },
  });
}

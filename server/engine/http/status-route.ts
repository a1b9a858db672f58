// GET /engine/v1/status (server/engine/README.md, Routes): database, leader, lastPollAt, units the
// caller may see.
import { Hono } from 'hono';
import { readMeta, LAST_POLL_AT, UNIT_COUNTS } from '../storage/meta.ts';
import { visibleCount, type UnitCounts } from '../storage/units.ts';
import { readableCompanies, type EngineEnv } from './access.ts';

export function statusRoutes() {
  const app = new Hono<EngineEnv>();
  app.get('/status', async (c) => {
    const engine = c.get('engine');
    const { db } = engine.store;
    const [lastPollAt, counts] = await Promise.all([
      readMeta<number>(db, LAST_POLL_AT),
      readMeta<UnitCounts>(db, UNIT_COUNTS),
    ]);
    const units = visibleCount(counts ?? [], readableCompanies(c.get('user')));
    return c.json({
      database: engine.store.kind,
      leader: engine.isLeader(),
      lastPollAt: typeof lastPollAt === 'number' ? lastPollAt : null,
      units,
      pollIntervalMs: engine.options.pollIntervalMs,
    });
  });
  return app;
}

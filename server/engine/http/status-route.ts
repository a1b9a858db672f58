// GET /engine/v1/status (server/engine/README.md, Routes): database, leader, lastPollAt, units the
// caller may see.
import { Hono } from 'hono';
import { readMeta, LAST_POLL_AT } from '../storage/meta.ts';
import { countVisibleUnits } from '../storage/units.ts';
import { readableCompanies, type EngineEnv } from './access.ts';

export function statusRoutes() {
  const app = new Hono<EngineEnv>();
  app.get('/status', async (c) => {
    const engine = c.get('engine');
    const { db } = engine.store;
    const [lastPollAt, units] = await Promise.all([
      readMeta<number>(db, LAST_POLL_AT),
      countVisibleUnits(db, readableCompanies(c.get('user'))),
    ]);
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

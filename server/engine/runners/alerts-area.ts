// The history and alerts area on an engine: its runners on every fleet poll (history first: the
// alert rules read its usage rates), the No data check between polls, the config its routes use.
import { sql } from 'kysely';
import type { Engine } from '../engine.ts';
import { loadServiceConfig, setServiceConfig } from '../history/service-config.ts';
import { overdueWorkOrders } from '../work-orders/overdue.ts';
import { createAlertsRunner } from './alerts-runner.ts';
import { createHistoryRunner } from './history-runner.ts';

/** How often the leader refreshes the alerts table's statistics on PGlite. */
export const ANALYZE_EVERY_MS = 5 * 60_000;

export async function registerAlertsArea(
  engine: Engine,
  { configDir }: { configDir?: string | undefined } = {},
): Promise<void> {
  const config = await loadServiceConfig(configDir);
  setServiceConfig(engine, config);
  const { pollIntervalMs, offlineAfterMs } = engine.options;
  const db = engine.store.db;
  const publish = (event: { type: 'alerts' | 'history'; companyGuids: string[] }) =>
    engine.publish(event);
  const history = createHistoryRunner({ db, publish });
  const alerts = createAlertsRunner({
    db,
    publish,
    intervalMs: pollIntervalMs,
    offlineAfterMs,
    serviceLimits: config.serviceLimits,
    rates: history.rates,
    overdueOrders: (at) => overdueWorkOrders(db, at),
  });
  let lastPollAt: number | undefined;
  engine.onPoll(async (poll) => {
    // Leadership came back after a gap: another leader may have written since; start from storage.
    if (lastPollAt !== undefined && poll.at - lastPollAt > 2 * pollIntervalMs) {
      history.forget();
      alerts.forget();
    }
    lastPollAt = poll.at;
    await history.onPoll(poll);
    await alerts.onPoll(poll);
  });
  // PGlite has no autovacuum: without statistics the alerts list would sort every alert
  // (migration 012). A PostgreSQL server analyzes by itself.
  if (engine.store.kind === 'pglite')
    engine.addLeaderTask({
      name: 'alerts-analyze',
      everyMs: ANALYZE_EVERY_MS,
      run: async () => void (await sql`analyze alerts`.execute(db)),
    });
  engine.addLeaderTask({
    name: 'alerts-no-data',
    everyMs: pollIntervalMs,
    run: (now) => alerts.tick(now),
  });
}

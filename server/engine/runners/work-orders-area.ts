// The work-orders area on an engine: after each fleet poll (after the history fold, which writes
// part_changes) it follows part changes and the audit log; between polls it watches for work
// orders turning overdue and tells /work-orders (the alerts runner fires "work order overdue").
import type { Engine } from '../engine.ts';
import { readCursor, writeCursor } from '../work-orders/cursor.ts';
import { overdueWorkOrders } from '../work-orders/overdue.ts';
import { runWorkOrders } from './work-order-runner.ts';

export const OVERDUE_SEEN = 'work-orders.overdue-count';

/** Publishes when the number of overdue orders changed since the last check. */
export async function checkOverdue(engine: Engine, now: number): Promise<void> {
  const db = engine.store.db;
  const overdue = await overdueWorkOrders(db, now);
  if ((await readCursor(db, OVERDUE_SEEN)) === overdue.length) return;
  await writeCursor(db, OVERDUE_SEEN, overdue.length);
  const companyGuids = [...new Set(overdue.flatMap((o) => o.companyGuids))];
  await engine.publish({ type: 'work-orders', companyGuids });
}

export function registerWorkOrdersArea(engine: Engine): void {
  const deps = {
    db: engine.store.db,
    audit: engine.audit,
    now: () => engine.now(),
    publish: (e: { type: 'work-orders'; companyGuids: string[] }) => engine.publish(e),
  };
  engine.onPoll(() => runWorkOrders(deps));
  engine.addLeaderTask({
    name: 'work-orders-overdue',
    everyMs: Math.max(engine.options.pollIntervalMs, 60_000),
    run: (now) => checkOverdue(engine, now),
  });
}

// Leader-only: follows part changes (close the matching work orders, "counter reset seen") and
// the audit log (resets, updates) into the unit logbook, each row once (own cursors).
import { sql, type Kysely, type Transaction } from 'kysely';
import { partOfCounter, utcDay } from '../../../src/domain/work-orders/work-order-rules.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import type { Database } from '../storage/schema.ts';
import { readCursor, writeCursor } from '../work-orders/cursor.ts';
import { addLogbookEntry } from '../work-orders/logbook-store.ts';
import { toWorkOrder, updateWorkOrder } from '../work-orders/work-order-store.ts';

export interface WorkOrderRunnerDeps {
  db: Kysely<Database>;
  audit: AuditLog;
  publish(event: { type: 'work-orders'; companyGuids: string[]; id?: string }): Promise<void>;
  now(): number;
}

export const PART_CHANGES_CURSOR = 'work-orders.part-changes';
export const AUDIT_CURSOR = 'work-orders.audit';
const BATCH = 200;
/** The audit actions that write a logbook entry by themselves, and the entry's kind. */
const AUDITED_KINDS: Readonly<Record<string, 'reset' | 'update'>> = {
  'controller.reset': 'reset',
  'controller.update': 'update',
};

/** Closes the orders a part change completes and writes its logbook entries; one transaction. */
async function onPartChange(
  trx: Transaction<Database>,
  deps: WorkOrderRunnerDeps,
  change: {
    id: number;
    unit_guid: string;
    company_guids: string[];
    counter_type: string;
    at: number;
    value_reached: number;
  },
): Promise<void> {
  const now = deps.now();
  await addLogbookEntry(trx, {
    unitGuid: change.unit_guid,
    companyGuids: change.company_guids,
    kind: 'part-change',
    day: utcDay(change.at),
    at: now,
    data: { counterType: change.counter_type, valueReached: change.value_reached },
    author: null,
    source: `part-change:${change.id}`,
  });
  const part = partOfCounter(change.counter_type);
  if (!part) return;
  const due = await trx
    .selectFrom('work_orders')
    .selectAll()
    .where('unit_guid', '=', change.unit_guid)
    .where('state', 'in', ['open', 'scheduled'])
    .where('created_at', '<=', change.at)
    .where(sql<boolean>`parts @> ${JSON.stringify([{ part }])}::jsonb`)
    .execute();
  for (const row of due) {
    const order = toWorkOrder(row);
    await updateWorkOrder(trx, order.id, {
      state: 'done',
      closedReason: 'counter-reset',
      closedBy: null,
      at: now,
    });
    const details = {
      workOrderId: order.id,
      reason: 'counter-reset',
      counterType: change.counter_type,
      valueReached: change.value_reached,
    };
    await deps.audit.append(
      {
        actor: 'engine',
        companyGuid: order.companyGuids[0] ?? null,
        unitGuid: order.unitGuid,
        action: 'work-order.done',
        details,
        outcome: 'ok',
      },
      trx,
    );
    await addLogbookEntry(trx, {
      unitGuid: order.unitGuid,
      companyGuids: order.companyGuids,
      kind: 'work-order',
      day: utcDay(change.at),
      at: now,
      data: { ...details, state: 'done', parts: order.parts },
      author: null,
      source: `work-order:${order.id}`,
    });
  }
}

/** Handles the part changes after the cursor; returns the companies that changed. */
export async function followPartChanges(deps: WorkOrderRunnerDeps): Promise<Set<string>> {
  const touched = new Set<string>();
  for (;;) {
    const after = await readCursor(deps.db, PART_CHANGES_CURSOR);
    const rows = await deps.db
      .selectFrom('part_changes')
      .selectAll()
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (rows.length === 0) return touched;
    for (const change of rows) {
      await deps.db.transaction().execute(async (trx) => {
        await onPartChange(trx, deps, change);
        await writeCursor(trx, PART_CHANGES_CURSOR, change.id);
      });
      for (const c of change.company_guids) touched.add(c);
    }
  }
}

/** Writes logbook entries for the resets and updates in the audit log after the cursor. */
export async function followAudit(deps: WorkOrderRunnerDeps): Promise<Set<string>> {
  const touched = new Set<string>();
  for (;;) {
    const after = await readCursor(deps.db, AUDIT_CURSOR);
    const rows = await deps.db
      .selectFrom('audit_log')
      .selectAll()
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (rows.length === 0) return touched;
    await deps.db.transaction().execute(async (trx) => {
      for (const r of rows) {
        const kind = AUDITED_KINDS[r.action];
        if (!kind || !r.unit_guid) continue;
        const unit = await trx
          .selectFrom('units')
          .select('company_guids')
          .where('guid', '=', r.unit_guid)
          .executeTakeFirst();
        const companyGuids = unit?.company_guids ?? (r.company_guid ? [r.company_guid] : []);
        const d = r.details as Record<string, unknown>;
        const version = d.version ?? d.toVersion ?? d.release;
        await addLogbookEntry(trx, {
          unitGuid: r.unit_guid,
          companyGuids,
          kind,
          day: utcDay(r.at),
          at: r.at,
          data: { outcome: r.outcome, ...(typeof version === 'string' ? { version } : {}) },
          author: r.actor_name,
          source: `audit:${r.id}`,
        });
        for (const c of companyGuids) touched.add(c);
      }
      await writeCursor(trx, AUDIT_CURSOR, rows[rows.length - 1]!.id);
    });
  }
}

/** One round: part changes, then the audit log; tells pages what changed. */
export async function runWorkOrders(deps: WorkOrderRunnerDeps): Promise<void> {
  const touched = new Set([...(await followPartChanges(deps)), ...(await followAudit(deps))]);
  if (touched.size > 0) await deps.publish({ type: 'work-orders', companyGuids: [...touched] });
}

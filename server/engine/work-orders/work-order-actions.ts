// People's changes to work orders and the logbook: each in one transaction with its audit entry
// (and, for a closed order, its logbook entry); pages hear of it after the commit.
import type { Kysely } from 'kysely';
import {
  irradianceFlagged,
  type LogbookEntryInput,
} from '../../../src/domain/work-orders/logbook-entry.ts';
import { utcDay, type WorkOrderState } from '../../../src/domain/work-orders/work-order-rules.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import type { Database } from '../storage/schema.ts';
import { addLogbookEntry } from './logbook-store.ts';
import type { KnownUnit } from './unit-lookup.ts';
import {
  insertWorkOrder,
  updateWorkOrder,
  type NewWorkOrder,
  type WorkOrder,
} from './work-order-store.ts';

export interface ActionDeps {
  db: Kysely<Database>;
  audit: AuditLog;
  now(): number;
  publish(event: { type: 'work-orders'; companyGuids: string[]; id?: string }): Promise<void>;
}
export interface Actor {
  key: string;
  email: string;
  name: string;
}

const nameOf = (a: Actor) => a.name || a.email;

export async function createWorkOrder(
  deps: ActionDeps,
  actor: Actor,
  unit: KnownUnit,
  input: Omit<NewWorkOrder, 'unit' | 'createdBy' | 'at'>,
): Promise<WorkOrder> {
  const order = await deps.db.transaction().execute(async (trx) => {
    const o = await insertWorkOrder(trx, {
      ...input,
      unit,
      createdBy: nameOf(actor),
      at: deps.now(),
    });
    await deps.audit.append(
      {
        actor,
        companyGuid: unit.companyGuids[0] ?? null,
        unitGuid: unit.guid,
        action: 'work-order.create',
        details: {
          workOrderId: o.id,
          parts: o.parts,
          dueDate: o.dueDate,
          assignee: o.assignee,
          state: o.state,
        },
        outcome: 'ok',
      },
      trx,
    );
    return o;
  });
  await deps.publish({
    type: 'work-orders',
    companyGuids: order.companyGuids,
    id: String(order.id),
  });
  return order;
}

export interface OrderChange {
  state?: WorkOrderState;
  reason?: string;
  dueDate?: string | null;
  assignee?: string;
  notes?: string;
}

export async function changeWorkOrder(
  deps: ActionDeps,
  actor: Actor,
  before: WorkOrder,
  change: OrderChange,
): Promise<WorkOrder> {
  const now = deps.now();
  const closes = change.state === 'done' || change.state === 'cancelled';
  const order = await deps.db.transaction().execute(async (trx) => {
    const o = await updateWorkOrder(trx, before.id, {
      ...change,
      closedReason: change.reason ?? null,
      closedBy: nameOf(actor),
      at: now,
    });
    const details = { workOrderId: o.id, from: before.state, ...change };
    await deps.audit.append(
      {
        actor,
        companyGuid: o.companyGuids[0] ?? null,
        unitGuid: o.unitGuid,
        action: closes ? `work-order.${change.state}` : 'work-order.update',
        details,
        outcome: 'ok',
      },
      trx,
    );
    if (closes)
      await addLogbookEntry(trx, {
        unitGuid: o.unitGuid,
        companyGuids: o.companyGuids,
        kind: 'work-order',
        day: utcDay(now),
        at: now,
        data: {
          workOrderId: o.id,
          state: change.state,
          reason: change.reason ?? '',
          parts: o.parts,
        },
        author: nameOf(actor),
        source: `work-order:${o.id}`,
      });
    return o;
  });
  await deps.publish({
    type: 'work-orders',
    companyGuids: order.companyGuids,
    id: String(order.id),
  });
  return order;
}

export async function addEntry(
  deps: ActionDeps,
  actor: Actor,
  unit: KnownUnit,
  entry: LogbookEntryInput,
): Promise<number> {
  const { kind, day, ...data } = entry;
  const id = await deps.db.transaction().execute(async (trx) => {
    const added = await addLogbookEntry(trx, {
      unitGuid: unit.guid,
      companyGuids: unit.companyGuids,
      kind,
      day,
      at: deps.now(),
      data,
      author: nameOf(actor),
      flagged:
        kind === 'irradiance' && entry.wPerM2 !== undefined && irradianceFlagged(entry.wPerM2),
    });
    await deps.audit.append(
      {
        actor,
        companyGuid: unit.companyGuids[0] ?? null,
        unitGuid: unit.guid,
        action: 'logbook.add',
        details: { entryId: added, kind, day },
        outcome: 'ok',
      },
      trx,
    );
    return added!;
  });
  await deps.publish({ type: 'work-orders', companyGuids: unit.companyGuids });
  return id;
}

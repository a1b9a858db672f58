// Work orders' rows: create, list (by readable companies), move between states.
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type {
  WorkOrderPart,
  WorkOrderState,
} from '../../../src/domain/work-orders/work-order-rules.ts';
import type { Database } from '../storage/schema.ts';
import type { WorkOrdersTable } from '../storage/schema-work-orders.ts';

type Db = Kysely<Database> | Transaction<Database>;

export interface WorkOrder {
  id: number;
  unitGuid: string;
  companyGuids: string[];
  serial: string;
  alias: string | null;
  parts: { part: WorkOrderPart; count: number }[];
  dueDate: string | null;
  assignee: string;
  notes: string;
  state: WorkOrderState;
  counterType: string | null;
  createdAt: number;
  createdBy: string;
  updatedAt: number;
  closedAt: number | null;
  closedReason: string | null;
  closedBy: string | null;
}

const COLUMNS = [
  'id',
  'unit_guid',
  'company_guids',
  'serial',
  'alias',
  'parts',
  'due_date',
  'assignee',
  'notes',
  'state',
  'counter_type',
  'created_at',
  'created_by',
  'updated_at',
  'closed_at',
  'closed_reason',
  'closed_by',
] as const;

type Row = Selectable<WorkOrdersTable>;

export function toWorkOrder(r: Row): WorkOrder {
  return {
    id: r.id,
    unitGuid: r.unit_guid,
    companyGuids: r.company_guids,
    serial: r.serial,
    alias: r.alias,
    parts: r.parts as WorkOrder['parts'],
    dueDate: r.due_date,
    assignee: r.assignee,
    notes: r.notes,
    state: r.state,
    counterType: r.counter_type,
    createdAt: r.created_at,
    createdBy: r.created_by,
    updatedAt: r.updated_at,
    closedAt: r.closed_at,
    closedReason: r.closed_reason,
    closedBy: r.closed_by,
  };
}

export interface NewWorkOrder {
  unit: { guid: string; companyGuids: string[]; serial: string; alias: string | null };
  parts: { part: WorkOrderPart; count: number }[];
  dueDate: string | null;
  assignee: string;
  notes: string;
  state: 'open' | 'scheduled';
  counterType: string | null;
  createdBy: string;
  at: number;
}

export async function insertWorkOrder(db: Db, o: NewWorkOrder): Promise<WorkOrder> {
  const row = await db
    .insertInto('work_orders')
    .values({
      unit_guid: o.unit.guid,
      company_guids: o.unit.companyGuids,
      serial: o.unit.serial,
      alias: o.unit.alias,
      parts: JSON.stringify(o.parts),
      due_date: o.dueDate,
      assignee: o.assignee,
      notes: o.notes,
      state: o.state,
      counter_type: o.counterType,
      created_at: o.at,
      created_by: o.createdBy,
      updated_at: o.at,
    })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
  return toWorkOrder(row);
}

export interface WorkOrderFilter {
  /** Companies the caller may read; the rows of no other company are returned. */
  companies: readonly string[];
  unitGuid?: string;
  states?: readonly WorkOrderState[];
}

export async function listWorkOrders(db: Db, f: WorkOrderFilter): Promise<WorkOrder[]> {
  if (f.companies.length === 0) return [];
  let q = db
    .selectFrom('work_orders')
    .select(COLUMNS)
    .where(sql<boolean>`company_guids && ${sql.val([...f.companies])}::text[]`);
  if (f.unitGuid) q = q.where('unit_guid', '=', f.unitGuid);
  if (f.states?.length) q = q.where('state', 'in', [...f.states]);
  const rows = await q.orderBy('due_date', 'asc').orderBy('id', 'asc').limit(5000).execute();
  return rows.map(toWorkOrder);
}

export async function getWorkOrder(db: Db, id: number): Promise<WorkOrder | undefined> {
  const row = await db
    .selectFrom('work_orders')
    .select(COLUMNS)
    .where('id', '=', id)
    .executeTakeFirst();
  return row && toWorkOrder(row);
}

export interface WorkOrderChange {
  state?: WorkOrderState;
  dueDate?: string | null;
  assignee?: string;
  notes?: string;
  closedReason?: string | null;
  closedBy?: string | null;
  at: number;
}

export async function updateWorkOrder(db: Db, id: number, c: WorkOrderChange): Promise<WorkOrder> {
  const closes = c.state === 'done' || c.state === 'cancelled';
  const row = await db
    .updateTable('work_orders')
    .set({
      ...(c.state ? { state: c.state } : {}),
      ...(c.dueDate !== undefined ? { due_date: c.dueDate } : {}),
      ...(c.assignee !== undefined ? { assignee: c.assignee } : {}),
      ...(c.notes !== undefined ? { notes: c.notes } : {}),
      ...(closes
        ? { closed_at: c.at, closed_reason: c.closedReason ?? null, closed_by: c.closedBy ?? null }
        : {}),
      updated_at: c.at,
    })
    .where('id', '=', id)
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
  return toWorkOrder(row);
}

// Work orders past their due day and still to be done: the "work order overdue" rule's input
// (the alerts runner reads it on every fleet poll) and the count /work-orders is told about.
import { sql, type Kysely } from 'kysely';
import { utcDay } from '../../../src/domain/work-orders/work-order-rules.ts';
import type { Database } from '../storage/schema.ts';

export interface OverdueWorkOrder {
  /** Stable per order, for the alerts area: 'work-order-overdue:<id>'. */
  alertId: string;
  workOrderId: number;
  unitGuid: string;
  companyGuids: string[];
  serial: string;
  alias: string | null;
  dueDate: string;
  state: string;
  parts: { part: string; count: number }[];
}

/** Open or scheduled orders whose due day is before today's (UTC) day at `now`. */
export async function overdueWorkOrders(
  db: Kysely<Database>,
  now: number,
  companies?: readonly string[],
): Promise<OverdueWorkOrder[]> {
  let q = db
    .selectFrom('work_orders')
    .select(['id', 'unit_guid', 'company_guids', 'serial', 'alias', 'due_date', 'parts', 'state'])
    .where('state', 'in', ['open', 'scheduled'])
    .where('due_date', '<', utcDay(now));
  if (companies) {
    if (companies.length === 0) return [];
    q = q.where(sql<boolean>`company_guids && ${sql.val([...companies])}::text[]`);
  }
  const rows = await q.orderBy('due_date').orderBy('id').execute();
  return rows.map((r) => ({
    alertId: `work-order-overdue:${r.id}`,
    workOrderId: r.id,
    unitGuid: r.unit_guid,
    companyGuids: r.company_guids,
    serial: r.serial,
    alias: r.alias,
    dueDate: r.due_date!,
    state: r.state,
    parts: r.parts as OverdueWorkOrder['parts'],
  }));
}

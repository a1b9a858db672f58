import { toCsv } from '@/domain/csv';
import type { WorkOrder } from '@/api/engine/work-orders';

// The work-orders CSV: data, English column names like every CSV of the dashboard.
const HEADER = [
  'id',
  'serial',
  'alias',
  'parts',
  'due_date',
  'assignee',
  'state',
  'overdue',
  'closed_reason',
  'closed_by',
  'created_by',
  'notes',
];

export function workOrdersCsv(orders: readonly WorkOrder[]): string {
  return toCsv(
    HEADER,
    orders.map((o) => [
      o.id,
      o.serial,
      o.alias,
      o.parts.map((p) => `${p.part} x${p.count}`).join('; '),
      o.dueDate,
      o.assignee,
      o.state,
      o.overdue,
      o.closedReason,
      o.closedBy,
      o.createdBy,
      o.notes,
    ]),
  );
}

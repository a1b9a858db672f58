import type { Condition } from './alert-conditions.ts';
import { WORK_ORDER_OVERDUE } from './alert-rules.ts';

// docs/decisions.md#work-orders: "work order overdue" is a rule of the engine's alerts (not one of
// the five switchable rules: the browser's runner knows no work orders). One alert per order,
// on its unit; it resolves when the order is done, cancelled or moved to a later day.

/** What the rule reads of one open or scheduled order (the engine's overdueWorkOrders). */
export interface OverdueOrderInput {
  workOrderId: number;
  unitGuid: string;
  serial: string;
  alias: string | null;
  /** "2026-11-20"; null: no due day, never overdue. */
  dueDate: string | null;
  state: string;
}

export const workOrderAlertKey = (id: number) => `${WORK_ORDER_OVERDUE}|work-order:${id}`;

/** The conditions of the orders whose due day is before `today` ("2026-11-27") and still to do. */
export function workOrderOverdueConditions(
  orders: readonly OverdueOrderInput[],
  today: string,
): Condition[] {
  const out: Condition[] = [];
  for (const o of orders) {
    if (o.dueDate === null || o.dueDate >= today) continue;
    if (o.state !== 'open' && o.state !== 'scheduled') continue;
    out.push({
      key: workOrderAlertKey(o.workOrderId),
      rule: WORK_ORDER_OVERDUE,
      subject: { kind: 'unit', guid: o.unitGuid, label: o.serial || o.alias || o.unitGuid },
      // The due day is in the value: moved to another past day, the alert says the new one.
      value: `work order ${o.workOrderId} due ${o.dueDate}`,
      detail: { code: 'workOrderOverdue', workOrderId: o.workOrderId, dueDate: o.dueDate },
      durationMs: 0,
    });
  }
  return out;
}

import type { MaintenanceCounter } from '@/domain/documents/schemas';
import { counterProgress, type CounterProgress } from '@/domain/service/maintenance';

// docs/decisions.md#maintenance-counters: endpoint 5's counters and the controller's own
// `controller.hours`, side by side per counter type, so a mismatch between the two is visible.

export interface CounterRow {
  /** As sent; the panel names it in the language on screen (src/components/ui/counter-names). */
  type: string;
  /** Minutes from endpoint 5; undefined when that source has no such counter (or failed). */
  service?: number;
  /** Minutes from controller.hours. */
  controller?: number;
  limit?: number;
  progress: CounterProgress;
}

type Counter = Pick<MaintenanceCounter, 'type' | 'value' | 'limit'>;

export function counterRows(
  service: readonly Counter[] | undefined,
  controller: readonly Counter[] | undefined,
): CounterRow[] {
  const rows = new Map<string, CounterRow>();
  const row = (type: string): CounterRow => {
    let r = rows.get(type);
    if (!r) {
      r = { type, progress: { status: 'no-limit' } };
      rows.set(type, r);
    }
    return r;
  };
  for (const c of service ?? []) {
    const r = row(c.type);
    r.service = c.value;
    if (typeof c.limit === 'number') r.limit = c.limit;
  }
  for (const c of controller ?? []) {
    const r = row(c.type);
    r.controller = c.value;
    if (r.limit === undefined && typeof c.limit === 'number') r.limit = c.limit;
  }
  for (const r of rows.values()) {
    // Progress follows the maintenance counter (endpoint 5), the controller's counter stands in without it.
    r.progress = counterProgress({ value: r.service ?? r.controller, limit: r.limit });
  }
  return [...rows.values()];
}

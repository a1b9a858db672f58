import type { AlertInstance, AlertState } from './alert-engine.ts';

// docs/decisions.md#alerts: what one reduction changed, so a runner stores (and sends) only that:
// the browser's alert runner and the engine's both write deltas, never the whole state.

export interface AlertDelta {
  lastOkAt: number;
  put: AlertInstance[];
  remove: string[];
}

/** The alerts that differ; the reducer keeps the object of an unchanged alert. */
export function alertDelta(
  a: AlertState['alerts'],
  b: AlertState['alerts'],
  lastOkAt: number,
): AlertDelta {
  const put: AlertInstance[] = [];
  const remove: string[] = [];
  for (const [key, alert] of b) if (a.get(key) !== alert) put.push(alert);
  for (const key of a.keys()) if (!b.has(key)) remove.push(key);
  return { lastOkAt, put, remove };
}

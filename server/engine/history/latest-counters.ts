// A unit's hour counters as last stored: the latest value of each counter type in its days. The
// `units` row does not hold them (operating time moves every minute: docs/decisions.md#engine-poll-performance).
import type { HistoryDay } from '../../../src/domain/fleet/fleet-history.ts';

/** Days oldest first → each counter type's value on the latest day that has it. */
export function latestCounters(days: readonly HistoryDay[]): { type: string; value: number }[] {
  const latest = new Map<string, number>();
  for (const d of days)
    for (const [type, [, last]] of Object.entries(d.counters)) latest.set(type, last);
  return [...latest].map(([type, value]) => ({ type, value }));
}

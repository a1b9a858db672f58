import type { FleetUnit } from '../fleet/fleet-unit.ts';

// docs/decisions.md#service-forecast: a counter whose value falls between two readings was
// reset, so its part was changed. The engine's history runner notes every counter it sees here
// and records each drop as the unit's service history.

export interface SeenPartChange {
  guid: string;
  type: string;
  /** The poll that showed the drop. */
  at: number;
  /** The last value before the drop: what the old part reached (minutes). */
  valueReached: number;
}

/** guid → counter type → last value seen. */
export type LastCounters = Map<string, Map<string, number>>;

/** Notes each unit's counters at `at`; returns the drops since the last values noted. */
export function notePartChanges(
  last: LastCounters,
  units: readonly FleetUnit[],
  at: number,
): SeenPartChange[] {
  const out: SeenPartChange[] = [];
  for (const u of units) {
    if (u.hours.length === 0) continue;
    let seen = last.get(u.guid);
    if (!seen) last.set(u.guid, (seen = new Map()));
    for (const h of u.hours) {
      const before = seen.get(h.type);
      if (before !== undefined && h.value < before)
        out.push({ guid: u.guid, type: h.type, at, valueReached: before });
      seen.set(h.type, h.value);
    }
  }
  return out;
}

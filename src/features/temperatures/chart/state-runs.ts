import { isEquipmentState, type DerivedStateName } from '@/domain/equipment/equipment-state';
import { getRuntimeConfig } from '@/config/runtime-config';
import type { LogColumns } from '../model/temperature-columns';

// The controller-state band: consecutive logs with the same controller_state merged into runs.

export interface StateRun {
  code: number;
  start: number;
  end: number;
  /** How many logs the run covers. */
  logs: number;
}

/**
 * A log covers the time up to the next log; across a data gap (or after the last log) it covers
 * one typical interval only, so the band shows the gap too.
 */
export function stateRuns(cols: LogColumns): StateRun[] {
  const { times, states } = cols;
  const n = times.length;
  if (n === 0) return [];
  const fallback = Number.isFinite(cols.gapMs) ? cols.gapMs / 3 : 60_000;
  const runs: StateRun[] = [];
  let current: StateRun | undefined;
  for (let i = 0; i < n; i += 1) {
    const t = times[i]!;
    const next = i + 1 < n ? times[i + 1]! : undefined;
    const end = next !== undefined && next - t <= cols.gapMs ? next : t + fallback;
    const code = states[i]!;
    if (current && current.code === code && current.end >= t) {
      current.end = end;
      current.logs += 1;
    } else {
      current = { code, start: t, end, logs: 1 };
      runs.push(current);
    }
  }
  return runs;
}

/** controller_state code → state name (docs/decisions.md#equipment-state). */
export function stateNameOf(code: number): DerivedStateName {
  const name = getRuntimeConfig().stateCodes[String(code)];
  return isEquipmentState(name) ? name : 'unknown';
}

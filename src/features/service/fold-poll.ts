import type { FleetUnit } from '@/domain/fleet/fleet-unit';
import { foldUnits, type FoldState, type HistoryDay } from '@/domain/fleet/fleet-history';
import { yieldToBrowser } from '@/lib/yield-to-browser';

// docs/decisions.md#fleet-history: one poll folded in slices of a time budget, not of a fixed
// count: a slow machine (or a first poll where every unit is new) gets more, shorter slices.

const STEP = 64;

export interface FoldOptions {
  budgetMs?: number;
  yieldNow?: () => Promise<void>;
  clock?: () => number;
  /**
   * Takes the changed records in batches of `storeEvery` while the fold goes on (each awaited);
   * the fold returns the rest. The records of a first poll of 100,000 units, all held until one
   * write, were ~65 MB of the page's heap (bench fleet-heap).
   */
  store?: (records: HistoryDay[]) => Promise<void>;
  storeEvery?: number;
}

export async function foldPoll(
  state: FoldState,
  units: readonly FleetUnit[],
  at: number,
  {
    budgetMs = 8,
    yieldNow = yieldToBrowser,
    clock = () => performance.now(),
    store,
    storeEvery = 2000,
  }: FoldOptions = {},
): Promise<HistoryDay[]> {
  // The same array as the last fold (the poll changed nothing) before any unit's day ended: every
  // unit would be skipped, so the walk is too.
  const last = state.folded;
  if (last !== undefined && last.units === units && at >= last.at && at < last.dayEnds) return [];
  let changed: HistoryDay[] = [];
  const soonest = { dayEnds: Infinity };
  let sliceStart = clock();
  for (let from = 0; from < units.length; from += STEP) {
    for (const record of foldUnits(state, units, at, from, from + STEP, soonest))
      changed.push(record);
    if (store && changed.length >= storeEvery) {
      await store(changed);
      changed = [];
      sliceStart = clock();
    }
    if (from + STEP < units.length && clock() - sliceStart >= budgetMs) {
      await yieldNow();
      sliceStart = clock();
    }
  }
  state.folded = { units, at, dayEnds: soonest.dayEnds };
  return changed;
}

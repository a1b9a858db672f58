import type { FleetUnit } from '@/domain/fleet-unit';
import { foldUnits, type FoldState, type HistoryDay } from '@/domain/fleet-history';
import { yieldToBrowser } from '@/lib/yield-to-browser';

// docs/decisions.md#fleet-history: one poll folded in slices of a time budget, not of a fixed
// count: a slow machine (or a first poll where every unit is new) gets more, shorter slices.

const STEP = 64;

export interface FoldOptions {
  budgetMs?: number;
  yieldNow?: () => Promise<void>;
  clock?: () => number;
}

export async function foldPoll(
  state: FoldState,
  units: readonly FleetUnit[],
  at: number,
  { budgetMs = 8, yieldNow = yieldToBrowser, clock = () => performance.now() }: FoldOptions = {},
): Promise<HistoryDay[]> {
  // The same array as the last fold (the poll changed nothing) before any unit's day ended: every
  // unit would be skipped, so the walk is too.
  const last = state.folded;
  if (last !== undefined && last.units === units && at >= last.at && at < last.dayEnds) return [];
  const changed: HistoryDay[] = [];
  const soonest = { dayEnds: Infinity };
  let sliceStart = clock();
  for (let from = 0; from < units.length; from += STEP) {
    for (const record of foldUnits(state, units, at, from, from + STEP, soonest))
      changed.push(record);
    if (from + STEP < units.length && clock() - sliceStart >= budgetMs) {
      await yieldNow();
      sliceStart = clock();
    }
  }
  state.folded = { units, at, dayEnds: soonest.dayEnds };
  return changed;
}

import {
  createConditionCollector,
  type AlertUnit,
  type PollConditions,
} from '@/domain/alerts/alert-conditions';
import type { RuleSettings } from '@/domain/alerts/alert-rules';
import { conditionsHoldUntil, NO_LIMITS, toAlertUnit } from '@/domain/alerts/alert-units';
import type { FleetRates } from '@/domain/fleet/fleet-rates';
import type { FleetUnit } from '@/domain/fleet/fleet-unit';
import { yieldToBrowser } from '@/lib/yield-to-browser';

// docs/decisions.md#alerts: one poll's conditions, built in slices that yield to the browser in
// between, so evaluating 100,000 units never blocks the page for one long task.

const NO_RATES: FleetRates = new Map();

/**
 * The last evaluation and what it was made of: a poll that changed nothing (the same units
 * array, rules, limits and rates) within its `holdsUntil` gives the same conditions, so it is
 * not evaluated again (100,000 units on every poll cost seconds of main-thread time).
 */
export interface EvaluationMemo {
  units: readonly FleetUnit[];
  rules: string;
  offlineAfterMs: number;
  serviceLimits: Readonly<Record<string, number>>;
  rates: FleetRates;
  ratesVersion: number;
  at: number;
  holdsUntil: number;
  result: PollConditions;
}

export interface EvaluateOptions {
  rules: RuleSettings;
  at: number;
  offlineAfterMs: number;
  /** config `serviceLimitsMinutes`: counter type → minutes. */
  serviceLimits?: Readonly<Record<string, number>>;
  /** Usage rates kept by the history fold (guid → counter type → minutes per day). */
  rates?: FleetRates;
  /** Changes whenever a rate in `rates` changed (the map is updated in place). */
  ratesVersion?: number;
  /** The last evaluation, reused when nothing it depends on changed; updated on return. */
  memo?: { current: EvaluationMemo | undefined };
  /** Work per task before yielding; well under the 50 ms of a long task on a slow machine. */
  budgetMs?: number;
  /** Units between two looks at the clock. */
  checkEvery?: number;
  /** Gives the browser a turn between slices; a test may pass a no-op. */
  yieldNow?: () => Promise<void>;
  /** Test seam for the budget. */
  clock?: () => number;
  signal?: AbortSignal;
}

/** The poll's conditions; undefined when aborted (a newer poll arrived). */
export async function evaluateFleet(
  units: readonly FleetUnit[],
  {
    rules,
    at,
    offlineAfterMs,
    serviceLimits = NO_LIMITS,
    rates = NO_RATES,
    ratesVersion = 0,
    memo,
    budgetMs = 8,
    checkEvery = 250,
    yieldNow = yieldToBrowser,
    clock = () => performance.now(),
    signal,
  }: EvaluateOptions,
): Promise<PollConditions | undefined> {
  const rulesKey = JSON.stringify(rules);
  const last = memo?.current;
  if (
    last !== undefined &&
    last.units === units &&
    last.rules === rulesKey &&
    last.offlineAfterMs === offlineAfterMs &&
    last.serviceLimits === serviceLimits &&
    last.rates === rates &&
    last.ratesVersion === ratesVersion &&
    at >= last.at &&
    at <= last.holdsUntil
  )
    return last.result;
  const collector = createConditionCollector(rules, at);
  const slice: AlertUnit[] = [];
  let holdsUntil = Infinity;
  let sliceStart = clock();
  for (let from = 0; from < units.length; from += checkEvery) {
    const to = Math.min(units.length, from + checkEvery);
    slice.length = 0;
    for (let i = from; i < to; i++) {
      const u = units[i]!;
      const alert = toAlertUnit(u, offlineAfterMs, at, serviceLimits, rates);
      slice.push(alert);
      const until = conditionsHoldUntil(u, alert, at, rules, offlineAfterMs);
      if (until < holdsUntil) holdsUntil = until;
    }
    collector.add(slice);
    if (to < units.length && clock() - sliceStart >= budgetMs) {
      await yieldNow();
      if (signal?.aborted) return undefined;
      sliceStart = clock();
    }
  }
  // Site grouping walks every site of the fleet: its own task.
  await yieldNow();
  if (signal?.aborted) return undefined;
  const result = collector.finish();
  if (memo) {
    memo.current = {
      units,
      rules: rulesKey,
      offlineAfterMs,
      serviceLimits,
      rates,
      ratesVersion,
      at,
      holdsUntil,
      result,
    };
  }
  return result;
}

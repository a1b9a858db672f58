import {
  createConditionCollector,
  type AlertCounter,
  type AlertUnit,
  type PollConditions,
} from '@/domain/alerts/alert-conditions';
import type { RuleSettings } from '@/domain/alerts/alert-rules';
import { stateLabel } from '@/domain/equipment/equipment-state';
import type { FleetUnit } from '@/domain/fleet/fleet-unit';
import { readGeometry } from '@/domain/fleet/geometry';
import { keptRate } from '@/domain/fleet/fleet-rates';
import { forecastDate } from '@/domain/service/service-forecast';
import { serviceLimit } from '@/domain/service/service-status';
import { clockFor } from '@/domain/service/usage-rate';
import type { FleetRates } from '@/lib/fleet-rates';
import { yieldToBrowser } from '@/lib/yield-to-browser';

// docs/decisions.md#alerts: one poll's conditions, built in slices that yield to the browser in
// between, so evaluating 100,000 units never blocks the page for one long task.

const NO_LIMITS: Readonly<Record<string, number>> = Object.freeze({});
const NO_RATES: FleetRates = new Map();

/**
 * What the rules read of one slim unit. Service counters: the fleet poll's hours against the
 * configured limits (docs/decisions.md#service-forecast: endpoint 5 is read per unit, only for
 * units a person looks at, so the whole-fleet rules use `serviceLimitsMinutes`).
 */
export function toAlertUnit(
  u: FleetUnit,
  offlineAfterMs: number,
  at: number,
  limits: Readonly<Record<string, number>> = NO_LIMITS,
  rates: FleetRates = NO_RATES,
): AlertUnit {
  const location = u.location;
  let siteKey: string | undefined;
  if (location?.placeId) siteKey = `place:${location.placeId}`;
  else if (location?.geometry !== undefined) {
    const point = readGeometry(location.geometry);
    if (point) siteKey = `geo:${point.lat.toFixed(4)},${point.lng.toFixed(4)}`;
  }
  return {
    guid: u.guid,
    label: u.serial || u.alias || u.guid,
    offline:
      u.health === 'offline' || (u.lastPing !== undefined && at - u.lastPing > offlineAfterMs),
    lastPing: u.lastPing,
    criticalCount: u.criticalCount,
    fault: u.health === 'fault',
    stateLabel: stateLabel(u.derived),
    derived: u.derived,
    counters: countersOf(u, limits, rates.get(u.guid), at),
    siteKey,
    siteName: siteKey && (location?.description ?? location?.city),
  };
}

/** Each counter with a limit, and its forecast from the unit's kept usage rate when there is one. */
function countersOf(
  u: FleetUnit,
  limits: Readonly<Record<string, number>>,
  rates: ReadonlyMap<string, number> | undefined,
  at: number,
): AlertCounter[] {
  if (limits === NO_LIMITS || u.hours.length === 0) return [];
  const out: AlertCounter[] = [];
  for (const h of u.hours) {
    const limit = serviceLimit(h.type, undefined, limits);
    if (limit === undefined) continue;
    const perDay = rates?.get(h.type);
    if (perDay === undefined || h.value >= limit) {
      out.push({ type: h.type, value: h.value, limit });
      continue;
    }
    // The board's own forecast (service-forecast.ts), so both name the same date.
    const zone = u.location
      ? { timezone: u.location.timezone, timezone_offset: u.location.timezoneOffset }
      : undefined;
    const f = forecastDate({ value: h.value, limit, rate: keptRate(perDay), now: at, zone });
    out.push(
      f.kind === 'date'
        ? { type: h.type, value: h.value, limit, forecastAt: f.at, forecastDay: f.day }
        : { type: h.type, value: h.value, limit },
    );
  }
  return out;
}

/**
 * Until when (ms, inclusive) the unit's conditions stay what they are at `at` while the unit
 * itself does not change: the offline rule flips when the time since the last ping passes the
 * offline threshold or the rule's minutes, and a forecast's date moves at the unit's midnight.
 * Every other rule reads only the unit.
 */
export function conditionsHoldUntil(
  u: FleetUnit,
  alert: AlertUnit,
  at: number,
  rules: RuleSettings,
  offlineAfterMs: number,
): number {
  let until = Infinity;
  const edge = (t: number) => {
    if (t >= at && t < until) until = t;
  };
  if (u.lastPing !== undefined) {
    edge(u.lastPing + offlineAfterMs);
    edge(u.lastPing + rules.offline.minutes * 60_000);
  }
  if (alert.counters.some((c) => c.forecastDay !== undefined)) {
    const zone = u.location
      ? { timezone: u.location.timezone, timezone_offset: u.location.timezoneOffset }
      : undefined;
    // An hour before the next midnight: a 23-hour day (DST) never outlives the cache.
    edge(clockFor(zone).startOfDay(at) + 23 * 3_600_000 - 1);
  }
  return until;
}

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

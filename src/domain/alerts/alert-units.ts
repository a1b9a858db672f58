import type { AlertCounter, AlertUnit } from './alert-conditions.ts';
import type { RuleSettings } from './alert-rules.ts';
import { stateLabel } from '../equipment/equipment-state.ts';
import type { FleetUnit } from '../fleet/fleet-unit.ts';
import { readGeometry } from '../fleet/geometry.ts';
import { keptRate, type FleetRates } from '../fleet/fleet-rates.ts';
import { forecastDate } from '../service/service-forecast.ts';
import { serviceLimit } from '../service/service-status.ts';
import { clockFor } from '../service/usage-rate.ts';

// docs/decisions.md#alerts: what the rules read of one fleet unit, shared by the browser's
// runner (features/alerts/evaluate.ts) and the engine's (server/engine/runners/alerts-runner.ts).

export const NO_LIMITS: Readonly<Record<string, number>> = Object.freeze({});
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
    companyGuids: u.companyGuids,
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

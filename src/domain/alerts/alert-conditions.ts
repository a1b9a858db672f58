import type { RuleId, RuleSettings, WORK_ORDER_OVERDUE } from './alert-rules.ts';
import { DUE_SOON_SHARE } from '../service/service-status.ts';
import type { DerivedState } from '../equipment/equipment-state.ts';
import { formatAbsoluteTime } from '../time.ts';

// docs/decisions.md#alerts: which rule conditions hold on one fleet poll. Built in slices
// (add(units, from, to)) so a runner can spread 100,000 units over several short tasks.

/** What the rules read of one unit; the runner derives it from the fleet poll. */
export interface AlertUnit {
  guid: string;
  /** The unit's companies: the engine picks the rules of one of them (docs/decisions.md#engine-alerts). */
  companyGuids?: readonly string[] | undefined;
  /** Serial or alias: what the firing table shows. */
  label: string;
  /** Health class "offline" with a device that pinged at some time. */
  offline: boolean;
  lastPing: number | undefined;
  criticalCount: number | null;
  /** Health class "fault" (controller error or timeout). */
  fault: boolean;
  stateLabel: string;
  /** The state behind stateLabel, so the screen can name it in its language. */
  derived?: DerivedState | undefined;
  /** Counters that have a service limit (minutes). */
  counters: readonly AlertCounter[];
  /** Site key (same place id, else geometry to 4 decimals) and its name; undefined = no location. */
  siteKey: string | undefined;
  siteName?: string | undefined;
}

export interface AlertCounter {
  type: string;
  value: number;
  limit: number;
  /** When the limit is reached at the unit's usage rate; absent: not enough data. */
  forecastAt?: number | undefined;
  /** That date on the unit's calendar ("2026-12-01"). */
  forecastDay?: string | undefined;
}

export type AlertSubject =
  | { kind: 'unit'; guid: string; label: string }
  | { kind: 'site'; id: string; label: string; units: readonly string[] }
  | { kind: 'fleet'; label: string };

/** One counter in a service value: overdue, due by forecast, or due by the 90 % share. */
export interface AlertCounterValue {
  kind: 'overdue' | 'forecast' | 'share';
  type: string;
  /** Minutes. */
  value: number;
  limit: number;
  forecastDay?: string | undefined;
}

/**
 * What `value` says, as a code and values (docs/decisions.md#languages): the screen and the
 * desktop notifications turn it into a message; `value` stays the English text (stored, compared).
 */
export type AlertValue =
  | { code: 'lastPing'; at: number | undefined }
  | { code: 'critical'; count: number }
  | { code: 'fault'; derived: DerivedState }
  | { code: 'counters'; counters: AlertCounterValue[] }
  | { code: 'siteOffline'; units: number }
  | { code: 'noData'; silentMs: number }
  | { code: 'workOrderOverdue'; workOrderId: number; dueDate: string };

export interface Condition {
  key: string;
  rule: RuleId | typeof WORK_ORDER_OVERDUE;
  subject: AlertSubject;
  value: string;
  detail?: AlertValue | undefined;
  /** How long it must hold (besides two consecutive polls) before it fires. */
  durationMs: number;
}

export interface PollConditions {
  conditions: Condition[];
  /** Per-unit offline keys that a site alert replaces this poll. */
  replaced: string[];
}

const MIN = 60_000;
const DAY = 86_400_000;

export function minutesText(ms: number): string {
  const m = Math.floor(ms / MIN);
  if (m < 60) return `${m} min`;
  const h = Math.floor(m / 60);
  return m % 60 ? `${h} h ${m % 60} min` : `${h} h`;
}

const hours = (minutes: number) => `${Math.floor(minutes / 60)} h`;

export const unitKey = (rule: RuleId, guid: string) => `${rule}|unit:${guid}`;
export const siteKey = (id: string) => `offline|site:${id}`;

/** One set of rules for every unit, or the rules of each unit (the engine: per company). */
export type RulesFor = RuleSettings | ((unit: AlertUnit) => RuleSettings);

export function createConditionCollector(rulesFor: RulesFor, at: number) {
  const conditions: Condition[] = [];
  const sites = new Map<string, { name: string; size: number; offline: string[] }>();
  const push = (
    rule: RuleId,
    unit: AlertUnit,
    value: string,
    detail: AlertValue | undefined,
    durationMs = 0,
  ) =>
    conditions.push({
      key: unitKey(rule, unit.guid),
      rule,
      subject: { kind: 'unit', guid: unit.guid, label: unit.label },
      value,
      detail,
      durationMs,
    });

  function addOne(u: AlertUnit) {
    const rules = typeof rulesFor === 'function' ? rulesFor(u) : rulesFor;
    const offlineFor = u.offline && u.lastPing !== undefined ? at - u.lastPing : -1;
    const offline = rules.offline.enabled && offlineFor > rules.offline.minutes * MIN;
    // The value stays the same from poll to poll (an alert that keeps firing is not rewritten);
    // the page shows for how long from `since`.
    if (offline)
      push('offline', u, `last ping ${formatAbsoluteTime(u.lastPing)}`, {
        code: 'lastPing',
        at: u.lastPing,
      });
    if (u.siteKey !== undefined) {
      let site = sites.get(u.siteKey);
      if (!site)
        sites.set(u.siteKey, (site = { name: u.siteName ?? u.siteKey, size: 0, offline: [] }));
      site.size += 1;
      if (offline) site.offline.push(u.guid);
    }
    if (rules['critical-error'].enabled && (u.criticalCount ?? 0) > 0) {
      const n = u.criticalCount!;
      push('critical-error', u, n === 1 ? '1 critical error' : `${n} critical errors`, {
        code: 'critical',
        count: n,
      });
    }
    if (rules.fault.enabled && u.fault)
      push(
        'fault',
        u,
        u.stateLabel,
        u.derived && { code: 'fault', derived: u.derived },
        rules.fault.minutes * MIN,
      );
    const overdue: string[] | undefined = rules['service-overdue'].enabled ? [] : undefined;
    const due: string[] | undefined = rules['service-due'].enabled ? [] : undefined;
    const overdueValues: AlertCounterValue[] = [];
    const dueValues: AlertCounterValue[] = [];
    const counter = (kind: AlertCounterValue['kind'], c: AlertCounter): AlertCounterValue => ({
      kind,
      type: c.type,
      value: c.value,
      limit: c.limit,
      forecastDay: kind === 'forecast' ? c.forecastDay : undefined,
    });
    const dueWithinMs = rules['service-due'].days * DAY;
    for (const c of u.counters) {
      // Text only for the few counters that need it: 100k units × counters per poll.
      if (c.value >= c.limit) {
        if (overdue) {
          overdue.push(`${c.type} ${hours(c.value)} of ${hours(c.limit)}`);
          overdueValues.push(counter('overdue', c));
        }
      } else if (!due) continue;
      // The unit's forecast decides; without enough data, the 90 % share (the text says which).
      else if (c.forecastAt !== undefined) {
        if (c.forecastAt - at <= dueWithinMs) {
          due.push(
            `${c.type} ${hours(c.value)} of ${hours(c.limit)}, forecast: limit on ${c.forecastDay}`,
          );
          dueValues.push(counter('forecast', c));
        }
      } else if (c.value >= DUE_SOON_SHARE * c.limit) {
        due.push(
          `${c.type} ${hours(c.value)} of ${hours(c.limit)}, 90 % or more (not enough usage data for a forecast)`,
        );
        dueValues.push(counter('share', c));
      }
    }
    if (overdue?.length)
      push('service-overdue', u, overdue.join(', '), {
        code: 'counters',
        counters: overdueValues,
      });
    if (due?.length)
      push('service-due', u, due.join(', '), { code: 'counters', counters: dueValues });
  }

  return {
    add(units: readonly AlertUnit[], from = 0, to = units.length) {
      for (let i = from; i < to; i++) addOne(units[i]!);
    },
    finish(): PollConditions {
      const replaced = new Set<string>();
      for (const [id, site] of sites) {
        if (site.size < 2 || site.offline.length < site.size) continue;
        for (const guid of site.offline) replaced.add(unitKey('offline', guid));
        conditions.push({
          key: siteKey(id),
          rule: 'offline',
          subject: { kind: 'site', id, label: site.name, units: site.offline },
          value: `all ${site.size} units offline`,
          detail: { code: 'siteOffline', units: site.size },
          durationMs: 0,
        });
      }
      return {
        conditions: replaced.size ? conditions.filter((c) => !replaced.has(c.key)) : conditions,
        replaced: [...replaced],
      };
    },
  };
}

/** All at once (tests, small fleets). */
export function collectConditions(
  units: readonly AlertUnit[],
  rules: RulesFor,
  at: number,
): PollConditions {
  const collector = createConditionCollector(rules, at);
  collector.add(units);
  return collector.finish();
}

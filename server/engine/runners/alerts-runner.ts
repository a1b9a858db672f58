// The leader's alert evaluation on every fleet poll, with the browser's own rules and reducer
// (src/domain: toAlertUnit, createConditionCollector, pollSteps); this file only feeds them and
// writes what changed (docs/decisions.md#engine-alerts).
import type { Kysely } from 'kysely';
import {
  createConditionCollector,
  type AlertUnit,
} from '../../../src/domain/alerts/alert-conditions.ts';
import {
  pollSteps,
  reduceAlerts,
  type AlertEffect,
  type AlertState,
} from '../../../src/domain/alerts/alert-engine.ts';
import { toAlertUnit } from '../../../src/domain/alerts/alert-units.ts';
import {
  workOrderOverdueConditions,
  type OverdueOrderInput,
} from '../../../src/domain/alerts/work-order-overdue.ts';
import { utcDay } from '../../../src/domain/work-orders/work-order-rules.ts';
import type { FleetRates } from '../../../src/domain/fleet/fleet-rates.ts';
import type { FleetUnit } from '../../../src/domain/fleet/fleet-unit.ts';
import { loadCompanyRules, rulesForUnit } from '../alerts/company-rules.ts';
import { loadAlertState, writeEvaluation } from '../alerts/alert-evaluation-store.ts';
import type { Database } from '../storage/schema.ts';
import { eachInTurns } from '../storage/turns.ts';
import { inSlices, runSteps, yieldTurn } from './yield-turn.ts';

/** What the runner needs of the engine (a narrow view of `Engine`). */
export interface AlertsRunnerDeps {
  db: Kysely<Database>;
  publish(event: { type: 'alerts'; companyGuids: string[] }): Promise<void>;
  intervalMs: number;
  offlineAfterMs: number;
  serviceLimits: Readonly<Record<string, number>>;
  /** The history fold's usage rates (forecasts for the service rules). */
  rates: () => FleetRates;
  /** The open or scheduled work orders past their due day (the "work order overdue" rule). */
  overdueOrders?: (at: number) => Promise<(OverdueOrderInput & { companyGuids: string[] })[]>;
}

export interface AlertsPoll {
  at: number;
  ok: boolean;
  units: readonly FleetUnit[];
}

const UNITS_PER_STEP = 100;
/** Conditions between two looks at the clock in the reducer. */
const CONDITIONS_PER_STEP = 250;

export function createAlertsRunner(deps: AlertsRunnerDeps) {
  let stored: { state: AlertState; evaluatedAt: number } | undefined;
  let companies = new Map<string, readonly string[]>();
  let queue: Promise<void> = Promise.resolve();
  /** One step after another; a failed step is logged and the next starts from storage. */
  const then = (step: () => Promise<void> | undefined) => {
    queue = queue.then(step).catch((error: unknown) => {
      stored = undefined;
      console.error('[engine] alerts:', error instanceof Error ? error.message : error);
    });
    return queue;
  };

  async function conditionsOf(units: readonly FleetUnit[], at: number) {
    const rules = rulesForUnit(await loadCompanyRules(deps.db));
    const collector = createConditionCollector(rules, at);
    const rates = deps.rates();
    const slice: AlertUnit[] = [];
    await inSlices(units.length, UNITS_PER_STEP, (from, to) => {
      slice.length = 0;
      for (let i = from; i < to; i++)
        slice.push(toAlertUnit(units[i]!, deps.offlineAfterMs, at, deps.serviceLimits, rates));
      collector.add(slice);
    });
    await yieldTurn();
    return collector.finish();
  }

  /** Reduces one event from the stored state and writes it; once more from storage if another
   *  leader wrote in between (nothing is evaluated twice: the write is keyed by poll time). */
  async function apply(
    at: number,
    reduce: (s: AlertState) => Promise<{ state: AlertState; effects: AlertEffect[] }>,
  ) {
    for (let attempt = 0; attempt < 2; attempt++) {
      stored ??= await loadAlertState(deps.db, deps.intervalMs, at);
      if (at <= stored.evaluatedAt) return;
      const before = stored.state;
      const out = await reduce(before);
      const expected = stored.evaluatedAt;
      const written = await deps.db.transaction().execute((trx) =>
        writeEvaluation(trx, {
          before,
          after: out.state,
          effects: out.effects,
          at,
          expected,
          companiesOf: (guid) => companies.get(guid),
        }),
      );
      if (written === null) {
        stored = undefined;
        continue;
      }
      stored = { state: out.state, evaluatedAt: at };
      // No data concerns everyone ([] = all users).
      const fleetWide = out.effects.some((x) => x.alert.subject.kind === 'fleet');
      if (written.changed)
        await deps.publish({ type: 'alerts', companyGuids: fleetWide ? [] : written.companies });
      return;
    }
  }

  function onPoll(poll: AlertsPoll): Promise<void> {
    return then(async () => {
      if (!poll.ok) {
        await apply(poll.at, async (s) => reduceAlerts(s, { type: 'poll-failed', at: poll.at }));
        return;
      }
      const next = new Map<string, readonly string[]>();
      await eachInTurns(poll.units, (u) => void next.set(u.guid, u.companyGuids));
      companies = next;
      const result = await conditionsOf(poll.units, poll.at);
      const orders = (await deps.overdueOrders?.(poll.at)) ?? [];
      // A unit gone from the fleet keeps its order's companies (never an alert for everyone).
      for (const o of orders)
        if (!companies.has(o.unitGuid)) companies.set(o.unitGuid, o.companyGuids);
      result.conditions.push(...workOrderOverdueConditions(orders, utcDay(poll.at)));
      await apply(poll.at, (s) =>
        runSteps(pollSteps(s, poll.at, result, deps.intervalMs, CONDITIONS_PER_STEP)),
      );
    });
  }

  /** No data: with the poller silent (hung, not failing), time alone fires it. */
  function tick(now: number): Promise<void> {
    return then(() =>
      stored && now - stored.state.lastOkAt > 2 * deps.intervalMs
        ? apply(now, async (s) => reduceAlerts(s, { type: 'tick', at: now }))
        : undefined,
    );
  }

  /** Leadership lost: the next poll starts from storage. */
  function forget() {
    stored = undefined;
  }

  return { onPoll, tick, forget };
}

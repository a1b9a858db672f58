import type { RuleId, WORK_ORDER_OVERDUE } from './alert-rules.ts';
import {
  minutesText,
  type AlertSubject,
  type AlertValue,
  type PollConditions,
} from './alert-conditions.ts';

// docs/decisions.md#alerts: per rule and subject normal → pending → firing → resolved, as a
// pure reducer (state + event → state + effects); the runner owns timers, storage and tabs.

export interface AlertInstance {
  /** One episode: key + when its condition was first seen. */
  id: string;
  key: string;
  rule: RuleId | typeof WORK_ORDER_OVERDUE | 'no-data';
  subject: AlertSubject;
  phase: 'pending' | 'firing';
  since: number;
  firingAt?: number;
  /** Consecutive polls with the condition, counted up to 2 (the fewest that fire). */
  polls: number;
  value: string;
  /** `value` as a code and values for the screen (older stored alerts have none). */
  detail?: AlertValue | undefined;
  ack?: { by: string; at: number };
  snoozedUntil?: number;
}

export interface ResolvedAlert extends AlertInstance {
  resolvedAt: number;
  /** "replaced": a site alert took over this unit's offline alert. */
  reason: 'resolved' | 'replaced';
}

export interface AlertState {
  /** By key. A Map: at 100,000 units it holds ~16,000 alerts and is walked on every poll. */
  alerts: ReadonlyMap<string, AlertInstance>;
  /** Last successful fleet poll (or the start). */
  lastOkAt: number;
  intervalMs: number;
}

export type AlertEvent =
  /** intervalMs: the poll's current interval (it stretches on large fleets); No data counts it. */
  | { type: 'poll'; at: number; result: PollConditions; intervalMs?: number }
  | { type: 'poll-failed'; at: number }
  | { type: 'tick'; at: number }
  | { type: 'ack'; id: string; by: string; at: number }
  | { type: 'snooze'; id: string; until: number };

export type AlertEffect =
  { type: 'fired'; alert: AlertInstance } | { type: 'resolved'; alert: ResolvedAlert };

export const NO_DATA_KEY = 'no-data';

export function initialAlertState(at: number, intervalMs: number): AlertState {
  return { alerts: new Map(), lastOkAt: at, intervalMs };
}

function resolve(alert: AlertInstance, at: number, reason: ResolvedAlert['reason']): AlertEffect {
  return { type: 'resolved', alert: { ...alert, resolvedAt: at, reason } };
}

function sameSubject(a: AlertSubject, b: AlertSubject): boolean {
  if (a.kind !== b.kind || a.label !== b.label) return false;
  if (a.kind === 'unit') return a.guid === (b as typeof a).guid;
  if (a.kind === 'site') {
    const units = (b as typeof a).units;
    return a.units.length === units.length && a.units.every((u, i) => u === units[i]);
  }
  return true;
}

type Reduced = { state: AlertState; effects: AlertEffect[] };

/** Conditions handled between two yields of pollSteps: a few ms of work on a slow machine. */
export const POLL_STEP_CONDITIONS = 2000;

/**
 * The poll transition in steps: it yields after every `chunk` conditions so that a runner can
 * give the browser a turn (at 100,000 units the first polls touch ~16,000 alerts); run through
 * without pausing it is exactly reduceAlerts.
 */
export function* pollSteps(
  state: AlertState,
  at: number,
  result: PollConditions,
  intervalMs = state.intervalMs,
  chunk = POLL_STEP_CONDITIONS,
): Generator<void, Reduced> {
  const effects: AlertEffect[] = [];
  const alerts = new Map<string, AlertInstance>();
  const noData = state.alerts.get(NO_DATA_KEY);
  if (noData) effects.push(resolve(noData, at, 'resolved'));
  let done = 0;
  for (const c of result.conditions) {
    if (++done % chunk === 0) yield;
    const prev = state.alerts.get(c.key);
    if (!prev) {
      const id = `${c.key}@${at}`;
      alerts.set(c.key, {
        id,
        key: c.key,
        rule: c.rule,
        subject: c.subject,
        phase: 'pending',
        since: at,
        polls: 1,
        value: c.value,
        detail: c.detail,
      });
      continue;
    }
    // An alert that keeps firing unchanged keeps its object: at 100,000 units most of them do.
    if (prev.phase === 'firing' && prev.value === c.value && sameSubject(prev.subject, c.subject)) {
      alerts.set(c.key, prev);
      continue;
    }
    const polls = Math.min(2, prev.polls + 1);
    const fires = prev.phase === 'pending' && polls >= 2 && at - prev.since >= c.durationMs;
    // Pending through its duration (fault: 10 min) and unchanged: same object, so the poll
    // sends and stores nothing for it. `polls` only needs to count to two.
    if (
      !fires &&
      prev.polls === polls &&
      prev.value === c.value &&
      sameSubject(prev.subject, c.subject)
    ) {
      alerts.set(c.key, prev);
      continue;
    }
    const next: AlertInstance = {
      ...prev,
      subject: c.subject,
      value: c.value,
      detail: c.detail,
      polls,
    };
    if (fires) {
      next.phase = 'firing';
      next.firingAt = at;
      effects.push({ type: 'fired', alert: next });
    }
    alerts.set(c.key, next);
  }
  const replaced = new Set(result.replaced);
  for (const [key, prev] of state.alerts) {
    if (++done % chunk === 0) yield;
    if (key === NO_DATA_KEY || alerts.has(key) || prev.phase !== 'firing') continue;
    effects.push(resolve(prev, at, replaced.has(key) ? 'replaced' : 'resolved'));
  }
  return { state: { ...state, alerts, lastOkAt: at, intervalMs }, effects };
}

function runThrough<T>(steps: Generator<void, T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** No data: the fleet poll failed for longer than two intervals; unit alerts stay frozen. */
function onSilence(state: AlertState, at: number) {
  const silentFor = at - state.lastOkAt;
  if (state.alerts.has(NO_DATA_KEY) || silentFor <= 2 * state.intervalMs)
    return { state, effects: [] as AlertEffect[] };
  const alert: AlertInstance = {
    id: `${NO_DATA_KEY}@${at}`,
    key: NO_DATA_KEY,
    rule: 'no-data',
    subject: { kind: 'fleet', label: 'Fleet' },
    phase: 'firing',
    since: state.lastOkAt,
    firingAt: at,
    polls: 0,
    value: `no fleet data for ${silentFor < 60_000 ? `${Math.round(silentFor / 1000)} s` : minutesText(silentFor)}`,
    detail: { code: 'noData', silentMs: silentFor },
  };
  return {
    state: { ...state, alerts: new Map(state.alerts).set(NO_DATA_KEY, alert) },
    effects: [{ type: 'fired', alert }] as AlertEffect[],
  };
}

function patch(state: AlertState, id: string, change: Partial<AlertInstance>) {
  const key = id.slice(0, id.lastIndexOf('@'));
  const found = state.alerts.get(key);
  if (found?.id !== id) return { state, effects: [] as AlertEffect[] };
  const alerts = new Map(state.alerts).set(key, { ...found, ...change });
  return { state: { ...state, alerts }, effects: [] as AlertEffect[] };
}

export function reduceAlerts(
  state: AlertState,
  event: AlertEvent,
): { state: AlertState; effects: AlertEffect[] } {
  switch (event.type) {
    case 'poll':
      return runThrough(pollSteps(state, event.at, event.result, event.intervalMs));
    case 'poll-failed':
    case 'tick':
      return onSilence(state, event.at);
    case 'ack':
      return patch(state, event.id, { ack: { by: event.by, at: event.at } });
    case 'snooze':
      return patch(state, event.id, { snoozedUntil: event.until });
  }
}

/** Firing alerts shown now: snoozed ones are hidden until their snooze ends. */
export function visibleFiring(state: AlertState, now: number): AlertInstance[] {
  return [...state.alerts.values()]
    .filter((a) => a.phase === 'firing' && !((a.snoozedUntil ?? 0) > now))
    .sort((a, b) => (b.firingAt ?? 0) - (a.firingAt ?? 0));
}

/** The header's number: firing, not acknowledged, not snoozed. */
export function attentionCount(state: AlertState, now: number): number {
  let n = 0;
  for (const a of state.alerts.values()) {
    if (a.phase === 'firing' && !a.ack && !((a.snoozedUntil ?? 0) > now)) n++;
  }
  return n;
}

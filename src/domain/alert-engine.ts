import type { RuleId } from './alert-rules';
import { minutesText, type AlertSubject, type PollConditions } from './alert-conditions';

// docs/decisions.md#alerts: per rule and subject normal → pending → firing → resolved, as a
// pure reducer (state + event → state + effects); the runner owns timers, storage and tabs.

export interface AlertInstance {
  /** One episode: key + when its condition was first seen. */
  id: string;
  key: string;
  rule: RuleId | 'no-data';
  subject: AlertSubject;
  phase: 'pending' | 'firing';
  since: number;
  firingAt?: number;
  polls: number;
  value: string;
  ack?: { by: string; at: number };
  snoozedUntil?: number;
}

export interface ResolvedAlert extends AlertInstance {
  resolvedAt: number;
  /** "replaced": a site alert took over this unit's offline alert. */
  reason: 'resolved' | 'replaced';
}

export interface AlertState {
  alerts: Readonly<Record<string, AlertInstance>>;
  /** Last successful fleet poll (or the start). */
  lastOkAt: number;
  intervalMs: number;
}

export type AlertEvent =
  | { type: 'poll'; at: number; result: PollConditions }
  | { type: 'poll-failed'; at: number }
  | { type: 'tick'; at: number }
  | { type: 'ack'; id: string; by: string; at: number }
  | { type: 'snooze'; id: string; until: number };

export type AlertEffect =
  { type: 'fired'; alert: AlertInstance } | { type: 'resolved'; alert: ResolvedAlert };

export const NO_DATA_KEY = 'no-data';

export function initialAlertState(at: number, intervalMs: number): AlertState {
  return { alerts: {}, lastOkAt: at, intervalMs };
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

function onPoll(state: AlertState, at: number, result: PollConditions) {
  const effects: AlertEffect[] = [];
  const alerts: Record<string, AlertInstance> = {};
  const noData = state.alerts[NO_DATA_KEY];
  if (noData) effects.push(resolve(noData, at, 'resolved'));
  for (const c of result.conditions) {
    const prev = state.alerts[c.key];
    if (!prev) {
      const id = `${c.key}@${at}`;
      alerts[c.key] = {
        id,
        key: c.key,
        rule: c.rule,
        subject: c.subject,
        phase: 'pending',
        since: at,
        polls: 1,
        value: c.value,
      };
      continue;
    }
    // An alert that keeps firing unchanged keeps its object: at 100,000 units most of them do.
    if (prev.phase === 'firing' && prev.value === c.value && sameSubject(prev.subject, c.subject)) {
      alerts[c.key] = prev;
      continue;
    }
    const polls = prev.polls + 1;
    const fires = prev.phase === 'pending' && polls >= 2 && at - prev.since >= c.durationMs;
    const next: AlertInstance = { ...prev, subject: c.subject, value: c.value, polls };
    if (fires) {
      next.phase = 'firing';
      next.firingAt = at;
      effects.push({ type: 'fired', alert: next });
    }
    alerts[c.key] = next;
  }
  const replaced = new Set(result.replaced);
  for (const key in state.alerts) {
    const prev = state.alerts[key]!;
    if (key === NO_DATA_KEY || alerts[key] || prev.phase !== 'firing') continue;
    effects.push(resolve(prev, at, replaced.has(key) ? 'replaced' : 'resolved'));
  }
  return { state: { ...state, alerts, lastOkAt: at }, effects };
}

/** No data: the fleet poll failed for longer than two intervals; unit alerts stay frozen. */
function onSilence(state: AlertState, at: number) {
  const silentFor = at - state.lastOkAt;
  if (state.alerts[NO_DATA_KEY] || silentFor <= 2 * state.intervalMs)
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
  };
  return {
    state: { ...state, alerts: { ...state.alerts, [NO_DATA_KEY]: alert } },
    effects: [{ type: 'fired', alert }] as AlertEffect[],
  };
}

function patch(state: AlertState, id: string, change: Partial<AlertInstance>) {
  const found = Object.values(state.alerts).find((a) => a.id === id);
  if (!found) return { state, effects: [] as AlertEffect[] };
  const alerts = { ...state.alerts, [found.key]: { ...found, ...change } };
  return { state: { ...state, alerts }, effects: [] as AlertEffect[] };
}

export function reduceAlerts(
  state: AlertState,
  event: AlertEvent,
): { state: AlertState; effects: AlertEffect[] } {
  switch (event.type) {
    case 'poll':
      return onPoll(state, event.at, event.result);
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
  return Object.values(state.alerts)
    .filter((a) => a.phase === 'firing' && !((a.snoozedUntil ?? 0) > now))
    .sort((a, b) => (b.firingAt ?? 0) - (a.firingAt ?? 0));
}

/** The header's number: firing, not acknowledged, not snoozed. */
export function attentionCount(state: AlertState, now: number): number {
  let n = 0;
  for (const key in state.alerts) {
    const a = state.alerts[key]!;
    if (a.phase === 'firing' && !a.ack && !((a.snoozedUntil ?? 0) > now)) n++;
  }
  return n;
}

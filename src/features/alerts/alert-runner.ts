import type { IDBPDatabase } from 'idb';
import {
  initialAlertState,
  reduceAlerts,
  type AlertEvent,
  type AlertInstance,
  type AlertState,
} from '@/domain/alert-engine';
import type { Leadership } from '@/lib/leader';
import type { TabChannel } from '@/lib/tab-channel';
import { alertRecordKey, HISTORY_DAYS, scopeRange, type AlertsSchema } from './alerts-db';

// The thin runner around the pure reducer: the leader tab evaluates, stores and notifies; the
// other tabs receive its state and send it their acknowledgements and snoozes.

/** What changed: posting and storing all 16,000 alerts of a large fleet on each poll is too slow. */
export interface AlertDelta {
  lastOkAt: number;
  put: AlertInstance[];
  remove: string[];
}

export type AlertMessage =
  { type: 'delta'; delta: AlertDelta } | { type: 'command'; event: AlertEvent };

export interface AlertRunnerDeps {
  db: IDBPDatabase<AlertsSchema> | null;
  leadership: Leadership;
  channel: TabChannel<AlertMessage>;
  scope: string;
  intervalMs: number;
  now: () => number;
  /** Called once per newly firing alert batch (never twice for one alert, across tabs). */
  notify: (alerts: AlertInstance[]) => void;
}

const RESAVE_MS = 60_000;

/** The alerts that differ; the reducer keeps the object of an unchanged alert. */
export function alertDelta(
  a: AlertState['alerts'],
  b: AlertState['alerts'],
  lastOkAt: number,
): AlertDelta {
  const put: AlertInstance[] = [];
  const remove: string[] = [];
  for (const key in b) if (a[key] !== b[key]) put.push(b[key]!);
  for (const key in a) if (!(key in b)) remove.push(key);
  return { lastOkAt, put, remove };
}

function patched(state: AlertState, delta: AlertDelta): AlertState {
  const alerts = { ...state.alerts };
  for (const key of delta.remove) delete alerts[key];
  for (const alert of delta.put) alerts[alert.key] = alert;
  return { ...state, alerts, lastOkAt: delta.lastOkAt };
}

export function createAlertRunner(deps: AlertRunnerDeps) {
  const { db, leadership, channel, scope } = deps;
  let state = initialAlertState(deps.now(), deps.intervalMs);
  const listeners = new Set<(s: AlertState) => void>();
  const emit = () => listeners.forEach((l) => l(state));
  let queue: Promise<void> = Promise.resolve();
  let savedAt = -Infinity;

  async function load() {
    const stored = await db?.get('state', scope).catch(() => undefined);
    const records = await db?.getAll('alerts', scopeRange(scope)).catch(() => undefined);
    if (stored) {
      const alerts = { ...stored.alerts };
      for (const a of records ?? []) alerts[a.key] = a;
      state = { ...stored, alerts, intervalMs: deps.intervalMs };
    }
    emit();
  }

  async function store(delta: AlertDelta) {
    if (!db) return;
    const tx = db.transaction(['state', 'alerts'], 'readwrite');
    const alerts = tx.objectStore('alerts');
    const writes: Promise<unknown>[] = [
      tx.objectStore('state').put({ ...state, alerts: {} }, scope),
    ];
    for (const a of delta.put) writes.push(alerts.put(a, alertRecordKey(scope, a.key)));
    for (const key of delta.remove) writes.push(alerts.delete(alertRecordKey(scope, key)));
    await Promise.all([...writes, tx.done]);
  }

  /** Marks each alert notified first; returns only those no tab has notified before. */
  async function claim(alerts: AlertInstance[]): Promise<AlertInstance[]> {
    if (!db) return alerts;
    const fresh: AlertInstance[] = [];
    for (const a of alerts) {
      const tx = db.transaction('notified', 'readwrite');
      if ((await tx.store.get(a.id)) === undefined) {
        await tx.store.put(deps.now(), a.id);
        fresh.push(a);
      }
      await tx.done;
    }
    return fresh;
  }

  async function applyAsLeader(event: AlertEvent) {
    const before = state;
    const out = reduceAlerts(state, event);
    state = out.state;
    emit();
    // Cloning the state for the other tabs and for storage costs most at 100,000 units: a poll
    // that changed no alert only refreshes the stored copy now and then.
    const at = deps.now();
    const delta = alertDelta(before.alerts, state.alerts, state.lastOkAt);
    if (!delta.put.length && !delta.remove.length && at - savedAt < RESAVE_MS) return;
    savedAt = at;
    channel.post({ type: 'delta', delta });
    if (db) {
      await store(delta).catch(() => undefined);
      const cutoff = deps.now() - HISTORY_DAYS * 86_400_000;
      for (const e of out.effects)
        if (e.type === 'resolved' && e.alert.resolvedAt >= cutoff)
          await db.put('history', { ...e.alert, scope }).catch(() => undefined);
    }
    const fired = out.effects.flatMap((e) => (e.type === 'fired' && !e.alert.ack ? [e.alert] : []));
    if (fired.length) {
      const fresh = await claim(fired).catch(() => fired);
      if (fresh.length) deps.notify(fresh);
    }
  }

  function dispatch(event: AlertEvent): Promise<void> {
    if (!leadership.isLeader()) {
      if (event.type === 'ack' || event.type === 'snooze') channel.post({ type: 'command', event });
      return Promise.resolve();
    }
    queue = queue.then(() => applyAsLeader(event));
    return queue;
  }

  const offChannel = channel.subscribe((message) => {
    if (message.type === 'delta' && !leadership.isLeader()) {
      state = patched(state, message.delta);
      emit();
    } else if (message.type === 'command' && leadership.isLeader()) void dispatch(message.event);
  });
  // A new leader starts from what the last one stored, so nothing already firing fires again.
  const offLeader = leadership.subscribe((leader) => {
    if (leader) queue = queue.then(load);
  });
  const ready = load();

  return {
    ready,
    dispatch,
    getState: () => state,
    subscribe(listener: (s: AlertState) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close() {
      offChannel();
      offLeader();
      listeners.clear();
    },
  };
}

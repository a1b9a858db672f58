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
import { HISTORY_DAYS, type AlertsSchema } from './alerts-db';

// The thin runner around the pure reducer: the leader tab evaluates, stores and notifies; the
// other tabs receive its state and send it their acknowledgements and snoozes.

export type AlertMessage =
  { type: 'state'; state: AlertState } | { type: 'command'; event: AlertEvent };

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

/** Same keys holding the same objects: the reducer keeps the object of an unchanged alert. */
function sameAlerts(a: AlertState['alerts'], b: AlertState['alerts']): boolean {
  if (a === b) return true;
  let n = 0;
  for (const key in b) {
    if (a[key] !== b[key]) return false;
    n++;
  }
  return n === Object.keys(a).length;
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
    if (stored) state = { ...stored, intervalMs: deps.intervalMs };
    emit();
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
    if (sameAlerts(before.alerts, state.alerts) && at - savedAt < RESAVE_MS) return;
    savedAt = at;
    channel.post({ type: 'state', state });
    if (db) {
      await db.put('state', state, scope).catch(() => undefined);
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
    if (message.type === 'state' && !leadership.isLeader()) {
      state = message.state;
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

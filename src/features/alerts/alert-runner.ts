import type { IDBPDatabase } from 'idb';
import {
  initialAlertState,
  pollSteps,
  reduceAlerts,
  type AlertEvent,
  type AlertInstance,
  type AlertState,
  type ResolvedAlert,
} from '@/domain/alerts/alert-engine';
import { alertDelta, type AlertDelta } from '@/domain/alerts/alert-delta';
import type { Leadership } from '@/lib/leader';
import type { TabChannel } from '@/lib/tab-channel';
import { alertRecordKey, HISTORY_DAYS, scopeRange, type AlertsSchema } from './alerts-db';
import { yieldToBrowser } from '@/lib/yield-to-browser';

// The thin runner around the pure reducer: the leader tab evaluates, stores and notifies; the
// other tabs receive its state and send it their acknowledgements and snoozes.

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
  /** False when notify cannot show anything (no permission): firing alerts are then not claimed,
   *  which at 100,000 units saves a read and a write in IndexedDB per firing alert. */
  canNotify?: () => boolean;
  /** Gives the browser a turn between slices of a large poll; a test may pass a no-op. */
  yieldNow?: () => Promise<void>;
  clock?: () => number;
}

const RESAVE_MS = 60_000;
/** Work per task before the runner yields: a long task is 50 ms, on a busy machine too. */
const SLICE_MS = 8;
/**
 * Alerts per tab message and per burst of IndexedDB writes. At 100,000 units the first polls
 * change ~16,000 alerts: cloning them in one message or one burst of puts is one long task
 * (bench: ~15–20 ms per 1,000 alerts on this 2-core machine).
 */
export const ALERT_CHUNK = 500;

function chunks<T>(items: readonly T[], size = ALERT_CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** The delta in messages of at most ALERT_CHUNK alerts; always at least one message. */
export function deltaMessages(delta: AlertDelta): AlertDelta[] {
  const puts = chunks(delta.put);
  const removes = chunks(delta.remove);
  const n = Math.max(1, puts.length, removes.length);
  return Array.from({ length: n }, (_, i) => ({
    lastOkAt: delta.lastOkAt,
    put: puts[i] ?? [],
    remove: removes[i] ?? [],
  }));
}

function patched(state: AlertState, delta: AlertDelta): AlertState {
  const alerts = new Map(state.alerts);
  for (const key of delta.remove) alerts.delete(key);
  for (const alert of delta.put) alerts.set(alert.key, alert);
  return { ...state, alerts, lastOkAt: delta.lastOkAt };
}

export function createAlertRunner(deps: AlertRunnerDeps) {
  const { db, leadership, channel, scope } = deps;
  const yieldNow = deps.yieldNow ?? yieldToBrowser;
  const clock = deps.clock ?? (() => performance.now());
  let state = initialAlertState(deps.now(), deps.intervalMs);
  const listeners = new Set<(s: AlertState) => void>();
  const emit = () => listeners.forEach((l) => l(state));
  let queue: Promise<void> = Promise.resolve();
  let savedAt = -Infinity;

  async function load() {
    const stored = await db?.get('state', scope).catch(() => undefined);
    const records = await db?.getAll('alerts', scopeRange(scope)).catch(() => undefined);
    if (stored) {
      // Version 1 kept every alert inside the state record (a plain object then).
      const alerts = new Map<string, AlertInstance>(
        stored.alerts instanceof Map ? stored.alerts : Object.entries(stored.alerts ?? {}),
      );
      for (const a of records ?? []) alerts.set(a.key, a);
      state = { ...stored, alerts, intervalMs: deps.intervalMs };
    }
    emit();
  }

  // One transaction each; awaiting a burst of requests ends the task (the next burst runs in
  // the success event of the last one), so a large delta never becomes one long task.
  async function store(delta: AlertDelta) {
    if (!db) return;
    const tx = db.transaction(['state', 'alerts'], 'readwrite');
    const alerts = tx.objectStore('alerts');
    await tx.objectStore('state').put({ ...state, alerts: new Map() }, scope);
    for (const part of chunks(delta.put))
      await Promise.all(part.map((a) => alerts.put(a, alertRecordKey(scope, a.key))));
    for (const part of chunks(delta.remove))
      await Promise.all(part.map((key) => alerts.delete(alertRecordKey(scope, key))));
    await tx.done;
  }

  async function storeHistory(resolved: ResolvedAlert[]) {
    if (!db || !resolved.length) return;
    const tx = db.transaction('history', 'readwrite');
    for (const part of chunks(resolved))
      await Promise.all(part.map((a) => tx.store.put({ ...a, scope })));
    await tx.done;
  }

  /** Marks each alert notified first; returns only those no tab has notified before. */
  async function claim(alerts: AlertInstance[]): Promise<AlertInstance[]> {
    if (!db) return alerts;
    // One readwrite transaction: the tabs' transactions on this store run one after another, so
    // two leaders (a handover) can never both claim one alert.
    const tx = db.transaction('notified', 'readwrite');
    const fresh: AlertInstance[] = [];
    const at = deps.now();
    for (const part of chunks(alerts)) {
      const seen = await Promise.all(part.map((a) => tx.store.get(a.id)));
      const mine = part.filter((_, i) => seen[i] === undefined);
      await Promise.all(mine.map((a) => tx.store.put(at, a.id)));
      fresh.push(...mine);
    }
    await tx.done;
    return fresh;
  }

  /** A poll runs through pollSteps, yielding whenever a slice used its budget. */
  async function reduce(event: AlertEvent) {
    if (event.type !== 'poll') return reduceAlerts(state, event);
    const steps = pollSteps(state, event.at, event.result, event.intervalMs);
    let start = clock();
    for (;;) {
      const step = steps.next();
      if (step.done) return step.value;
      if (clock() - start >= SLICE_MS) {
        await yieldNow();
        start = clock();
      }
    }
  }

  async function applyAsLeader(event: AlertEvent) {
    const before = state;
    const out = await reduce(event);
    state = out.state;
    emit();
    await yieldNow();
    // Cloning the state for the other tabs and for storage costs most at 100,000 units: a poll
    // that changed no alert only refreshes the stored copy now and then.
    const at = deps.now();
    const delta = alertDelta(before.alerts, state.alerts, state.lastOkAt);
    if (!delta.put.length && !delta.remove.length && at - savedAt < RESAVE_MS) return;
    savedAt = at;
    // One task per message: each clones up to ALERT_CHUNK alerts.
    for (const part of deltaMessages(delta)) {
      await yieldNow();
      channel.post({ type: 'delta', delta: part });
    }
    if (db) {
      await store(delta).catch(() => undefined);
      const cutoff = deps.now() - HISTORY_DAYS * 86_400_000;
      const resolved = out.effects.flatMap((e) =>
        e.type === 'resolved' && e.alert.resolvedAt >= cutoff ? [e.alert] : [],
      );
      await storeHistory(resolved).catch(() => undefined);
    }
    const fired = out.effects.flatMap((e) => (e.type === 'fired' && !e.alert.ack ? [e.alert] : []));
    if (fired.length && (deps.canNotify?.() ?? true)) {
      const fresh = await claim(fired).catch(() => fired);
      if (fresh.length) deps.notify(fresh);
    }
  }

  function dispatch(event: AlertEvent): Promise<void> {
    if (!leadership.isLeader()) {
      if (event.type === 'ack' || event.type === 'snooze') channel.post({ type: 'command', event });
      return Promise.resolve();
    }
    const next = queue.then(() => applyAsLeader(event));
    // A failed step must not stop the queue: the next poll and every later change still run.
    queue = next.catch(() => undefined);
    return next;
  }

  /** Every change of `state` from outside a dispatch goes through the same queue. */
  const enqueue = (fn: () => Promise<void> | void): Promise<void> =>
    (queue = queue.then(fn).catch(() => undefined));

  const offChannel = channel.subscribe((message) => {
    if (message.type === 'delta' && !leadership.isLeader()) {
      void enqueue(() => {
        if (leadership.isLeader()) return;
        state = patched(state, message.delta);
        emit();
      });
    } else if (message.type === 'command' && leadership.isLeader()) void dispatch(message.event);
  });
  // One load at start, in the queue: a late one would put an older stored state back.
  let started = false;
  const ready = enqueue(async () => {
    started = true;
    await load();
  });
  // A new leader starts from what the last one stored, so nothing already firing fires again
  // (the load at start already does, when it has not run yet).
  const offLeader = leadership.subscribe((leader) => {
    if (leader && started) void enqueue(load);
  });

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

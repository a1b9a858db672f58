import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import type { IDBPDatabase } from 'idb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { collectConditions, type AlertUnit } from '@/domain/alerts/alert-conditions';
import { DEFAULT_RULES } from '@/domain/alerts/alert-rules';
import { closeAllIdentityDbs, openIdentityDb } from '@/lib/identity-db';
import { electLeader } from '@/lib/leader';
import { openTabChannel } from '@/lib/tab-channel';
import { FakeLocks } from '@/testing/fake-locks';
import { alertsDb, type AlertsSchema } from './alerts-db';
import { createAlertRunner, type AlertMessage } from './alert-runner';

// The campaign runner's test style on the alerts runner: its first load ran outside
// its queue, so a late one put back the stored state over a newer one (an acknowledgement lost).

const T0 = Date.UTC(2026, 10, 23, 12);
const NAME = 'sunbed-fleet.k.alerts:all';
const KEY = 'offline|unit:a';
const down: AlertUnit = {
  guid: 'a',
  label: 'SN-a',
  offline: true,
  lastPing: T0 - 3_600_000,
  criticalCount: 0,
  fault: false,
  stateLabel: 'Offline',
  counters: [],
  siteKey: undefined,
};
const poll = (at: number) =>
  ({ type: 'poll', at, result: collectConditions([down], DEFAULT_RULES, at) }) as const;
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});
afterEach(() => closeAllIdentityDbs());

/** The db behind a proxy: the `nth` read of the stored alerts answers 50 ms late; reads counted. */
function watched(db: IDBPDatabase<AlertsSchema>, nth: number, reads: { n: number }) {
  return new Proxy(db, {
    get(target, prop) {
      if (prop === 'getAll')
        return async (...args: Parameters<typeof db.getAll>) => {
          const result = await target.getAll(...args);
          if (args[0] === 'alerts' && ++reads.n === nth) await wait(50);
          return result;
        };
      const value: unknown = Reflect.get(target, prop);
      return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
    },
  });
}

async function start(locks: FakeLocks, nth = 0, reads = { n: 0 }) {
  const opened = await openIdentityDb('k', alertsDb);
  if (!opened.ok) throw new Error('no db');
  const leadership = electLeader(NAME, locks);
  const channel = openTabChannel<AlertMessage>(NAME);
  const runner = createAlertRunner({
    db: watched(opened.db, nth, reads),
    leadership,
    channel,
    scope: 'all',
    intervalMs: 1000,
    now: () => T0,
    notify: () => undefined,
    yieldNow: () => Promise.resolve(),
  });
  const stop = () => {
    runner.close();
    channel.close();
    leadership.release();
  };
  return { runner, leadership, stop };
}

describe('alert runner at start-up', () => {
  it('keeps an acknowledgement made while its first load answers 50 ms late', async () => {
    const locks = new FakeLocks();
    const before = await start(locks);
    await wait(10);
    await before.runner.dispatch(poll(T0 + 1000));
    await before.runner.dispatch(poll(T0 + 2000));
    const id = before.runner.getState().alerts.get(KEY)!.id;
    before.stop();

    // A reload: the first read of the stored state is slow; the user acknowledges meanwhile.
    const tab = await start(locks, 1);
    await wait(10);
    expect(tab.leadership.isLeader()).toBe(true);
    await tab.runner.dispatch({ type: 'ack', id, by: 'Ann', at: T0 + 2500 });
    await wait(100);
    expect(tab.runner.getState().alerts.get(KEY)?.ack?.by).toBe('Ann');
    tab.stop();
  });

  it('loads the stored state once at start when it leads at once', async () => {
    const reads = { n: 0 };
    const tab = await start(new FakeLocks(), 0, reads);
    await tab.runner.ready;
    await wait(50);
    expect(tab.leadership.isLeader()).toBe(true);
    expect(reads.n).toBe(1);
    tab.stop();
  });
});

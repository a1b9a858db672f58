import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { collectConditions, type AlertUnit } from '@/domain/alerts/alert-conditions';
import { DEFAULT_RULES } from '@/domain/alerts/alert-rules';
import { closeAllIdentityDbs, openIdentityDb } from '@/lib/identity-db';
import { electLeader } from '@/lib/leader';
import { openTabChannel } from '@/lib/tab-channel';
import { FakeLocks } from '@/testing/fake-locks';
import { alertsDb, scopeRange } from './alerts-db';
import { ALERT_CHUNK, createAlertRunner, type AlertMessage } from './alert-runner';

const T0 = Date.UTC(2026, 10, 23, 12);
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
const flush = () => new Promise((r) => setTimeout(r, 10));

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});
afterEach(() => closeAllIdentityDbs());

async function tab(locks: FakeLocks, notify: (n: number) => void, canNotify?: () => boolean) {
  const opened = await openIdentityDb('k', alertsDb);
  if (!opened.ok) throw new Error('no db');
  const leadership = electLeader('sunbed-fleet.k.alerts:all', locks);
  const channel = openTabChannel<AlertMessage>('sunbed-fleet.k.alerts:all');
  const runner = createAlertRunner({
    db: opened.db,
    leadership,
    channel,
    scope: 'all',
    intervalMs: 1000,
    now: () => T0,
    notify: (alerts) => notify(alerts.length),
    ...(canNotify ? { canNotify } : {}),
  });
  await runner.ready;
  return { runner, leadership, channel, db: opened.db };
}

describe('alert runner across tabs', () => {
  it('notifies once per alert, shares state, and a new leader does not notify again', async () => {
    const locks = new FakeLocks();
    const notes = vi.fn();
    const a = await tab(locks, notes);
    const b = await tab(locks, notes);
    await flush();
    expect([a.leadership.isLeader(), b.leadership.isLeader()]).toEqual([true, false]);
    await a.runner.dispatch(poll(T0 + 1000));
    await a.runner.dispatch(poll(T0 + 2000));
    await b.runner.dispatch(poll(T0 + 2000)); // a follower never evaluates
    await vi.waitFor(() =>
      expect([...b.runner.getState().alerts.values()][0]?.phase).toBe('firing'),
    );
    expect(notes).toHaveBeenCalledTimes(1);

    // The follower acknowledges through the leader.
    const id = [...b.runner.getState().alerts.values()][0]!.id;
    await b.runner.dispatch({ type: 'ack', id, by: 'Ann', at: T0 });
    await vi.waitFor(() =>
      expect(a.runner.getState().alerts.get('offline|unit:a')?.ack?.by).toBe('Ann'),
    );

    // The leader closes; b takes over from the stored state and keeps it firing without a repeat.
    a.leadership.release();
    a.runner.close();
    a.channel.close();
    await vi.waitFor(() => expect(b.leadership.isLeader()).toBe(true));
    await flush();
    await b.runner.dispatch(poll(T0 + 3000));
    await b.runner.dispatch(poll(T0 + 4000));
    expect(b.runner.getState().alerts.get('offline|unit:a')).toMatchObject({
      phase: 'firing',
      ack: { by: 'Ann' },
    });
    expect(notes).toHaveBeenCalledTimes(1);
    b.channel.close();
  });

  it('without permission to notify, fires without claiming (no notified records)', async () => {
    const locks = new FakeLocks();
    const notes = vi.fn();
    const a = await tab(locks, notes, () => false);
    await a.runner.dispatch(poll(T0 + 1000));
    await a.runner.dispatch(poll(T0 + 2000));
    expect(a.runner.getState().alerts.get('offline|unit:a')?.phase).toBe('firing');
    expect(notes).not.toHaveBeenCalled();
    expect(await a.db.count('notified')).toBe(0);
    a.channel.close();
  });

  it('sends the other tabs only what changed, and nothing when a poll changed no alert', async () => {
    const locks = new FakeLocks();
    const a = await tab(locks, () => undefined);
    await flush();
    const posts: AlertMessage[] = [];
    const post = a.channel.post.bind(a.channel);
    a.channel.post = (m) => {
      posts.push(m);
      post(m);
    };
    await a.runner.dispatch(poll(T0 + 1000)); // pending
    await a.runner.dispatch(poll(T0 + 2000)); // firing
    await a.runner.dispatch(poll(T0 + 3000)); // still firing, nothing new
    expect(posts.map((m) => (m.type === 'delta' ? m.delta.put.length : -1))).toEqual([1, 1]);
    a.leadership.release();
    a.channel.close();
  });

  it('a large poll reaches the other tabs and storage in chunks, and notifies each alert once', async () => {
    const locks = new FakeLocks();
    const notes = vi.fn();
    const a = await tab(locks, notes);
    const b = await tab(locks, () => undefined);
    await flush();
    const sizes: number[] = [];
    const post = a.channel.post.bind(a.channel);
    a.channel.post = (m) => {
      if (m.type === 'delta') sizes.push(m.delta.put.length);
      post(m);
    };
    const units = Array.from({ length: 5 * ALERT_CHUNK }, (_, i) => ({
      ...down,
      guid: `u${i}`,
      label: `SN-${i}`,
    }));
    const many = (at: number) =>
      ({ type: 'poll', at, result: collectConditions(units, DEFAULT_RULES, at) }) as const;
    await a.runner.dispatch(many(T0 + 1000));
    await a.runner.dispatch(many(T0 + 2000));
    expect(sizes).toEqual([500, 500, 500, 500, 500, 500, 500, 500, 500, 500]);
    await vi.waitFor(() =>
      expect(
        [...b.runner.getState().alerts.values()].filter((x) => x.phase === 'firing'),
      ).toHaveLength(units.length),
    );
    expect(notes.mock.calls.map(([n]) => n as number)).toEqual([units.length]);
    const opened = await openIdentityDb('k', alertsDb);
    if (!opened.ok) throw new Error('no db');
    expect(await opened.db.count('alerts', scopeRange('all'))).toBe(units.length);
    expect(await opened.db.count('notified')).toBe(units.length);
    a.leadership.release();
    a.channel.close();
    b.channel.close();
  });
});

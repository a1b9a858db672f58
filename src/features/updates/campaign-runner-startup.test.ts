import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import type { IDBPDatabase } from 'idb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createCampaign,
  UNIT_STEPS,
  type Campaign,
  type UnitReading,
} from '@/domain/campaigns/campaign-engine';
import { DEFAULT_SETTINGS, planUnits } from '@/domain/campaigns/campaign-plan';
import { closeAllIdentityDbs, openIdentityDb } from '@/lib/identity-db';
import { electLeader } from '@/lib/leader';
import { openTabChannel } from '@/lib/tab-channel';
import { FakeLocks } from '@/testing/fake-locks';
import { campaignsDb, type CampaignsSchema } from './campaigns-db';
import { createCampaignRunner, type CampaignMessage } from './campaign-runner';

// At leadership the runner loaded the stored campaigns twice outside its queue; a late
// second load put back "queued" over "sent" and every unit was sent again.

const T0 = Date.UTC(2026, 10, 25, 12);
const NAME = 'sunbed-fleet.k.campaigns';
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
const READY: UnitReading = { state: 'stand-by', version: '4.9.0', boots: 1 };
const rank = (step: string) => UNIT_STEPS.indexOf(step as (typeof UNIT_STEPS)[number]);

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});
afterEach(() => {
  closeAllIdentityDbs();
  vi.restoreAllMocks();
});

function running(count: number): Campaign {
  const settings = { ...DEFAULT_SETTINGS, firstWave: count, maxBusy: count, verifyMs: 600_000 };
  const units = Array.from({ length: count }, (_, i) => ({
    guid: `g${i}`,
    label: `S${i}`,
    companyGuids: ['c'],
    zone: undefined,
  }));
  return createCampaign({
    id: 'camp',
    name: 'Test',
    at: T0,
    company: undefined,
    settings,
    units: planUnits(units, settings, new Set(['c']), undefined, 'controller.update'),
  });
}

interface Watch {
  sends: Map<string, number>;
  /** Every step a unit was stored with, in order. */
  stored: Map<string, string[]>;
}

/** The db behind a proxy: the second getAll of campaigns answers `delayMs` late; puts recorded. */
function watched(db: IDBPDatabase<CampaignsSchema>, delayMs: number, watch: Watch) {
  let getAlls = 0;
  return new Proxy(db, {
    get(target, prop) {
      if (prop === 'getAll')
        return async (...args: Parameters<typeof db.getAll>) => {
          const result = await target.getAll(...args);
          if (++getAlls === 2 && delayMs > 0) await wait(delayMs);
          return result;
        };
      if (prop === 'put')
        return (store: 'campaigns', value: Campaign) => {
          for (const u of value.units)
            watch.stored.set(u.guid, [...(watch.stored.get(u.guid) ?? []), u.step]);
          return target.put(store, value);
        };
      const value: unknown = Reflect.get(target, prop);
      return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
    },
  });
}

async function start(locks: FakeLocks, watch: Watch, delayMs: number, roundMs = 60_000) {
  const opened = await openIdentityDb('k', campaignsDb);
  if (!opened.ok) throw new Error('no db');
  const leadership = electLeader(NAME, locks);
  const channel = openTabChannel<CampaignMessage>(NAME);
  const runner = createCampaignRunner({
    db: watched(opened.db, delayMs, watch),
    leadership,
    channel,
    now: () => T0 + 1000,
    roundMs,
    readEveryMs: 1000,
    read: () => Promise.resolve(READY),
    send: (_c, guid) => {
      watch.sends.set(guid, (watch.sends.get(guid) ?? 0) + 1);
      return Promise.resolve({ ok: true });
    },
  });
  const stop = () => {
    runner.close();
    channel.close();
    leadership.release();
  };
  return { runner, stop, db: opened.db };
}

async function storedFirst() {
  const opened = await openIdentityDb('k', campaignsDb);
  if (!opened.ok) throw new Error('no db');
  await opened.db.put('campaigns', running(3));
}

const newWatch = (): Watch => ({ sends: new Map(), stored: new Map() });
const perUnit = (w: Watch) => ['g0', 'g1', 'g2'].map((g) => w.sends.get(g) ?? 0);
/** No unit's stored step ever went back (e.g. "sent" written over by "queued"). */
function neverBack(w: Watch) {
  for (const [guid, steps] of w.stored)
    for (let i = 1; i < steps.length; i++)
      expect(rank(steps[i]!), `${guid}: ${steps.join(' → ')}`).toBeGreaterThanOrEqual(
        rank(steps[i - 1]!),
      );
}

describe('campaign runner at start-up', () => {
  it('sends each unit once when the second load of stored campaigns answers 50 ms late', async () => {
    await storedFirst();
    const watch = newWatch();
    const tab = await start(new FakeLocks(), watch, 50);
    await vi.waitFor(() => expect(perUnit(watch)).toEqual([1, 1, 1]));
    await wait(150);
    expect(perUnit(watch)).toEqual([1, 1, 1]);
    neverBack(watch);
    tab.stop();
  });

  it('never writes a stored "sent" mark back as "queued"; a reload sends nothing again', async () => {
    await storedFirst();
    const watch = newWatch();
    const locks = new FakeLocks();
    const tab = await start(locks, watch, 0);
    await vi.waitFor(() => expect(perUnit(watch)).toEqual([1, 1, 1]));
    await wait(100);
    neverBack(watch);
    const stored = await tab.db.get('campaigns', 'camp');
    expect(stored!.units.map((u) => u.step)).toEqual(['sent', 'sent', 'sent']);
    tab.stop();

    // A reload: a new runner on the same database verifies, never sends again.
    const again = await start(locks, watch, 0);
    await wait(150);
    expect(perUnit(watch)).toEqual([1, 1, 1]);
    neverBack(watch);
    again.stop();
  });

  it('sends each unit once when the next round comes soon after the start', async () => {
    await storedFirst();
    const watch = newWatch();
    const tab = await start(new FakeLocks(), watch, 50, 5);
    await vi.waitFor(() => expect(perUnit(watch)).toEqual([1, 1, 1]));
    await wait(150);
    expect(perUnit(watch)).toEqual([1, 1, 1]);
    neverBack(watch);
    tab.stop();
  });

  it('leaves no timer running after close()', async () => {
    const live = new Set<unknown>();
    const realSet = globalThis.setInterval;
    const realClear = globalThis.clearInterval;
    vi.spyOn(globalThis, 'setInterval').mockImplementation(((fn: () => void, ms?: number) => {
      const id = realSet(fn, ms);
      live.add(id);
      return id;
    }) as typeof setInterval);
    vi.spyOn(globalThis, 'clearInterval').mockImplementation(((
      id: ReturnType<typeof setInterval>,
    ) => {
      live.delete(id);
      realClear(id);
    }) as typeof clearInterval);
    await storedFirst();
    const watch = newWatch();
    const tab = await start(new FakeLocks(), watch, 50);
    await vi.waitFor(() => expect(perUnit(watch)).toEqual([1, 1, 1]));
    await wait(100);
    expect(live.size).toBe(1);
    tab.stop();
    expect(live.size).toBe(0);
  });
});

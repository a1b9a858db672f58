import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createCampaign,
  type Campaign,
  type UnitReading,
} from '@/domain/campaigns/campaign-engine';
import { DEFAULT_SETTINGS, planUnits } from '@/domain/campaigns/campaign-plan';
import { closeAllIdentityDbs, openIdentityDb } from '@/lib/identity-db';
import { electLeader, type LockManagerLike } from '@/lib/leader';
import { openTabChannel } from '@/lib/tab-channel';
import { FakeLocks } from '@/testing/fake-locks';
import { campaignsDb } from './campaigns-db';
import { createCampaignRunner, type CampaignMessage } from './campaign-runner';

// A unit that cannot be read does not stall its wave; no Web Locks, no sends; a closed
// runner sends nothing.

const T0 = Date.UTC(2026, 10, 25, 12);
const NAME = 'sunbed-fleet.k.campaigns';
const WAIT_MS = 60_000;
const READY: UnitReading = { state: 'stand-by', version: '4.9.0', boots: 1 };
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});
afterEach(() => closeAllIdentityDbs());

function campaignOf(count: number): Campaign {
  const settings = {
    ...DEFAULT_SETTINGS,
    firstWave: count,
    maxBusy: count,
    verifyMs: 600_000,
    waitMs: WAIT_MS,
  };
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

async function start(
  locks: LockManagerLike | null,
  read: (guid: string) => UnitReading | 'gone' | null | Promise<UnitReading>,
) {
  const opened = await openIdentityDb('k', campaignsDb);
  if (!opened.ok) throw new Error('no db');
  await opened.db.put('campaigns', campaignOf(2));
  const clock = { now: T0 + 1000 };
  const sends: string[] = [];
  const leadership = electLeader(NAME, locks);
  const channel = openTabChannel<CampaignMessage>(NAME);
  const runner = createCampaignRunner({
    db: opened.db,
    leadership,
    channel,
    now: () => clock.now,
    roundMs: 5,
    readEveryMs: 1000,
    read: (_c, guid) => Promise.resolve(read(guid)),
    send: (_c, guid) => {
      sends.push(guid);
      return Promise.resolve({ ok: true });
    },
  });
  const stop = () => {
    runner.close();
    channel.close();
    leadership.release();
  };
  return { runner, sends, clock, stop };
}

describe('campaign runner edges', () => {
  it('skips a unit that cannot be read (404/403) after the wait window; the others go on', async () => {
    const tab = await start(new FakeLocks(), (g) => (g === 'g1' ? 'gone' : READY));
    await vi.waitFor(() => expect(tab.sends).toEqual(['g0']));
    const unit = () => tab.runner.getState()[0]!.units[1]!;
    await vi.waitFor(() => expect(unit().step).toBe('waiting'));
    tab.clock.now += WAIT_MS + 2000;
    await vi.waitFor(() => expect(unit().step).toBe('skipped'));
    expect(unit().why?.code).toBe('notReadyInTime');
    expect(tab.sends).toEqual(['g0']);
    tab.stop();
  });

  it('sends nothing without Web Locks and says it cannot run', async () => {
    const tab = await start(null, () => READY);
    await vi.waitFor(() => expect(tab.runner.getState()).toHaveLength(1));
    await wait(100);
    expect(tab.sends).toEqual([]);
    expect(tab.runner.canRun).toBe(false);
    tab.stop();
  });

  it('sends nothing once closed, even with a round under way', async () => {
    let release = () => undefined as void;
    const gate = new Promise<void>((r) => (release = r));
    const reads: string[] = [];
    const tab = await start(new FakeLocks(), (g) => {
      reads.push(g);
      return gate.then(() => READY);
    });
    // Closed while the reads are out (sign-out): their answers must not lead to a send.
    await vi.waitFor(() => expect(reads.length).toBeGreaterThan(0));
    tab.stop();
    release();
    await wait(100);
    expect(tab.sends).toEqual([]);
  });
});

describe('the sending mark on disk', () => {
  it('is written in a strict-durability transaction before the request leaves', async () => {
    const opened = await openIdentityDb('k', campaignsDb);
    if (!opened.ok) throw new Error('no db');
    await opened.db.put('campaigns', campaignOf(1));
    const strict: string[] = [];
    const db = new Proxy(opened.db, {
      get(target, prop) {
        if (prop === 'transaction')
          return (...args: Parameters<typeof target.transaction>) => {
            const options = args[2] as { durability?: string } | undefined;
            if (options?.durability === 'strict') strict.push('strict');
            return target.transaction(...args);
          };
        const value: unknown = Reflect.get(target, prop);
        return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
      },
    });
    const leadership = electLeader(NAME, new FakeLocks());
    const channel = openTabChannel<CampaignMessage>(NAME);
    const strictAtSend: number[] = [];
    const runner = createCampaignRunner({
      db,
      leadership,
      channel,
      now: () => T0 + 1000,
      roundMs: 60_000,
      readEveryMs: 1000,
      read: () => Promise.resolve(READY),
      send: async () => {
        strictAtSend.push(strict.length);
        const stored = await opened.db.get('campaigns', 'camp');
        expect(stored!.units[0]!.step).toBe('sent');
        return { ok: true };
      },
    });
    await vi.waitFor(() => expect(strictAtSend).toEqual([1]));
    runner.close();
    channel.close();
    leadership.release();
  });
});

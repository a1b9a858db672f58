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
import { electLeader } from '@/lib/leader';
import { openTabChannel } from '@/lib/tab-channel';
import { FakeLocks } from '@/testing/fake-locks';
import { campaignsDb } from './campaigns-db';
import { createCampaignRunner, type CampaignMessage } from './campaign-runner';

const T0 = Date.UTC(2026, 10, 25, 12);
const NAME = 'sunbed-fleet.k.campaigns';
const flush = () => new Promise((r) => setTimeout(r, 20));

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});
afterEach(() => closeAllIdentityDbs());

function campaignOf(count: number): Campaign {
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

async function tab(locks: FakeLocks, sends: string[], stepsAtSend: string[]) {
  const opened = await openIdentityDb('k', campaignsDb);
  if (!opened.ok) throw new Error('no db');
  const db = opened.db;
  const leadership = electLeader(NAME, locks);
  const channel = openTabChannel<CampaignMessage>(NAME);
  const reading: UnitReading = { state: 'stand-by', version: '4.9.0', boots: 1 };
  const runner = createCampaignRunner({
    db,
    leadership,
    channel,
    now: () => T0 + 1000,
    roundMs: 60_000,
    readEveryMs: 1000,
    read: () => Promise.resolve(reading),
    send: async (_c, guid) => {
      // What is stored when the request leaves: the sending mark must already be there.
      const stored = await db.get('campaigns', 'camp');
      stepsAtSend.push(stored!.units.find((u) => u.guid === guid)!.step);
      sends.push(guid);
      return { ok: true };
    },
  });
  return { runner, leadership, channel };
}

describe('campaign runner', () => {
  it('stores the sending mark before each request; one tab runs; a new leader never re-sends', async () => {
    const locks = new FakeLocks();
    const sends: string[] = [];
    const stepsAtSend: string[] = [];
    const a = await tab(locks, sends, stepsAtSend);
    const b = await tab(locks, sends, stepsAtSend);
    await flush();
    expect([a.leadership.isLeader(), b.leadership.isLeader()]).toEqual([true, false]);

    await b.runner.create(campaignOf(2));
    await vi.waitFor(() => expect(sends).toHaveLength(2));
    await flush();
    expect(sends.sort()).toEqual(['g0', 'g1']);
    expect(stepsAtSend).toEqual(['sent', 'sent']);
    // The follower tab shows the leader's progress.
    await vi.waitFor(() =>
      expect(b.runner.getState()[0]!.units.every((u) => u.answered)).toBe(true),
    );

    // The runner tab goes away: the other one takes over from storage and sends nothing again.
    a.runner.close();
    a.channel.close();
    a.leadership.release();
    await flush();
    expect(b.leadership.isLeader()).toBe(true);
    await flush();
    expect(sends).toHaveLength(2);
    b.runner.close();
    b.channel.close();
    b.leadership.release();
  });

  it('Pause from a follower tab reaches the runner', async () => {
    const locks = new FakeLocks();
    const a = await tab(locks, [], []);
    const b = await tab(locks, [], []);
    await flush();
    const c = { ...campaignOf(1), status: 'running' as const };
    await a.runner.create({
      ...c,
      units: c.units.map((u) => ({ ...u, step: 'waiting' as const })),
    });
    a.runner.command('camp', 'pause');
    await vi.waitFor(() => expect(a.runner.getState()[0]!.status).toBe('paused'));
    b.runner.command('camp', 'resume');
    await vi.waitFor(() => expect(a.runner.getState()[0]!.status).toBe('running'));
    for (const t of [a, b]) {
      t.runner.close();
      t.channel.close();
      t.leadership.release();
    }
  });
});

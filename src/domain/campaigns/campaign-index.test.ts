import { describe, expect, it } from 'vitest';
import {
  createCampaign,
  reduceCampaign,
  unitsToRead,
  type Campaign,
  type UnitReading,
} from './campaign-engine.ts';
import { changedPositions, unitIndex } from './campaign-index.ts';
import { DEFAULT_SETTINGS, planUnits, type CampaignSettings } from './campaign-plan.ts';

const T0 = Date.UTC(2026, 0, 15, 12, 0);
const MIN = 60_000;

/** A campaign of `count` units, first wave `firstWave` (the bench's shape, smaller). */
function campaign(count: number, firstWave: number): Campaign {
  const units = Array.from({ length: count }, (_, i) => ({
    guid: `u${i + 1}`,
    label: `S${i + 1}`,
    companyGuids: ['c1'],
    zone: undefined,
  }));
  const s: CampaignSettings = { ...DEFAULT_SETTINGS, verifyMs: 10 * MIN, soakMs: 0, firstWave };
  return createCampaign({
    id: 'c',
    name: 'Test',
    at: T0,
    company: undefined,
    settings: s,
    units: planUnits(units, s, new Set(['c1']), undefined, 'controller.update'),
  });
}

// Busy with a session-like step: the unit waits (not settled), as in the bench.
const inSession: UnitReading = { state: 'controller-copy-files', version: '4.9.0', boots: 3 };

describe('the unit index: a re-read or a round does not walk every unit', () => {
  it('a waiting unit read again: one unit replaced, the index reused, nothing else touched', () => {
    const c0 = campaign(20_000, 10);
    const first = reduceCampaign(c0, { type: 'read', at: T0, guid: 'u3', reading: inSession });
    expect(first.campaign.units[2]!.step).toBe('waiting');
    const again = reduceCampaign(first.campaign, {
      type: 'read',
      at: T0 + 2000,
      guid: 'u3',
      reading: inSession,
    });
    const before = first.campaign.units;
    const after = again.campaign.units;
    expect(after[2]!.lastReadAt).toBe(T0 + 2000);
    expect(after.filter((u, i) => u !== before[i])).toHaveLength(1);
    // The same index object: no list of 20,000 was walked to find or place the unit.
    expect(unitIndex(after)).toBe(unitIndex(c0.units));
    // What the server compares and stores: that one place, from the first read on too.
    expect(changedPositions(before, after)).toEqual([2]);
    expect(changedPositions(c0.units, after)).toEqual([2]);
  });

  it('a round with nothing due keeps the campaign; what to read comes from the wave only', () => {
    const c0 = campaign(20_000, 10);
    const tick = reduceCampaign(c0, { type: 'tick', at: T0 + 1000 });
    expect(tick.campaign).toBe(c0);
    const toRead = unitsToRead(c0, T0 + 1000, 2000);
    expect(toRead).toHaveLength(DEFAULT_SETTINGS.maxBusy);
    expect(toRead.every((g) => Number(g.slice(1)) <= 10)).toBe(true);
  });

  it('a campaign loaded from storage (a new list) gets an index that agrees', () => {
    const c0 = campaign(500, 10);
    const loaded = JSON.parse(JSON.stringify(c0)) as Campaign;
    const a = unitIndex(c0.units);
    const b = unitIndex(loaded.units);
    expect(b).not.toBe(a);
    expect(changedPositions(c0.units, loaded.units)).toBeUndefined();
    expect([...b.byGuid]).toEqual([...a.byGuid]);
    expect(b.byWave).toEqual(a.byWave);
    const read = reduceCampaign(loaded, { type: 'read', at: T0, guid: 'u7', reading: inSession });
    expect(read.campaign.units.find((u) => u.guid === 'u7')!.step).toBe('waiting');
  });

  it('a waiting unit that times out is skipped by the round, and the next wave follows', () => {
    let c = campaign(30, 2);
    for (const guid of ['u1', 'u2'])
      c = reduceCampaign(c, { type: 'read', at: T0, guid, reading: inSession }).campaign;
    c = reduceCampaign(c, { type: 'tick', at: T0 + c.settings.waitMs + 1 }).campaign;
    expect(c.units.slice(0, 2).map((u) => u.step)).toEqual(['skipped', 'skipped']);
    expect(c.wave).toBe(1);
    expect(
      unitsToRead(c, T0 + c.settings.waitMs + 1, 2000).every((g) => Number(g.slice(1)) > 2),
    ).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import {
  createCampaign,
  reduceCampaign,
  retryableUnits,
  unitsToRead,
  type Campaign,
  type CampaignInput,
  type UnitReading,
} from './campaign-engine.ts';
import { DEFAULT_SETTINGS, planUnits, type CampaignSettings } from './campaign-plan.ts';

// Engine campaigns (docs/decisions.md#engine-campaigns) on the shared reducer: approval, scheduled start, restart recovery, "already on",
// one running campaign per unit, permissions re-checked before sending.

const T0 = Date.UTC(2026, 0, 15, 12, 0);
const MIN = 60_000;

function campaign(
  count: number,
  settings: Partial<CampaignSettings> = {},
  extra: { startsAt?: number; needsApproval?: boolean; elsewhere?: Map<string, string> } = {},
) {
  const units = Array.from({ length: count }, (_, i) => ({
    guid: `u${i + 1}`,
    label: `S${i + 1}`,
    companyGuids: [i % 2 ? 'c2' : 'c1'],
    zone: undefined,
  }));
  const s: CampaignSettings = { ...DEFAULT_SETTINGS, verifyMs: 10 * MIN, soakMs: 0, ...settings };
  return createCampaign({
    id: 'c',
    name: 'Test',
    at: T0,
    company: undefined,
    settings: s,
    units: planUnits(
      units,
      s,
      new Set(['c1', 'c2']),
      undefined,
      'controller.update',
      extra.elsewhere,
    ),
    createdBy: 'alice',
    startsAt: extra.startsAt,
    needsApproval: extra.needsApproval,
  });
}
const r = (state: UnitReading['state'], version = '4.9.0', boots = 3): UnitReading => ({
  state,
  version,
  boots,
});
function run(c: Campaign, inputs: CampaignInput[]) {
  const sent: string[] = [];
  for (const input of inputs) {
    const step = reduceCampaign(c, input);
    sent.push(...step.send);
    c = step.campaign;
  }
  return { c, sent };
}
const read = (guid: string, reading: UnitReading, at = T0): CampaignInput => ({
  type: 'read',
  at,
  guid,
  reading,
});
const unit = (c: Campaign, guid: string) => c.units.find((u) => u.guid === guid)!;

describe('approval (docs/decisions.md#engine-campaigns)', () => {
  it('waits for a second person; the creator cannot approve their own', () => {
    const c0 = campaign(1, {}, { needsApproval: true });
    expect(c0.status).toBe('awaiting-approval');
    expect(unitsToRead(c0, T0, 0)).toEqual([]);
    const self = run(c0, [
      { type: 'approve', at: T0, by: 'alice', name: 'Alice' },
      read('u1', r('stand-by')),
    ]);
    expect(self.c.status).toBe('awaiting-approval');
    expect(self.sent).toEqual([]);
    const other = run(c0, [
      { type: 'approve', at: T0, by: 'bob', name: 'Bob' },
      read('u1', r('stand-by')),
    ]);
    expect(other.c.status).toBe('running');
    expect(other.c.approvedBy).toBe('Bob');
    expect(other.sent).toEqual(['u1']);
  });

  it('a campaign waiting for approval can be stopped', () => {
    const { c } = run(campaign(2, {}, { needsApproval: true }), [{ type: 'stop', at: T0 }]);
    expect(c.status).toBe('stopped');
    expect(c.units.map((u) => u.step)).toEqual(['skipped', 'skipped']);
  });
});

describe('scheduled start (docs/decisions.md#engine-campaigns)', () => {
  it('sends nothing before the start time, then sends', () => {
    const c0 = campaign(1, {}, { startsAt: T0 + 30 * MIN });
    expect(unitsToRead(c0, T0 + 29 * MIN, 0)).toEqual([]);
    const before = run(c0, [read('u1', r('stand-by'), T0 + 29 * MIN)]);
    expect(before.sent).toEqual([]);
    const after = run(c0, [read('u1', r('stand-by'), T0 + 30 * MIN)]);
    expect(after.sent).toEqual(['u1']);
  });
});

describe('restart recovery (docs/decisions.md#engine-campaigns)', () => {
  const sentThenRestart = (action: 'update' | 'reset' = 'update') =>
    run(campaign(2, { firstWave: 2, action, failurePct: 0 }), [
      read('u1', r('stand-by')),
      { type: 'recover', at: T0 + MIN },
    ]).c;

  it.each<[string, 'update' | 'reset', UnitReading, string]>([
    ['update step seen → verification goes on', 'update', r('controller-copy-files'), 'updating'],
    ['version changed → verified', 'update', r('stand-by', '4.10.0'), 'verified'],
    ['update: still settled on the old version → unknown', 'update', r('stand-by'), 'unknown'],
    ['reset: powering up → verification goes on', 'reset', r('controller-powerup'), 'updating'],
    ['reset: booted again → verified', 'reset', r('stand-by', '4.9.0', 4), 'verified'],
    ['reset: nothing changed → unknown', 'reset', r('stand-by'), 'unknown'],
  ])('%s', (_name, action, reading, step) => {
    const c = sentThenRestart(action);
    expect(unitsToRead(c, T0 + MIN, 5000)).toContain('u1');
    const { c: after, sent } = run(c, [read('u1', reading, T0 + MIN)]);
    expect(sent).toEqual([]);
    expect(unit(after, 'u1').step).toBe(step);
  });

  it('an unknown unit is never sent again, does not count as failed and does not hold the wave', () => {
    const { c, sent } = run(sentThenRestart(), [
      read('u1', r('stand-by'), T0 + MIN),
      read('u1', r('stand-by'), T0 + 2 * MIN),
      read('u2', r('stand-by'), T0 + 2 * MIN),
      read('u2', r('stand-by', '4.10.0'), T0 + 3 * MIN),
    ]);
    expect(sent).toEqual(['u2']);
    expect(unit(c, 'u1').step).toBe('unknown');
    expect(unit(c, 'u1').reason).toBe('Unknown: not sent again');
    expect(c.status).toBe('done');
    expect(retryableUnits(c).map((u) => u.guid)).toEqual(['u1']);
  });

  it('an answered unit is not recovered: it is verified as before', () => {
    const { c } = run(campaign(1), [
      read('u1', r('stand-by')),
      { type: 'answer', at: T0, guid: 'u1', ok: true },
      { type: 'recover', at: T0 + MIN },
      read('u1', r('stand-by'), T0 + MIN),
    ]);
    expect(unit(c, 'u1').step).toBe('sent');
  });
});

describe('units skipped before sending (docs/decisions.md#engine-campaigns)', () => {
  it('a unit already on the expected version is skipped, not sent', () => {
    const { c, sent } = run(campaign(1, { expectedVersion: '5.0.0' }), [
      read('u1', r('stand-by', '5.0.0')),
    ]);
    expect(sent).toEqual([]);
    expect(unit(c, 'u1').reason).toBe('Already on 5.0.0');
    expect(c.status).toBe('done');
  });

  it('a unit in another running campaign is skipped at creation', () => {
    const c = campaign(2, {}, { elsewhere: new Map([['u2', 'Spring']]) });
    expect(unit(c, 'u2').step).toBe('skipped');
    expect(unit(c, 'u2').reason).toBe('In another running campaign (Spring)');
  });

  it('a revoked permission skips the sending wave’s units of that company', () => {
    const { c, sent } = run(campaign(2, { firstWave: 2 }), [
      { type: 'permissions', at: T0, permitted: new Set(['c1']), permission: 'controller.update' },
      read('u1', r('stand-by')),
      read('u2', r('stand-by')),
    ]);
    expect(sent).toEqual(['u1']);
    expect(unit(c, 'u2').reason).toBe('Permission controller.update revoked');
  });
});

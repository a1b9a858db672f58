import { describe, expect, it } from 'vitest';
import {
  advanceFollow,
  expectedSteps,
  expireFollow,
  FOLLOW_LIMIT_MS,
  startFollow,
  type UnitSnapshot,
} from './command-progress';

const T0 = 1_700_000_000_000;
const standBy: UnitSnapshot = { state: 'stand-by', version: '4.9.2', bootLogs: 12 };
const at = (s: number) => T0 + s * 1000;

function run(kind: 'reset' | 'update', snaps: [number, Partial<UnitSnapshot>][]) {
  let f = startFollow(kind, standBy, T0);
  for (const [s, snap] of snaps) f = advanceFollow(f, { ...standBy, ...snap }, at(s));
  return f;
}

describe('reset follow (docs/decisions.md#controller-commands)', () => {
  it('is verified after powerup then stand-by', () => {
    const f = run('reset', [
      [2, { state: 'controller-powerup' }],
      [4, { state: 'stand-by', bootLogs: 13 }],
    ]);
    expect(f.status).toBe('verified');
    expect(f.outcome).toBe('Controller reset: back in stand-by');
    expect(f.seen).toEqual(['controller-powerup', 'stand-by']);
  });

  it('keeps following while the unit still shows its old stand-by', () => {
    const f = run('reset', [[2, {}]]);
    expect(f.status).toBe('following');
  });

  it('counts a new boot log as the reset when the powerup was too short to be polled', () => {
    const f = run('reset', [[2, { bootLogs: 13 }]]);
    expect(f.outcome).toBe('Controller reset: back in stand-by');
  });

  it('waits through offline and timeout while the controller reboots', () => {
    const f = run('reset', [
      [2, { state: 'controller-powerup' }],
      [4, { state: 'controller-timeout' }],
    ]);
    expect(f.status).toBe('following');
  });

  it('says so when the unit comes back in another state', () => {
    const f = run('reset', [
      [2, { state: 'controller-powerup' }],
      [4, { state: 'controller-error' }],
    ]);
    expect(f.status).toBe('unexpected');
    expect(f.outcome).toBe('Controller reset, but the unit is now in controller error');
  });

  it('ends with "No change seen after 3 minutes" when nothing happens', () => {
    let f = run('reset', [[170, {}]]);
    expect(f.status).toBe('following');
    f = expireFollow(f, T0 + FOLLOW_LIMIT_MS);
    expect(f.status).toBe('no-change');
    expect(f.outcome).toBe('No change seen after 3 minutes');
  });

  it('reports a unit stuck in powerup after 3 minutes', () => {
    const f = run('reset', [
      [2, { state: 'controller-powerup' }],
      [181, { state: 'controller-powerup' }],
    ]);
    expect(f.status).toBe('stuck');
    expect(f.outcome).toBe('Still powering up after 3 minutes: check the unit');
  });

  it('never changes once ended', () => {
    const f = run('reset', [[2, { bootLogs: 13 }]]);
    expect(advanceFollow(f, { ...standBy, state: 'controller-error' }, at(4))).toBe(f);
  });
});

describe('update follow (docs/decisions.md#controller-commands)', () => {
  it('is verified with the new version after copy-files, online-update, stand-by', () => {
    const f = run('update', [
      [2, { state: 'controller-copy-files' }],
      [4, { state: 'controller-online-update' }],
      [6, { state: 'controller-powerup', version: '4.10.0' }],
      [8, { state: 'stand-by', version: '4.10.0' }],
    ]);
    expect(f.status).toBe('verified');
    expect(f.outcome).toBe('Updated: 4.9.2 → 4.10.0');
    expect(expectedSteps(f).map((s) => s.done)).toEqual([true, true, true]);
  });

  it('is verified by the version alone when the steps were too quick to poll', () => {
    expect(run('update', [[2, { version: '4.10.0' }]]).outcome).toBe('Updated: 4.9.2 → 4.10.0');
  });

  it('does not claim success when the update ends on the old version', () => {
    const f = run('update', [
      [2, { state: 'controller-online-update' }],
      [4, { state: 'stand-by' }],
    ]);
    expect(f.status).toBe('unexpected');
    expect(f.outcome).toBe('Update ended without a new version: still 4.9.2');
  });

  it('does not mark the final step done while the unit merely sits in stand-by', () => {
    const f = run('update', [[2, {}]]);
    expect(expectedSteps(f).map((s) => s.done)).toEqual([false, false, false]);
  });
});

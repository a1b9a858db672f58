import { describe, expect, it } from 'vitest';
import { EQUIPMENT_STATES } from '@/domain/equipment-state';
import {
  actionBlockReason,
  editBlockReason,
  type ActionAvailabilityInput,
} from './action-availability';

const base: ActionAvailabilityInput = {
  kind: 'reset',
  allowed: true,
  permissionId: 'controller.reset',
  state: 'stand-by',
  browserOnline: true,
  actionInProgress: false,
  offlineAfterText: '10 minutes',
};

describe('actionBlockReason (docs/decisions.md#permissions, #controller-commands)', () => {
  it('allows a permitted command on a unit in stand-by', () => {
    expect(actionBlockReason(base)).toBeNull();
  });

  it.each([
    ['no-device', /No device is linked/],
    ['offline', /offline: its device has not pinged within the last 10 minutes/],
    ['in-session', /tanning session is running/],
    ['session-paused', /session is paused/],
    ['controller-online-update', /is updating/],
    ['controller-copy-files', /is updating/],
  ] as const)('blocks in %s with the reason', (state, reason) => {
    expect(actionBlockReason({ ...base, state })).toMatch(reason);
  });

  it('allows the states where a reset helps (error, warning, timeout, cleaning…)', () => {
    const blocked = new Set([
      'no-device',
      'offline',
      'in-session',
      'session-paused',
      'controller-online-update',
      'controller-copy-files',
    ]);
    for (const state of EQUIPMENT_STATES.filter((s) => !blocked.has(s))) {
      expect(actionBlockReason({ ...base, state }), state).toBeNull();
    }
  });

  it('names the missing permission first, whatever the state', () => {
    expect(actionBlockReason({ ...base, allowed: false, state: 'in-session' })).toBe(
      "You do not have the controller.reset permission for this unit's company.",
    );
  });

  it('waits for the permissions and says when they failed', () => {
    expect(actionBlockReason({ ...base, allowed: 'loading' })).toMatch(/Checking your permissions/);
    expect(actionBlockReason({ ...base, allowed: 'error' })).toMatch(/could not be read/);
  });

  it('never queues while the browser is offline, nor starts a second command', () => {
    expect(actionBlockReason({ ...base, browserOnline: false })).toMatch(/never queued/);
    expect(actionBlockReason({ ...base, actionInProgress: true })).toMatch(/still being followed/);
  });

  it('edit needs only the permission', () => {
    expect(editBlockReason(true, 'equipment.update')).toBeNull();
    expect(editBlockReason(false, 'equipment.update')).toMatch(/equipment.update permission/);
  });
});

import { describe, expect, it } from 'vitest';
import { EQUIPMENT_STATES } from '@/domain/equipment/equipment-state';
import {
  commandBlockReason,
  editBlockReason,
  type CommandAvailabilityInput,
} from './command-availability';

const base: CommandAvailabilityInput = {
  kind: 'reset',
  allowed: true,
  permissionId: 'controller.reset',
  state: 'stand-by',
  browserOnline: true,
  actionInProgress: false,
  offlineAfterText: '10 minutes',
};

describe('commandBlockReason (docs/decisions.md#permissions, #controller-commands)', () => {
  it('allows a permitted command on a unit in stand-by', () => {
    expect(commandBlockReason(base)).toBeNull();
  });

  it.each([
    ['no-device', /No device is linked/],
    ['offline', /offline: its device has not pinged within the last 10 minutes/],
    ['in-session', /tanning session is running/],
    ['session-paused', /session is paused/],
    ['controller-online-update', /is updating/],
    ['controller-copy-files', /is updating/],
  ] as const)('blocks in %s with the reason', (state, reason) => {
    expect(commandBlockReason({ ...base, state })).toMatch(reason);
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
      expect(commandBlockReason({ ...base, state }), state).toBeNull();
    }
  });

  it('names the missing permission first, whatever the state', () => {
    expect(commandBlockReason({ ...base, allowed: false, state: 'in-session' })).toBe(
      "You do not have the controller.reset permission for this unit's company.",
    );
  });

  it('waits for the permissions and says when they failed', () => {
    expect(commandBlockReason({ ...base, allowed: 'loading' })).toMatch(
      /Checking your permissions/,
    );
    expect(commandBlockReason({ ...base, allowed: 'error' })).toMatch(/could not be read/);
  });

  it('never queues while the browser is offline, nor starts a second command', () => {
    expect(commandBlockReason({ ...base, browserOnline: false })).toMatch(/never queued/);
    expect(commandBlockReason({ ...base, actionInProgress: true })).toMatch(/still being followed/);
  });

  it('edit needs only the permission', () => {
    expect(editBlockReason(true, 'equipment.update')).toBeNull();
    expect(editBlockReason(false, 'equipment.update')).toMatch(/equipment.update permission/);
  });
});

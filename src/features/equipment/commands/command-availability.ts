import type { DerivedStateName } from '@/domain/equipment-state';

// A controller command is offered disabled with the reason whenever sending it would fail or hurt.
// The server stays the judge (docs/decisions.md#permissions, #controller-commands).

export type ControllerCommandKind = 'reset' | 'update';

export const COMMAND_NAMES: Record<ControllerCommandKind, string> = {
  reset: 'Reset controller',
  update: 'Start update',
};

/** 'loading' while the permissions are read, 'error' when they could not be. */
export type Allowed = boolean | 'loading' | 'error';

function permissionReason(allowed: Allowed, permissionId: string): string | null {
  if (allowed === 'loading') return 'Checking your permissions…';
  if (allowed === 'error')
    return 'Your permissions could not be read. Reload the page to try again.';
  if (!allowed) return `You do not have the ${permissionId} permission for this unit's company.`;
  return null;
}

export interface CommandAvailabilityInput {
  kind: ControllerCommandKind;
  allowed: Allowed;
  permissionId: string;
  state: DerivedStateName;
  browserOnline: boolean;
  /** A reset or update started from this browser is still being followed. */
  actionInProgress: boolean;
  offlineAfterText: string;
}

/** The reason the action cannot be sent now, or null when it can. First match wins. */
export function commandBlockReason(input: CommandAvailabilityInput): string | null {
  const { state } = input;
  const denied = permissionReason(input.allowed, input.permissionId);
  if (denied) return denied;
  if (!input.browserOnline)
    return 'Your browser is offline. Commands are never queued; reconnect first.';
  if (input.actionInProgress) return 'A command started from this browser is still being followed.';
  switch (state) {
    case 'no-device':
      return 'No device is linked to this unit, so no command can reach its controller.';
    case 'offline':
      return `The unit is offline: its device has not pinged within the last ${input.offlineAfterText}.`;
    case 'in-session':
      return 'A tanning session is running. Wait until it has ended.';
    case 'session-paused':
      return 'A tanning session is paused and may resume. Wait until it has ended.';
    case 'controller-copy-files':
    case 'controller-online-update':
      return 'The controller is updating. Wait until the update has finished.';
    default:
      return null;
  }
}

/** Permission reason for editing information (endpoint 6). */
export function editBlockReason(allowed: Allowed, permissionId: string): string | null {
  return permissionReason(allowed, permissionId);
}

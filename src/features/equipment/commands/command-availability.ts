import type { IntlShape } from 'react-intl';
import type { DerivedStateName } from '@/domain/equipment/equipment-state';
import { currentIntl } from '@/lib/intl';
import { messages } from './messages';

// A controller command is offered disabled with the reason whenever sending it would fail or hurt.
// The server stays the judge (docs/decisions.md#permissions, #controller-commands).

export type ControllerCommandKind = 'reset' | 'update';

export const COMMAND_NAMES = {
  reset: messages.resetController,
  update: messages.startUpdate,
} satisfies Record<ControllerCommandKind, unknown>;

/** 'loading' while the permissions are read, 'error' when they could not be. */
export type Allowed = boolean | 'loading' | 'error';

function permissionReason(allowed: Allowed, permissionId: string, intl: IntlShape): string | null {
  if (allowed === 'loading') return intl.formatMessage(messages.checkingPermissions);
  if (allowed === 'error') return intl.formatMessage(messages.permissionsUnreadable);
  if (!allowed) return intl.formatMessage(messages.noPermission, { permission: permissionId });
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

/**
 * The reason the action cannot be sent now, or null when it can. First match wins. In the
 * language on screen (`intl`; English in unit tests).
 */
export function commandBlockReason(
  input: CommandAvailabilityInput,
  intl: IntlShape = currentIntl(),
): string | null {
  const { state } = input;
  const denied = permissionReason(input.allowed, input.permissionId, intl);
  if (denied) return denied;
  if (!input.browserOnline) return intl.formatMessage(messages.browserOffline);
  if (input.actionInProgress) return intl.formatMessage(messages.commandInProgress);
  switch (state) {
    case 'no-device':
      return intl.formatMessage(messages.noDevice);
    case 'offline':
      return intl.formatMessage(messages.unitOffline, { span: input.offlineAfterText });
    case 'in-session':
      return intl.formatMessage(messages.inSession);
    case 'session-paused':
      return intl.formatMessage(messages.sessionPaused);
    case 'controller-copy-files':
    case 'controller-online-update':
      return intl.formatMessage(messages.controllerUpdating);
    default:
      return null;
  }
}

/** Permission reason for editing information (endpoint 6). */
export function editBlockReason(
  allowed: Allowed,
  permissionId: string,
  intl: IntlShape = currentIntl(),
): string | null {
  return permissionReason(allowed, permissionId, intl);
}

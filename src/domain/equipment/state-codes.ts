// The state names and the default code table (docs/decisions.md#equipment-state), apart from the
// rules in equipment-state.ts so the runtime config (on every page) does not carry those.

export const EQUIPMENT_STATES = [
  'offline',
  'no-device',
  'controller-timeout',
  'controller-powerup',
  'controller-pincode',
  'controller-config-view',
  'controller-quickstatus-view',
  'controller-setting-time',
  'controller-warning',
  'controller-error',
  'controller-confirm',
  'controller-copy-files',
  'controller-online-update',
  'stand-by',
  'in-session',
  'cooldown',
  'session-paused',
  'cleaning',
] as const;

export type EquipmentState = (typeof EQUIPMENT_STATES)[number];
export type DerivedStateName = EquipmentState | 'unknown';

export interface DerivedState {
  state: DerivedStateName;
  /** The controller's raw integer code when it mapped to no known state. */
  rawCode?: number;
}

/** The default state table; config.json `stateCodes` may override single codes (string keys). */
export const DEFAULT_STATE_CODES: Readonly<Record<string, EquipmentState>> = {
  '0': 'controller-powerup',
  '1': 'controller-pincode',
  '2': 'controller-config-view',
  '3': 'controller-quickstatus-view',
  '4': 'controller-setting-time',
  '5': 'controller-warning',
  '6': 'controller-error',
  '7': 'controller-confirm',
  '8': 'controller-copy-files',
  '9': 'controller-online-update',
  '10': 'stand-by',
  '11': 'in-session',
  '12': 'cooldown',
  '13': 'session-paused',
  '14': 'cleaning',
};

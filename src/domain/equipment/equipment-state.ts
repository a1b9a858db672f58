// docs/decisions.md#equipment-state: the state name is not a field of the equipment document, so it
// is derived here, once.
import { DEFAULT_OFFLINE_AFTER_MS, isPingFresh } from '../fleet/last-seen.ts';
import {
  DEFAULT_STATE_CODES,
  EQUIPMENT_STATES,
  type DerivedState,
  type DerivedStateName,
  type EquipmentState,
} from './state-codes.ts';

export { DEFAULT_STATE_CODES, EQUIPMENT_STATES };
export type { DerivedState, DerivedStateName, EquipmentState };

/** Only the fields the rules read; every piece may be missing in a tolerant parse. */
export interface StateInput {
  device?: { guid?: string | null; last_ping?: number | null } | null;
  controller?: {
    state?: number | null;
    communication?: { timeout?: boolean | null } | null;
  } | null;
}

export interface DeriveStateOptions {
  now: number;
  offlineAfterMs?: number;
  stateCodes?: Readonly<Record<string, string>>;
}

const KNOWN_STATES: ReadonlySet<string> = new Set(EQUIPMENT_STATES);

export function isEquipmentState(name: unknown): name is EquipmentState {
  return typeof name === 'string' && KNOWN_STATES.has(name);
}

/** First-match rules: no device → offline → controller timeout → state code → unknown. */
export function deriveEquipmentState(eq: StateInput, options: DeriveStateOptions): DerivedState {
  const {
    now,
    offlineAfterMs = DEFAULT_OFFLINE_AFTER_MS,
    stateCodes = DEFAULT_STATE_CODES,
  } = options;
  const device = eq.device ?? undefined;
  if (typeof device?.guid !== 'string' || device.guid.trim() === '') return { state: 'no-device' };
  if (!isPingFresh(device.last_ping, now, offlineAfterMs)) return { state: 'offline' };
  const controller = eq.controller ?? undefined;
  if (controller?.communication?.timeout === true) return { state: 'controller-timeout' };
  const code = controller?.state;
  if (typeof code !== 'number' || !Number.isFinite(code)) return { state: 'unknown' };
  // Object.hasOwn keeps codes like "constructor" or "__proto__" from matching prototype keys.
  const name =
    Number.isInteger(code) && Object.hasOwn(stateCodes, String(code))
      ? stateCodes[String(code)]
      : undefined;
  // A config naming a state that does not exist must not invent a badge: show the raw code.
  return isEquipmentState(name) ? { state: name } : { state: 'unknown', rawCode: code };
}

export const STATE_LABELS: Readonly<Record<DerivedStateName, string>> = {
  offline: 'Offline',
  'no-device': 'No device',
  'controller-timeout': 'Controller timeout',
  'controller-powerup': 'Powering up',
  'controller-pincode': 'PIN view',
  'controller-config-view': 'Config view',
  'controller-quickstatus-view': 'Quick status view',
  'controller-setting-time': 'Setting time',
  'controller-warning': 'Controller warning',
  'controller-error': 'Controller error',
  'controller-confirm': 'Awaiting confirmation',
  'controller-copy-files': 'Copying update files',
  'controller-online-update': 'Updating',
  'stand-by': 'Stand-by',
  'in-session': 'In session',
  cooldown: 'Cooldown',
  'session-paused': 'Session paused',
  cleaning: 'Cleaning required',
  unknown: 'Unknown',
};

/** The service's meaning of each state (English; the badge's tooltip reads the translated copy in
 *  src/components/ui/state/messages.ts). */
export const STATE_DESCRIPTIONS: Readonly<Record<DerivedStateName, string>> = {
  offline: 'Device linked to equipment is offline',
  'no-device': 'No device linked to equipment',
  'controller-timeout': 'No communication with the controller',
  'controller-powerup': 'Controller is powering up',
  'controller-pincode': 'Controller in PIN view',
  'controller-config-view': 'Controller in config view',
  'controller-quickstatus-view': 'Controller in quickstatus view',
  'controller-setting-time': 'Controller is setting its time',
  'controller-warning': 'Controller shows a warning',
  'controller-error': 'Controller shows an error',
  'controller-confirm': 'Controller requests confirmation',
  'controller-copy-files': 'Controller is copying update files',
  'controller-online-update': 'Controller is updating',
  'stand-by': 'Equipment is in stand-by',
  'in-session': 'Equipment is in session',
  cooldown: 'Equipment is in cooldown',
  'session-paused': 'Session is paused',
  cleaning: 'Equipment requires cleaning',
  unknown: 'The controller reported a state code this dashboard does not know',
};

/** Badge text: the label, plus the raw code for unknown states so support can look it up. */
export function stateLabel(derived: DerivedState): string {
  if (derived.state === 'unknown' && derived.rawCode !== undefined) {
    return `Unknown (code ${derived.rawCode})`;
  }
  return STATE_LABELS[derived.state];
}

export const HEALTH_CLASSES = ['ok', 'busy', 'attention', 'fault', 'offline', 'unknown'] as const;
export type HealthClass = (typeof HEALTH_CLASSES)[number];

export const HEALTH_CLASS_LABELS: Readonly<Record<HealthClass, string>> = {
  ok: 'OK',
  busy: 'Busy',
  attention: 'Needs attention',
  fault: 'Fault',
  offline: 'Offline',
  unknown: 'Unknown',
};

const HEALTH_OF_STATE: Readonly<Record<DerivedStateName, HealthClass>> = {
  'stand-by': 'ok',
  'in-session': 'ok',
  cooldown: 'ok',
  'session-paused': 'ok',
  'controller-powerup': 'busy',
  'controller-setting-time': 'busy',
  'controller-copy-files': 'busy',
  'controller-online-update': 'busy',
  cleaning: 'attention',
  'controller-warning': 'attention',
  'controller-confirm': 'attention',
  'controller-pincode': 'attention',
  'controller-config-view': 'attention',
  'controller-quickstatus-view': 'attention',
  'controller-error': 'fault',
  'controller-timeout': 'fault',
  offline: 'offline',
  'no-device': 'offline',
  unknown: 'unknown',
};

export function healthClassOf(state: DerivedStateName): HealthClass {
  return HEALTH_OF_STATE[state] ?? 'unknown';
}

/** States of one health class in the service's order, e.g. for a filter's sub-options. */
export function statesOfHealthClass(health: HealthClass): DerivedStateName[] {
  const all: DerivedStateName[] = [...EQUIPMENT_STATES, 'unknown'];
  return all.filter((s) => HEALTH_OF_STATE[s] === health);
}

/** Worst first (fault, attention, unknown, offline, busy, ok): lower rank = worse. */
export const HEALTH_RANK: Readonly<Record<HealthClass, number>> = {
  fault: 0,
  attention: 1,
  unknown: 2,
  offline: 3,
  busy: 4,
  ok: 5,
};

/** The worse of two health classes (HEALTH_RANK). */
export function worseHealth(a: HealthClass, b: HealthClass): HealthClass {
  return HEALTH_RANK[a] <= HEALTH_RANK[b] ? a : b;
}

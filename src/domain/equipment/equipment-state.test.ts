import { describe, expect, it } from 'vitest';
import {
  DEFAULT_STATE_CODES,
  EQUIPMENT_STATES,
  HEALTH_CLASSES,
  HEALTH_CLASS_LABELS,
  STATE_DESCRIPTIONS,
  STATE_LABELS,
  deriveEquipmentState,
  healthClassOf,
  stateLabel,
  statesOfHealthClass,
  type DerivedStateName,
  type StateInput,
} from './equipment-state.ts';

const NOW = 1_800_000_000_000;
const TEN_MIN = 600_000;
const opts = { now: NOW, offlineAfterMs: TEN_MIN, stateCodes: DEFAULT_STATE_CODES };

function unit(state?: number, extra: { ping?: number; timeout?: boolean } = {}): StateInput {
  return {
    device: { guid: 'dev-1', last_ping: 'ping' in extra ? extra.ping : NOW - 1_000 },
    controller: { state, communication: { timeout: extra.timeout ?? false } },
  };
}

describe('deriveEquipmentState: first-match rules', () => {
  it.each<[string, StateInput, DerivedStateName, number?]>([
    ['empty document', {}, 'no-device'],
    ['device without guid', { device: { last_ping: NOW } }, 'no-device'],
    ['device with blank guid', { device: { guid: '  ', last_ping: NOW } }, 'no-device'],
    ['null device', { device: null, controller: { state: 10 } }, 'no-device'],
    [
      'no device wins over timeout',
      { controller: { communication: { timeout: true } } },
      'no-device',
    ],
    ['device never pinged', { device: { guid: 'd' }, controller: { state: 10 } }, 'offline'],
    ['ping 1 ms too old', unit(10, { ping: NOW - TEN_MIN - 1 }), 'offline'],
    ['ping exactly at the threshold', unit(10, { ping: NOW - TEN_MIN }), 'stand-by'],
    ['ping in the future (clock skew)', unit(11, { ping: NOW + 120_000 }), 'in-session'],
    ['offline wins over timeout', unit(10, { ping: NOW - TEN_MIN - 1, timeout: true }), 'offline'],
    ['communication timeout', unit(10, { timeout: true }), 'controller-timeout'],
    [
      'timeout without a state code',
      { device: { guid: 'd', last_ping: NOW }, controller: { communication: { timeout: true } } },
      'controller-timeout',
    ],
    ['code 0', unit(0), 'controller-powerup'],
    ['code 6', unit(6), 'controller-error'],
    ['code 14', unit(14), 'cleaning'],
    ['missing controller', { device: { guid: 'd', last_ping: NOW } }, 'unknown'],
    ['missing code', unit(undefined), 'unknown'],
    ['unknown code 99', unit(99), 'unknown', 99],
    ['negative code', unit(-1), 'unknown', -1],
    ['non-integer code', unit(10.5), 'unknown', 10.5],
  ])('%s → %s', (_name, eq, state, rawCode) => {
    const derived = deriveEquipmentState(eq, opts);
    expect(derived.state).toBe(state);
    expect(derived.rawCode).toBe(rawCode);
  });

  it.each(Object.entries(DEFAULT_STATE_CODES))('default code %s → %s', (code, name) => {
    expect(deriveEquipmentState(unit(Number(code)), opts)).toEqual({ state: name });
  });

  it.each<[string, Record<string, string>, number, DerivedStateName, number?]>([
    ['override maps a new code', { ...DEFAULT_STATE_CODES, '15': 'cleaning' }, 15, 'cleaning'],
    [
      'override replaces a default code',
      { ...DEFAULT_STATE_CODES, '10': 'cooldown' },
      10,
      'cooldown',
    ],
    ['table without code 10', { '11': 'in-session' }, 10, 'unknown', 10],
    ['override naming a non-existent state', { '10': 'sun-is-shining' }, 10, 'unknown', 10],
    ['empty table', {}, 0, 'unknown', 0],
  ])('stateCodes: %s', (_name, stateCodes, code, state, rawCode) => {
    const derived = deriveEquipmentState(unit(code), { ...opts, stateCodes });
    expect(derived).toEqual(rawCode === undefined ? { state } : { state, rawCode });
  });

  it('defaults to a 10-minute threshold and the default state table', () => {
    expect(deriveEquipmentState(unit(10, { ping: NOW - TEN_MIN }), { now: NOW }).state).toBe(
      'stand-by',
    );
    expect(deriveEquipmentState(unit(10, { ping: NOW - TEN_MIN - 1 }), { now: NOW }).state).toBe(
      'offline',
    );
  });
});

describe('labels and health classes', () => {
  it('has the 18 states of the service, each with a label and a description', () => {
    expect(EQUIPMENT_STATES).toHaveLength(18);
    for (const s of [...EQUIPMENT_STATES, 'unknown' as const]) {
      expect(STATE_LABELS[s]).toMatch(/\S/);
      expect(STATE_DESCRIPTIONS[s]).toMatch(/\S/);
    }
  });

  it.each<[DerivedStateName, string]>([
    ['controller-timeout', 'Controller timeout'],
    ['stand-by', 'Stand-by'],
    ['in-session', 'In session'],
    ['no-device', 'No device'],
  ])('label of %s is "%s"', (state, label) => {
    expect(STATE_LABELS[state]).toBe(label);
  });

  it.each([
    [{ state: 'unknown' as const, rawCode: 99 }, 'Unknown (code 99)'],
    [{ state: 'unknown' as const }, 'Unknown'],
    [{ state: 'cooldown' as const }, 'Cooldown'],
  ])('stateLabel(%o) = "%s"', (derived, text) => {
    expect(stateLabel(derived)).toBe(text);
  });

  it.each<[DerivedStateName, string]>([
    ['stand-by', 'ok'],
    ['in-session', 'ok'],
    ['cooldown', 'ok'],
    ['session-paused', 'ok'],
    ['controller-powerup', 'busy'],
    ['controller-setting-time', 'busy'],
    ['controller-copy-files', 'busy'],
    ['controller-online-update', 'busy'],
    ['cleaning', 'attention'],
    ['controller-warning', 'attention'],
    ['controller-confirm', 'attention'],
    ['controller-pincode', 'attention'],
    ['controller-config-view', 'attention'],
    ['controller-quickstatus-view', 'attention'],
    ['controller-error', 'fault'],
    ['controller-timeout', 'fault'],
    ['offline', 'offline'],
    ['no-device', 'offline'],
    ['unknown', 'unknown'],
  ])('%s is in health class %s', (state, health) => {
    expect(healthClassOf(state)).toBe(health);
  });

  it('every state belongs to exactly one labelled health class', () => {
    const all = HEALTH_CLASSES.flatMap((h) => statesOfHealthClass(h));
    expect(all.sort()).toEqual([...EQUIPMENT_STATES, 'unknown'].sort());
    for (const h of HEALTH_CLASSES) expect(HEALTH_CLASS_LABELS[h]).toMatch(/\S/);
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEFAULT_STATE_CODES } from '../equipment/equipment-state.ts';
import { BUILTIN_ERROR_CATALOG } from '../equipment/error-catalog.ts';
import { ImpreciseInteger } from '../exact-json.ts';
import {
  projectFleetUnit,
  releaseSortKey,
  searchTextOf,
  type ProjectOptions,
} from './fleet-unit.ts';
import { sameFleetUnit } from './fleet-unit-equal.ts';
import { readEquipment } from './test-equipment.ts';
import { normalizeSearchText, normalizeForSearch } from './search.ts';

const NOW = 1_800_000_000_000;
const OPTIONS: ProjectOptions = {
  now: NOW,
  offlineAfterMs: 600_000,
  stateCodes: DEFAULT_STATE_CODES,
  catalog: BUILTIN_ERROR_CATALOG,
};

const doc = (over: Record<string, unknown> = {}, controller: Record<string, unknown> = {}) =>
  readEquipment({
    _meta: { guid: 'g1', updated: NOW - 5_000 },
    app: 'sunbed',
    serial: '2499000012',
    model: 'Luxura X7',
    type: 'SUNBED',
    alias: 'Cabine  Zürich',
    company_guids: ['c1', 'c2'],
    device: { guid: 'd1', serial: 'D-1', last_ping: NOW - 60_000 },
    location: {
      place_id: 'p1',
      description: 'Main street 1',
      city: "'s-Hertogenbosch",
      country: 'NL',
      timezone: 'Europe/Amsterdam',
      timezone_offset: 60,
      geometry: { lat: 51.7, lng: 5.3 },
    },
    controller: {
      state: 10,
      timestamp: NOW - 70_000,
      communication: { timeout: false },
      hours: [{ type: 'lamp', value: 600, limit: 60_000 }],
      logs: { parameter: 1, boot: 2, session: 3, error: 4, event: 5 },
      release: { type: 'stable', version: '4.10.2', hash: 'abc' },
      ...controller,
    },
    ...over,
  });

describe('projectFleetUnit', () => {
  it('keeps what the fleet pages read, in the slim shape', () => {
    const unit = projectFleetUnit(doc(), OPTIONS);
    expect(unit).toMatchObject({
      guid: 'g1',
      serial: '2499000012',
      alias: 'Cabine  Zürich',
      companyGuids: ['c1', 'c2'],
      updated: NOW - 5_000,
      stateCode: 10,
      derived: { state: 'stand-by' },
      health: 'ok',
      activeErrors: 0n,
      errorCount: 0,
      release: { type: 'stable', version: '4.10.2', hash: 'abc' },
      hasDevice: true,
      lastPing: NOW - 60_000,
      lastSeen: 'online',
      controllerTimestamp: NOW - 70_000,
      communicationTimeout: false,
      hours: [{ type: 'lamp', value: 600 }],
      logs: { parameter: 1, boot: 2, session: 3, error: 4, event: 5 },
      location: {
        placeId: 'p1',
        city: "'s-Hertogenbosch",
        timezoneOffset: 60,
        geometry: { lat: 51.7, lng: 5.3 },
      },
      located: true,
      city: "'s-Hertogenbosch",
      country: 'NL',
      searchSerial: '2499000012',
      searchRest: "cabine zurich luxura x7 sunbed 's-hertogenbosch",
    });
  });

  it.each([
    ['a known code', { state: 6 }, {}, 'controller-error', 'fault'],
    ['a stale ping', {}, { device: { guid: 'd', last_ping: NOW - 600_001 } }, 'offline', 'offline'],
    ['no device', {}, { device: undefined }, 'no-device', 'offline'],
    ['a blank device guid', {}, { device: { guid: ' ', last_ping: NOW } }, 'no-device', 'offline'],
    ['a timeout', { communication: { timeout: true } }, {}, 'controller-timeout', 'fault'],
    ['an unknown code', { state: 99 }, {}, 'unknown', 'unknown'],
  ])('derives the state of %s as of the receive time', (_, controller, over, state, health) => {
    const unit = projectFleetUnit(doc(over, controller), OPTIONS);
    expect(unit.derived.state).toBe(state);
    expect(unit.health).toBe(health);
  });

  it('counts active errors with BigInt, bits above 31 and 2^53 included', () => {
    const value = (1n << 0n) | (1n << 33n) | (1n << 34n) | (1n << 40n) | (1n << 63n);
    const unit = projectFleetUnit(doc({}, { active_errors: value }), OPTIONS);
    expect(unit.activeErrors).toBe(value);
    expect(unit.errorCount).toBe(5);
    expect(unit.criticalCount).toBe(2);
  });

  it.each([
    ['rounded', new ImpreciseInteger(2 ** 60)],
    ['negative', -1],
    ['a fraction', 1.5],
  ])('leaves the errors unknowable (null) for a %s value', (_, raw) => {
    const unit = projectFleetUnit(doc({}, { active_errors: raw }), OPTIONS);
    expect([unit.activeErrors, unit.errorCount, unit.criticalCount]).toEqual([null, null, null]);
  });

  it('tells "nothing installed" (null) from "not reported" (undefined)', () => {
    const none = projectFleetUnit(doc({}, { release: { version: null } }), OPTIONS);
    expect(none.release.version).toBeNull();
    const absent = projectFleetUnit(doc({}, { release: undefined }), OPTIONS);
    expect(absent.release.version).toBeUndefined();
  });

  it('reads a sparse or malformed document without throwing', () => {
    const sparse = { _meta: { guid: 'x' }, app: 'a', serial: 'S', model: 'M', type: 'T' };
    const unit = projectFleetUnit(readEquipment({ ...sparse, location: 'nowhere' }), OPTIONS);
    expect(unit).toMatchObject({ alias: '', city: '', location: undefined, located: false });
    expect(unit.hours).toEqual([]);
    expect(unit.keys.serialNum).toBeNaN();
  });
});

describe('sameFleetUnit', () => {
  it('ignores the derive time but not content', () => {
    const a = projectFleetUnit(doc(), OPTIONS);
    expect(sameFleetUnit(a, projectFleetUnit(doc(), { ...OPTIONS, now: NOW + 1 }))).toBe(true);
    expect(sameFleetUnit(a, projectFleetUnit(doc({ alias: 'B' }), OPTIONS))).toBe(false);
    expect(sameFleetUnit(a, projectFleetUnit(doc({}, { active_errors: 1n }), OPTIONS))).toBe(false);
    const nonNumeric = projectFleetUnit(doc({ serial: 'A-1' }), OPTIONS);
    expect(sameFleetUnit(nonNumeric, projectFleetUnit(doc({ serial: 'A-1' }), OPTIONS))).toBe(true);
  });
});

describe('releaseSortKey', () => {
  it('orders versions numerically, then "nothing installed", then "not reported"', () => {
    const versions = ['4.10.0', '4.9.2', '4.9.10', '10.0.0'];
    expect([...versions].sort((a, b) => (releaseSortKey(a) < releaseSortKey(b) ? -1 : 1))).toEqual([
      '4.9.2',
      '4.9.10',
      '4.10.0',
      '10.0.0',
    ]);
    expect(releaseSortKey('99.0') < releaseSortKey(null)).toBe(true);
    expect(releaseSortKey(null) < releaseSortKey(undefined)).toBe(true);
  });
});

describe('normalizeSearchText', () => {
  it.each(['  Cabin   3 ', 'ZÜRICH Café', 'Luxura X7\tSUNBED', "'s-Hertogenbosch", 'Ærø Łódź'])(
    'folds %j like the domain search',
    (text) => expect(normalizeSearchText(text)).toBe(normalizeForSearch(text)),
  );
});

describe('searchTextOf', () => {
  it.each([
    ['2499000012', 'Cabine  Zürich', ''],
    [' AB-12 ', '', 'Köln'],
    ['', 'Cabin 3', 'Utrecht'],
    ['', '', ''],
  ])(
    'is the whole text normalized at once (serial %j, alias %j, city %j)',
    (serial, alias, city) => {
      const unit = projectFleetUnit({ ...doc({ alias }), serial, location: { city } }, OPTIONS);
      expect(searchTextOf(unit)).toBe(
        normalizeForSearch(`${serial} ${alias} Luxura X7 SUNBED ${city}`),
      );
    },
  );
});

describe('rederiveFleetUnit', () => {
  it('keeps the object while nothing derived changes', async () => {
    const { rederiveFleetUnit } = await import('./fleet-unit-rederive.ts');
    const unit = projectFleetUnit(doc(), OPTIONS);
    expect(rederiveFleetUnit(unit, { ...OPTIONS, now: NOW + 1_000 })).toBe(unit);
  });

  it('turns a unit offline once its ping is too old, as a fresh projection would', async () => {
    const { rederiveFleetUnit } = await import('./fleet-unit-rederive.ts');
    const later = { ...OPTIONS, now: NOW + 600_000 };
    const unit = rederiveFleetUnit(projectFleetUnit(doc(), OPTIONS), later);
    expect(unit).toEqual(projectFleetUnit(doc(), later));
    expect(unit.health).toBe('offline');
  });

  it.each([
    ['a device', {}],
    ['no device', { device: undefined }],
    ['a device without a guid', { device: { last_ping: NOW } }],
  ])('derives the same state as a fresh projection for %s', async (_, over) => {
    const { rederiveFleetUnit } = await import('./fleet-unit-rederive.ts');
    for (const now of [NOW + 1_000, NOW + 600_000]) {
      const later = { ...OPTIONS, now };
      const unit = rederiveFleetUnit(projectFleetUnit(doc(over), OPTIONS), later);
      expect(unit.derived).toEqual(projectFleetUnit(doc(over), later).derived);
    }
  });

  it('counts again with another catalog, and leaves unknowable counts null', async () => {
    const { rederiveFleetUnit } = await import('./fleet-unit-rederive.ts');
    const unit = projectFleetUnit(doc({}, { active_errors: 1n }), { ...OPTIONS, catalog: [] });
    expect(unit.criticalCount).toBe(0);
    expect(rederiveFleetUnit(unit, OPTIONS).criticalCount).toBe(1);
    const rounded = projectFleetUnit(doc({}, { active_errors: 1.5 }), OPTIONS);
    expect(rederiveFleetUnit(rounded, { ...OPTIONS, catalog: [] })).toBe(rounded);
  });
});

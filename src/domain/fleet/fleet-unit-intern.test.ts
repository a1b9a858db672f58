// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEFAULT_STATE_CODES } from '../equipment/equipment-state.ts';
import { BUILTIN_ERROR_CATALOG } from '../equipment/error-catalog.ts';
import { projectFleetUnit, type FleetUnit, type ProjectOptions } from './fleet-unit.ts';
import { sameFleetUnit } from './fleet-unit-equal.ts';
import { createFleetUnitInterner } from './fleet-unit-intern.ts';

const NOW = 1_800_000_000_000;
const OPTIONS: ProjectOptions = {
  now: NOW,
  offlineAfterMs: 600_000,
  stateCodes: DEFAULT_STATE_CODES,
  catalog: BUILTIN_ERROR_CATALOG,
};

/** What a structured clone gives the main thread: equal content, no shared object or string. */
const clone = (u: FleetUnit): FleetUnit => structuredClone(u);

const unit = (guid: string, over: Record<string, unknown> = {}, controller = {}) =>
  clone(
    projectFleetUnit(
      {
        _meta: { guid, updated: NOW - 5_000 },
        app: 'sunbed',
        serial: `24990000${guid}`,
        model: 'Luxura X7',
        type: 'SUNBED',
        alias: `Cabine ${guid}`,
        company_guids: ['c1', 'c2'],
        device: { guid: `d${guid}`, last_ping: NOW - 60_000 },
        location: { city: 'Utrecht', country: 'NL', timezone: 'Europe/Amsterdam' },
        controller: {
          state: 10,
          release: { type: 'fw', version: '4.10.2', hash: 'abc' },
          hours: [{ type: 'lamps', value: 600 }],
          ...controller,
        },
        ...over,
      },
      OPTIONS,
    ),
  );

describe('createFleetUnitInterner', () => {
  it('keeps every unit’s content and shares the few-valued parts between units', () => {
    const intern = createFleetUnitInterner();
    const a = unit('1');
    const b = unit('2');
    const [before, beforeB] = [clone(a), clone(b)];
    const sharedA = intern(a);
    const sharedB = intern(b);
    expect(sameFleetUnit(sharedA, before)).toBe(true);
    expect(sameFleetUnit(sharedB, beforeB)).toBe(true);
    expect(sharedB).toEqual(beforeB);
    expect(sharedB.derived).toBe(sharedA.derived);
    expect(sharedB.release).toBe(sharedA.release);
    expect(sharedB.companyGuids).toBe(sharedA.companyGuids);
    expect(sharedB.activeErrors).toBe(0n);
  });

  it.each<[string, Record<string, unknown>, Record<string, unknown>, boolean]>([
    ['another state: its own state object', {}, { state: 11 }, false],
    [
      'another release version: its own release',
      {},
      { release: { type: 'fw', version: '4.11' } },
      false,
    ],
    ['the same state again: shared', {}, {}, true],
  ])('%s', (_, over, controller, shared) => {
    const intern = createFleetUnitInterner();
    const a = intern(unit('1'));
    const b = intern(unit('2', over, controller));
    expect(b.derived === a.derived && b.release === a.release).toBe(shared);
  });

  it('shares the location, alias and search text of units at one place named alike', () => {
    const intern = createFleetUnitInterner();
    const at = (guid: string, geometry: unknown) =>
      unit(guid, {
        alias: 'Cabin 1',
        location: { place_id: 'p1', description: 'Main st 1', city: 'Utrecht', geometry },
      });
    const a = intern(at('1', { lat: 52.1, lng: 5.1 }));
    const before = at('2', { lat: 52.1, lng: 5.1 });
    const b = intern(clone(before));
    expect(b).toEqual(before);
    expect(b.location).toBe(a.location);
    expect([b.alias, b.keys.alias, b.searchRest]).toEqual([a.alias, a.keys.alias, a.searchRest]);
    expect(Object.isFrozen(b.location)).toBe(true);
    // Another point under the same place id keeps its own location.
    const c = intern(at('3', { lat: 52.2, lng: 5.1 }));
    expect(c.location).not.toBe(a.location);
    expect(c.location?.geometry).toEqual({ lat: 52.2, lng: 5.1 });
  });

  it('leaves a frozen unit as it is', () => {
    const intern = createFleetUnitInterner();
    const frozen = Object.freeze(unit('1'));
    expect(intern(frozen)).toBe(frozen);
  });
});

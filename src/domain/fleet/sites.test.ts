import { describe, expect, it } from 'vitest';
import { worseHealth, type HealthClass } from '../equipment/equipment-state.ts';
import {
  hasLocation,
  indexSites,
  readUnitPlace,
  siteDisplayName,
  siteKeyOf,
  summarizeSites,
} from './sites.ts';

const loc = (o: Record<string, unknown>) => readUnitPlace(o);

describe('siteKeyOf', () => {
  it.each<[string, unknown, string | undefined]>([
    ['place id wins over geometry', { place_id: 'P1', geometry: { lat: 52, lng: 5 } }, 'place:P1'],
    ['place id without geometry', { place_id: 'P1' }, 'place:P1'],
    [
      'geometry rounded to 4 decimals',
      { geometry: { lat: 52.090749, lng: 5.12141 } },
      'geo:52.0907,5.1214',
    ],
    [
      'alternative shape',
      { geometry: { type: 'Point', coordinates: [4.40251, 51.21941] } },
      'geo:51.2194,4.4025',
    ],
    [
      'blank place id falls back to geometry',
      { place_id: '  ', geometry: { lat: 1, lng: 2 } },
      'geo:1.0000,2.0000',
    ],
    ['(0, 0) and no place id', { geometry: { lat: 0, lng: 0 }, city: 'Gent' }, undefined],
    ['out of range and no place id', { geometry: { lat: 100, lng: 0 } }, undefined],
    ['city only', { city: 'Gent', country: 'BE' }, undefined],
    ['location is a string', 'Amsterdam', undefined],
    ['no location', undefined, undefined],
  ])('%s', (_name, location, key) => {
    expect(siteKeyOf(readUnitPlace(location))).toBe(key);
    expect(hasLocation(location)).toBe(key !== undefined);
  });
});

describe('indexSites', () => {
  it('groups by place id, else by rounded geometry, and counts units without location', () => {
    const index = indexSites([
      loc({ place_id: 'A', description: 'Sun City', geometry: { lat: 52.0, lng: 5.0 } }),
      loc({ place_id: 'A', description: 'Sun City', geometry: { lat: 52.2, lng: 5.2 } }),
      loc({ geometry: { lat: 51.00001, lng: 4.00001 }, city: 'Gent' }),
      loc({ geometry: { lat: 51.00002, lng: 4.00002 } }),
      loc({ geometry: { lat: 0, lng: 0 } }),
      undefined,
      loc({ place_id: 'A' }),
    ]);
    expect(Array.from(index.siteOf)).toEqual([0, 0, 1, 1, -1, -1, 0]);
    expect(index.sites).toHaveLength(2);
    expect(index.sites[0]).toMatchObject({ id: 'place:A', name: 'Sun City', size: 3 });
    expect(index.sites[0]!.point!.lat).toBeCloseTo(52.1);
    expect(index.sites[1]).toMatchObject({ id: 'geo:51.0000,4.0000', name: 'Gent', size: 2 });
  });

  it.each<[string, Record<string, unknown>[], string]>([
    [
      'most common description',
      [
        { place_id: 'P', description: 'Golden Glow', city: 'Utrecht' },
        { place_id: 'P', description: 'Golden Glow Utrecht', city: 'Utrecht' },
        { place_id: 'P', description: 'Golden Glow Utrecht' },
      ],
      'Golden Glow Utrecht',
    ],
    [
      'a tie goes to the alphabetically first',
      [
        { place_id: 'P', description: 'B salon' },
        { place_id: 'P', description: 'A salon' },
      ],
      'A salon',
    ],
    ['else the city', [{ place_id: 'P', city: 'Köln' }, { place_id: 'P' }], 'Köln'],
    ['else the place id', [{ place_id: 'ChIJ123' }], 'ChIJ123'],
    ['else the coordinates', [{ geometry: { lat: 50.5, lng: 4.25 } }], '50.5000, 4.2500'],
  ])('site name: %s', (_name, locations, name) => {
    expect(indexSites(locations.map(loc)).sites[0]!.name).toBe(name);
  });

  it('a local name replaces the rule name', () => {
    const [site] = indexSites([loc({ place_id: 'P', description: 'Sun City' })]).sites;
    expect(siteDisplayName(site!, {})).toBe('Sun City');
    expect(siteDisplayName(site!, { 'place:P': 'Front shop' })).toBe('Front shop');
  });
});

describe('summarizeSites', () => {
  const index = indexSites([
    loc({ place_id: 'A' }),
    loc({ place_id: 'A' }),
    loc({ place_id: 'B' }),
    undefined,
    loc({ place_id: 'A' }),
  ]);
  const units: { health: HealthClass; criticalCount: number | null }[] = [
    { health: 'ok', criticalCount: 0 },
    { health: 'fault', criticalCount: 2 },
    { health: 'busy', criticalCount: null },
    { health: 'offline', criticalCount: 1 },
    { health: 'attention', criticalCount: 0 },
  ];

  it('gives each site its visible units, worst health and critical count', () => {
    const view = summarizeSites(index, units, [0, 1, 2, 3, 4]);
    expect(view.sites.map((s) => [s.site.id, s.units, s.worst, s.critical])).toEqual([
      ['place:A', [0, 1, 4], 'fault', 1],
      ['place:B', [2], 'busy', 0],
    ]);
    expect(view.withoutLocation).toEqual([3]);
  });

  it('filters narrow sites and drop sites with no visible unit', () => {
    const view = summarizeSites(index, units, [0, 4]);
    expect(view.sites.map((s) => [s.site.id, s.units.length, s.worst])).toEqual([
      ['place:A', 2, 'attention'],
    ]);
    expect(view.withoutLocation).toEqual([]);
  });
});

describe('worseHealth', () => {
  it.each<[HealthClass, HealthClass, HealthClass]>([
    ['ok', 'fault', 'fault'],
    ['attention', 'unknown', 'attention'],
    ['offline', 'unknown', 'unknown'],
    ['busy', 'offline', 'offline'],
    ['ok', 'busy', 'busy'],
    ['ok', 'ok', 'ok'],
  ])('%s vs %s → %s', (a, b, worst) => {
    expect(worseHealth(a, b)).toBe(worst);
    expect(worseHealth(b, a)).toBe(worst);
  });
});

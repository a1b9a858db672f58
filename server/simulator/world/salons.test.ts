// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { indexSites, readUnitPlace, siteKeyOf } from '../../../src/domain/fleet/sites';
import { COMPANIES } from '../fixtures.ts';
import { testSimulator } from '../test-helpers.ts';
import { equipmentDocument } from './equipment-document.ts';

type Doc = { location?: Record<string, unknown>; company_guids?: string[] };

function fleet(units: number) {
  const { world, clock } = testSimulator({ units, seed: 3 });
  return Array.from(
    { length: world.size },
    (_, i) => equipmentDocument(world, world.unitAt(i), clock.now()) as Doc,
  );
}

describe('salons', () => {
  const docs = fleet(4000);
  const shapeOf = (d: Doc) => {
    const g = d.location?.geometry as Record<string, unknown> | undefined;
    if (!g) return 'none';
    if (g.lat === 0 && g.lng === 0) return 'zero';
    return Object.keys(g).sort().join(',');
  };

  it('stand in NL, BE and DE, with every geometry shape, (0, 0) and none at all', () => {
    const countries = new Set(docs.map((d) => d.location?.country));
    expect([...countries].filter(Boolean).sort()).toEqual(['BE', 'DE', 'NL']);
    const shapes = new Set(docs.map(shapeOf));
    for (const shape of [
      'lat,lng',
      'lat,lon',
      'latitude,longitude',
      'coordinates,type',
      'zero',
      'none',
    ])
      expect(shapes, shape).toContain(shape);
    expect(docs.some((d) => d.location === undefined)).toBe(true);
  });

  it('group several units under one place id, each salon in one company, a few without location', () => {
    const index = indexSites(docs.map((d) => readUnitPlace(d.location)));
    const multi = index.sites.filter((s) => s.size >= 2);
    expect(multi.length).toBeGreaterThan(index.sites.length / 2);
    const without = Array.from(index.siteOf).filter((s) => s < 0).length;
    expect(without / docs.length).toBeGreaterThan(0.01);
    expect(without / docs.length).toBeLessThan(0.08);
    const companies = new Map<string, string>();
    for (const d of docs) {
      const key = siteKeyOf(readUnitPlace(d.location));
      if (!key?.startsWith('place:') || key.includes('showcase')) continue;
      const c = (d.company_guids ?? []).join();
      expect(companies.get(key) ?? c, key).toBe(c);
      companies.set(key, c);
    }
  });

  it('give the owner two salons, one geometry-only unit and one unit at (0, 0)', () => {
    const mine = docs.filter((d) => d.company_guids?.includes(COMPANIES.gamma));
    const index = indexSites(mine.map((d) => readUnitPlace(d.location)));
    expect(index.sites.map((s) => [s.name, s.size])).toEqual([
      ['Zonnestudio De Zon, Oudegracht 112', 2],
      ['Zonnestudio De Zon, Langestraat 40', 2],
      ['Zonnestudio De Zon, Grote Markt 9', 1],
    ]);
    expect(Array.from(index.siteOf).filter((s) => s < 0)).toHaveLength(1);
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { HealthClass } from '@/domain/equipment/equipment-state';
import { indexSites, readUnitPlace, summarizeSites } from '@/domain/fleet/sites';
import { SiteClusters } from './site-clusters';

const at = (place_id: string, lat: number, lng: number) =>
  readUnitPlace({ place_id, geometry: { lat, lng } });

describe('SiteClusters', () => {
  // Two salons in Utrecht (1 km apart), one in Köln, one site without coordinates.
  const places = [
    at('U1', 52.09, 5.12),
    at('U1', 52.09, 5.12),
    at('U2', 52.1, 5.13),
    at('K1', 50.94, 6.96),
    readUnitPlace({ place_id: 'X' }),
  ];
  const health: HealthClass[] = ['ok', 'attention', 'fault', 'busy', 'offline'];
  const units = health.map((h) => ({ health: h, criticalCount: 0 }));
  const view = summarizeSites(indexSites(places), units, [0, 1, 2, 3, 4]);
  const clusters = new SiteClusters(view.sites);
  const world = { west: -180, south: -85, east: 180, north: 85 };

  it('merges nearby sites at low zoom: the count sums units, the colour is the worst class', () => {
    const marks = clusters.marks(world, 5);
    const utrecht = marks.find((m) => m.lat > 52)!;
    expect(utrecht).toMatchObject({ units: 3, worst: 'fault', sites: 2, site: undefined });
    expect(marks.find((m) => m.lat < 51)).toMatchObject({ units: 1, worst: 'busy', sites: 1 });
    // The site without coordinates is not drawn.
    expect(marks.reduce((n, m) => n + m.units, 0)).toBe(4);
  });

  it('splits a cluster at its expansion zoom into single sites', () => {
    const cluster = clusters.marks(world, 5).find((m) => m.clusterId !== undefined)!;
    const z = clusters.expansionZoom(cluster.clusterId!);
    const split = clusters.marks(world, z).filter((m) => m.lat > 52);
    expect(split.map((m) => m.units).sort()).toEqual([1, 2]);
    expect(split.every((m) => m.site !== undefined)).toBe(true);
  });
});

import Supercluster, { type PointFeature } from 'supercluster';
import { HEALTH_RANK, type HealthClass } from '@/domain/equipment/equipment-state';
import type { SiteSummary } from '@/domain/fleet/sites';
import type { Bounds } from '../canvas/map-view';

// Clusters sites (not units): ~25,000 sites at 100,000 units index in tens of milliseconds, and a
// cluster's count is the sum of its sites' units, its colour the worst class among them.

interface SiteProps {
  /** Index into the summaries. */
  s: number;
  /** Units, worst health rank. */
  n: number;
  r: number;
}
interface ClusterProps {
  n: number;
  r: number;
}

const BY_RANK = Object.fromEntries(Object.entries(HEALTH_RANK).map(([h, r]) => [r, h])) as Record<
  number,
  HealthClass
>;

export interface MapMark {
  lng: number;
  lat: number;
  units: number;
  worst: HealthClass;
  /** A single site (its index in the summaries) or a cluster (its id, to zoom into). */
  site: number | undefined;
  clusterId: number | undefined;
  sites: number;
}

export class SiteClusters {
  private index: Supercluster<SiteProps, ClusterProps>;

  constructor(readonly summaries: readonly SiteSummary[]) {
    // radius/extent: 44 px between marks at the map's 256 px tiles (supercluster assumes 512).
    this.index = new Supercluster<SiteProps, ClusterProps>({
      radius: 88,
      maxZoom: 15,
      map: (p) => ({ n: p.n, r: p.r }),
      reduce: (acc, p) => {
        acc.n += p.n;
        if (p.r < acc.r) acc.r = p.r;
      },
    });
    const points: PointFeature<SiteProps>[] = [];
    summaries.forEach((s, i) => {
      const p = s.site.point;
      if (!p) return;
      points.push({
        type: 'Feature',
        properties: { s: i, n: s.units.length, r: HEALTH_RANK[s.worst] },
        geometry: { type: 'Point', coordinates: [p.lng, p.lat] },
      });
    });
    this.index.load(points);
  }

  /** The marks to draw for the view: clusters and single sites. */
  marks(b: Bounds, zoom: number): MapMark[] {
    const west = Math.max(-180, b.west);
    const east = Math.min(180, b.east);
    const out: MapMark[] = [];
    for (const f of this.index.getClusters([west, b.south, east, b.north], Math.floor(zoom))) {
      const [lng, lat] = f.geometry.coordinates as [number, number];
      const p = f.properties;
      if ('cluster' in p && p.cluster) {
        out.push({
          lng,
          lat,
          units: p.n,
          worst: BY_RANK[p.r] ?? 'unknown',
          site: undefined,
          clusterId: p.cluster_id,
          sites: p.point_count,
        });
      } else {
        const s = p as SiteProps;
        out.push({
          lng,
          lat,
          units: s.n,
          worst: BY_RANK[s.r] ?? 'unknown',
          site: s.s,
          clusterId: undefined,
          sites: 1,
        });
      }
    }
    return out;
  }

  /** The zoom at which a cluster splits (its click zooms there). */
  expansionZoom(clusterId: number): number {
    return this.index.getClusterExpansionZoom(clusterId);
  }
}

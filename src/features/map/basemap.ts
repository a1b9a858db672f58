import { geoBounds, geoMercator, geoPath } from 'd3-geo';
import type { Feature, FeatureCollection, MultiLineString } from 'geojson';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { TILE, type MapView } from './map-view';

// The offline basemap: Natural Earth countries bundled with the app (world-atlas), so the map needs
// no tile server. 110m (39 kB gzip) draws first; 50m (236 kB) follows for country-level detail.

export interface Basemap {
  detail: '110m' | '50m';
  countries: { feature: Feature; bounds: [[number, number], [number, number]] }[];
  borders: MultiLineString;
}

export interface BasemapColors {
  sea: string;
  land: string;
  border: string;
  coast: string;
}

export const LIGHT_MAP: BasemapColors = {
  sea: '#dbeafe',
  land: '#f8fafc',
  border: '#94a3b8',
  coast: '#93c5fd',
};
export const DARK_MAP: BasemapColors = {
  sea: '#0b1220',
  land: '#1e293b',
  border: '#64748b',
  coast: '#1e3a5f',
};

type Countries = Topology<{ countries: GeometryCollection; land: GeometryCollection }>;

function toBasemap(topology: Countries, detail: Basemap['detail']): Basemap {
  const all = feature(topology, topology.objects.countries) as FeatureCollection;
  return {
    detail,
    countries: all.features.map((f) => ({ feature: f, bounds: geoBounds(f) })),
    borders: mesh(topology, topology.objects.countries, (a, b) => a !== b),
  };
}

export async function loadBasemap(detail: Basemap['detail']): Promise<Basemap> {
  const data =
    detail === '50m'
      ? await import('world-atlas/countries-50m.json')
      : await import('world-atlas/countries-110m.json');
  return toBasemap(data.default as unknown as Countries, detail);
}

function intersects(
  b: [[number, number], [number, number]],
  view: [number, number, number, number],
) {
  const [[w, s], [e, n]] = b;
  const [vw, vs, ve, vn] = view;
  // Features crossing the antimeridian have west > east: keep them (rare, and cheap).
  return w > e || (w <= ve && e >= vw && s <= vn && n >= vs);
}

/** Draws the basemap for `view` onto a w×h context (device pixels already scaled). */
export function drawBasemap(
  ctx: CanvasRenderingContext2D,
  map: Basemap,
  view: MapView,
  w: number,
  h: number,
  colors: BasemapColors,
  visible: [number, number, number, number],
): void {
  ctx.fillStyle = colors.sea;
  ctx.fillRect(0, 0, w, h);
  const projection = geoMercator()
    .scale((TILE * 2 ** view.zoom) / (2 * Math.PI))
    .center([view.lng, view.lat])
    .translate([w / 2, h / 2])
    .clipExtent([
      [-2, -2],
      [w + 2, h + 2],
    ]);
  const path = geoPath(projection, ctx);
  ctx.beginPath();
  for (const c of map.countries) if (intersects(c.bounds, visible)) path(c.feature);
  ctx.fillStyle = colors.land;
  ctx.fill();
  ctx.strokeStyle = colors.coast;
  ctx.lineWidth = 1;
  ctx.stroke();
  ctx.beginPath();
  path(map.borders);
  ctx.strokeStyle = colors.border;
  ctx.lineWidth = view.zoom >= 5 ? 1.2 : 0.8;
  ctx.setLineDash([4, 3]);
  ctx.stroke();
  ctx.setLineDash([]);
}

import { geoArea, geoBounds, geoCentroid, geoMercator, geoPath } from 'd3-geo';
import type { Feature, FeatureCollection, MultiLineString } from 'geojson';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { TILE, type MapView } from './map-view';

// The offline basemap: Natural Earth countries bundled with the app (world-atlas), so the map needs
// no tile server. 110m (39 kB gzip) draws first; 50m (236 kB) follows for country-level detail.

export interface Basemap {
  detail: '110m' | '50m';
  countries: {
    feature: Feature;
    bounds: [[number, number], [number, number]];
    name: string;
    /** Where the name goes: the largest polygon (France's name stays in France, not the Atlantic). */
    centroid: [number, number];
    labelBounds: [[number, number], [number, number]];
  }[];
  borders: MultiLineString;
  coasts: MultiLineString;
}

export interface BasemapColors {
  sea: string;
  land: string;
  border: string;
  coast: string;
  label: string;
}

export const LIGHT_MAP: BasemapColors = {
  sea: '#c9dcee',
  land: '#f5f3ee',
  border: '#9c958b',
  coast: '#8fb0cf',
  label: '#6b645b',
};
export const DARK_MAP: BasemapColors = {
  sea: '#0b1626',
  land: '#1e2633',
  border: '#6b7585',
  coast: '#2b4563',
  label: '#9aa4b2',
};

function labelPlace(f: Feature) {
  let main: Feature = f;
  if (f.geometry.type === 'MultiPolygon') {
    let best = -1;
    for (const coordinates of f.geometry.coordinates) {
      const part: Feature = {
        type: 'Feature',
        properties: null,
        geometry: { type: 'Polygon', coordinates },
      };
      const area = geoArea(part);
      if (area > best) {
        best = area;
        main = part;
      }
    }
  }
  return { centroid: geoCentroid(main), labelBounds: geoBounds(main) };
}

type Countries = Topology<{ countries: GeometryCollection; land: GeometryCollection }>;

function toBasemap(topology: Countries, detail: Basemap['detail']): Basemap {
  const all = feature(topology, topology.objects.countries) as FeatureCollection;
  return {
    detail,
    countries: all.features.map((f) => ({
      feature: f,
      bounds: geoBounds(f),
      name: String((f.properties as { name?: unknown } | null)?.name ?? ''),
      ...labelPlace(f),
    })),
    borders: mesh(topology, topology.objects.countries, (a, b) => a !== b),
    coasts: mesh(topology, topology.objects.countries, (a, b) => a === b),
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
  const shown = map.countries.filter((c) => intersects(c.bounds, visible));
  ctx.beginPath();
  for (const c of shown) path(c.feature);
  ctx.fillStyle = colors.land;
  ctx.fill();
  ctx.beginPath();
  path(map.coasts);
  ctx.strokeStyle = colors.coast;
  ctx.lineWidth = 1;
  ctx.stroke();
  ctx.beginPath();
  path(map.borders);
  ctx.strokeStyle = colors.border;
  ctx.lineWidth = view.zoom >= 5 ? 1.1 : 0.7;
  ctx.setLineDash([5, 3]);
  ctx.stroke();
  ctx.setLineDash([]);
  drawLabels(ctx, shown, projection, view.zoom, colors.label);
}

/** Country names where a country is drawn wide enough to hold one (orientation, not detail). */
function drawLabels(
  ctx: CanvasRenderingContext2D,
  shown: Basemap['countries'],
  projection: (p: [number, number]) => [number, number] | null,
  zoom: number,
  color: string,
) {
  const k = (256 * 2 ** zoom) / 360;
  ctx.font = `500 ${zoom >= 6 ? 13 : 11}px ui-sans-serif, system-ui, sans-serif`;
  ctx.fillStyle = color;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  for (const c of shown) {
    const [[w], [e]] = c.labelBounds;
    const width = (e - w) * k;
    const label = zoom >= 5 ? c.name.toUpperCase() : c.name;
    if (w > e || width < ctx.measureText(label).width + 24) continue;
    const p = projection(c.centroid);
    if (p) ctx.fillText(label, p[0], p[1]);
  }
}

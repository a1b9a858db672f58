import { geoArea, geoBounds, geoCentroid, geoMercator, geoPath } from 'd3-geo';
import type { Feature, FeatureCollection, Geometry } from 'geojson';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { project, TILE, type MapView } from '../canvas/map-view';

// The offline basemap: Natural Earth countries bundled with the app (world-atlas), so the map needs
// no tile server. 110m (39 kB gzip) draws first; 50m (236 kB) follows for country-level detail.
//
// d3-geo projects every line once, at load, into Web Mercator pixels at zoom 0 (antimeridian and
// pole clipping included); a redraw only scales, offsets and thins those points. Projecting the
// 100,000 points of 50m through d3 on every redraw cost 130–500 ms per settled pan.

/** Projected lines (zoom-0 world pixels) in chunks, each with its bounding box for culling. */
interface Chunks {
  /** x, y pairs of every chunk, one after the other. */
  xy: Float64Array;
  /** Chunk i spans points start[i] … start[i + 1] - 1. */
  start: Uint32Array;
  /** west, north, east, south per chunk (x0, y0, x1, y1). */
  box: Float64Array;
  /** Whether a chunk is a closed ring (filled) or an open line. */
  closed: boolean;
}

export interface CountryLabel {
  name: string;
  /** Zoom-0 world pixel of the label: the centre of the largest polygon. */
  x: number;
  y: number;
  /** Width of that polygon in zoom-0 pixels (a name is drawn only where it fits). */
  width: number;
}

export interface Basemap {
  detail: '110m' | '50m';
  land: Chunks;
  borders: Chunks;
  coasts: Chunks;
  labels: CountryLabel[];
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

/** Lines longer than this are split, so a view at city zoom walks only the chunks it shows. */
const CHUNK = 96;

/** A d3 path context that records the projected points into chunks. */
class Recorder {
  private xy: number[] = [];
  private starts: number[] = [];

  constructor(private closed: boolean) {}

  moveTo(x: number, y: number) {
    this.starts.push(this.xy.length / 2);
    this.xy.push(x, y);
  }

  lineTo(x: number, y: number) {
    // Open lines are split into chunks that share their boundary point; rings stay whole (a ring
    // is filled, so it cannot be cut), and are small except for a few continents.
    if (!this.closed && this.xy.length / 2 - this.starts[this.starts.length - 1]! >= CHUNK) {
      const px = this.xy[this.xy.length - 2]!;
      const py = this.xy[this.xy.length - 1]!;
      this.starts.push(this.xy.length / 2);
      this.xy.push(px, py);
    }
    this.xy.push(x, y);
  }

  closePath() {
    // Rings are closed when drawn (trace).
  }

  arc() {
    // geoPath draws points as arcs; the basemap has none.
  }

  done(): Chunks {
    const n = this.starts.length;
    const start = new Uint32Array(n + 1);
    start.set(this.starts);
    start[n] = this.xy.length / 2;
    const xy = Float64Array.from(this.xy);
    const box = new Float64Array(4 * n);
    for (let i = 0; i < n; i++) {
      let x0 = Infinity;
      let y0 = Infinity;
      let x1 = -Infinity;
      let y1 = -Infinity;
      for (let p = start[i]!; p < start[i + 1]!; p++) {
        const x = xy[2 * p]!;
        const y = xy[2 * p + 1]!;
        if (x < x0) x0 = x;
        if (x > x1) x1 = x;
        if (y < y0) y0 = y;
        if (y > y1) y1 = y;
      }
      box.set([x0, y0, x1, y1], 4 * i);
    }
    return { xy, start, box, closed: this.closed };
  }
}

/** Web Mercator at zoom 0, the same as map-view's `project` (world 256 px wide). */
const zoom0 = () =>
  geoMercator()
    .scale(TILE / (2 * Math.PI))
    .translate([TILE / 2, TILE / 2])
    .precision(0);

function record(geometries: (Feature | Geometry)[], closed: boolean): Chunks {
  const recorder = new Recorder(closed);
  const path = geoPath(zoom0(), recorder as unknown as CanvasRenderingContext2D);
  for (const g of geometries) path(g);
  return recorder.done();
}

/** Where a country's name goes: the largest polygon (France's name stays in France). */
function label(f: Feature): CountryLabel | undefined {
  let main: Feature = f;
  if (f.geometry?.type === 'MultiPolygon') {
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
  const [[west], [east]] = geoBounds(main);
  // Crossing the antimeridian (west > east): no label, as before.
  if (west > east) return undefined;
  const [lng, lat] = geoCentroid(main);
  const [x, y] = project(lng, lat, 0);
  return {
    name: String((f.properties as { name?: unknown } | null)?.name ?? ''),
    x,
    y,
    width: ((east - west) / 360) * TILE,
  };
}

type Countries = Topology<{ countries: GeometryCollection; land: GeometryCollection }>;

/** Lets the browser paint between the load's steps (each is tens of ms at 50m). */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function toBasemap(topology: Countries, detail: Basemap['detail']): Promise<Basemap> {
  const all = feature(topology, topology.objects.countries) as FeatureCollection;
  await yieldToBrowser();
  const land = record(all.features, true);
  await yieldToBrowser();
  const borders = record([mesh(topology, topology.objects.countries, (a, b) => a !== b)], false);
  await yieldToBrowser();
  const coasts = record([mesh(topology, topology.objects.countries, (a, b) => a === b)], false);
  await yieldToBrowser();
  const labels = all.features.flatMap((f) => label(f) ?? []);
  return { detail, land, borders, coasts, labels };
}

const loads = new Map<Basemap['detail'], Promise<Basemap>>();

/** Loaded and projected once per session: reopening the map reuses it. */
export function loadBasemap(detail: Basemap['detail']): Promise<Basemap> {
  let load = loads.get(detail);
  if (!load) {
    load = (
      detail === '50m'
        ? import('world-atlas/countries-50m.json')
        : import('world-atlas/countries-110m.json')
    ).then((data) => toBasemap(data.default as unknown as Countries, detail));
    // A failed load (a chunk missing after a deploy) is tried again on the next visit.
    load.catch(() => loads.delete(detail));
    loads.set(detail, load);
  }
  return load;
}

/** Zoom-0 → canvas pixels for a view on a w×h canvas. */
function transformOf(view: MapView, w: number, h: number) {
  const k = 2 ** view.zoom;
  const [cx, cy] = project(view.lng, view.lat, view.zoom);
  return { k, tx: w / 2 - cx, ty: h / 2 - cy };
}

/** Adds the chunks inside the visible zoom-0 box to the current path, thinned to ~half a pixel. */
function trace(
  ctx: CanvasRenderingContext2D,
  c: Chunks,
  t: { k: number; tx: number; ty: number },
  visible: [number, number, number, number],
) {
  const [vx0, vy0, vx1, vy1] = visible;
  const { xy, start, box } = c;
  const { k, tx, ty } = t;
  for (let i = 0; i + 1 < start.length; i++) {
    if (
      box[4 * i]! > vx1 ||
      box[4 * i + 2]! < vx0 ||
      box[4 * i + 1]! > vy1 ||
      box[4 * i + 3]! < vy0
    )
      continue;
    const end = start[i + 1]! - 1;
    let px = xy[2 * start[i]!]! * k + tx;
    let py = xy[2 * start[i]! + 1]! * k + ty;
    ctx.moveTo(px, py);
    for (let p = start[i]! + 1; p <= end; p++) {
      const x = xy[2 * p]! * k + tx;
      const y = xy[2 * p + 1]! * k + ty;
      if (p < end && Math.abs(x - px) < 0.5 && Math.abs(y - py) < 0.5) continue;
      ctx.lineTo(x, y);
      px = x;
      py = y;
    }
    if (c.closed) ctx.closePath();
  }
}

/** Draws the basemap for `view` onto a w×h context (device pixels already scaled). */
export function drawBasemap(
  ctx: CanvasRenderingContext2D,
  map: Basemap,
  view: MapView,
  w: number,
  h: number,
  colors: BasemapColors,
): void {
  ctx.fillStyle = colors.sea;
  ctx.fillRect(0, 0, w, h);
  const t = transformOf(view, w, h);
  const pad = 4;
  const visible: [number, number, number, number] = [
    (-pad - t.tx) / t.k,
    (-pad - t.ty) / t.k,
    (w + pad - t.tx) / t.k,
    (h + pad - t.ty) / t.k,
  ];
  ctx.beginPath();
  trace(ctx, map.land, t, visible);
  ctx.fillStyle = colors.land;
  ctx.fill();
  ctx.beginPath();
  trace(ctx, map.coasts, t, visible);
  ctx.strokeStyle = colors.coast;
  ctx.lineWidth = 1;
  ctx.stroke();
  ctx.beginPath();
  trace(ctx, map.borders, t, visible);
  ctx.strokeStyle = colors.border;
  ctx.lineWidth = view.zoom >= 5 ? 1.1 : 0.7;
  ctx.setLineDash([5, 3]);
  ctx.stroke();
  ctx.setLineDash([]);
  drawLabels(ctx, map.labels, t, view.zoom, colors.label, w, h);
}

/** Country names where a country is drawn wide enough to hold one (orientation, not detail). */
function drawLabels(
  ctx: CanvasRenderingContext2D,
  labels: readonly CountryLabel[],
  t: { k: number; tx: number; ty: number },
  zoom: number,
  color: string,
  w: number,
  h: number,
) {
  ctx.font = `500 ${zoom >= 6 ? 13 : 11}px ui-sans-serif, system-ui, sans-serif`;
  ctx.fillStyle = color;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  for (const l of labels) {
    const x = l.x * t.k + t.tx;
    const y = l.y * t.k + t.ty;
    const width = l.width * t.k;
    // Off-canvas names are skipped before measuring (measureText is the costly part).
    if (x + width / 2 < 0 || x - width / 2 > w || y < -20 || y > h + 20) continue;
    const text = zoom >= 5 ? l.name.toUpperCase() : l.name;
    if (width < ctx.measureText(text).width + 24) continue;
    ctx.fillText(text, x, y);
  }
}

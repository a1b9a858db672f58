// Web Mercator view math: the map's centre and zoom, and pixel ↔ lng/lat. Zoom z draws the
// world 256·2^z pixels wide, like tile maps, so zoom levels feel familiar and cluster at integers.

export const TILE = 256;
export const MIN_ZOOM = 1;
export const MAX_ZOOM = 16;
const MAX_LAT = 85.05113;

export interface MapView {
  lng: number;
  lat: number;
  zoom: number;
}

export interface Bounds {
  west: number;
  south: number;
  east: number;
  north: number;
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
export const clampZoom = (z: number) => clamp(z, MIN_ZOOM, MAX_ZOOM);

/** World pixel of a point at zoom z. */
export function project(lng: number, lat: number, zoom: number): [number, number] {
  const size = TILE * 2 ** zoom;
  const phi = (clamp(lat, -MAX_LAT, MAX_LAT) * Math.PI) / 180;
  const x = ((lng + 180) / 360) * size;
  const y = (0.5 - Math.log(Math.tan(Math.PI / 4 + phi / 2)) / (2 * Math.PI)) * size;
  return [x, y];
}

export function unproject(x: number, y: number, zoom: number): [number, number] {
  const size = TILE * 2 ** zoom;
  const lng = (x / size) * 360 - 180;
  const lat = (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / size))) * 180) / Math.PI;
  return [lng, lat];
}

/** Screen pixel (canvas of w×h) of a point. */
export function toScreen(view: MapView, w: number, h: number, lng: number, lat: number) {
  const [cx, cy] = project(view.lng, view.lat, view.zoom);
  const [x, y] = project(lng, lat, view.zoom);
  return [x - cx + w / 2, y - cy + h / 2] as [number, number];
}

export function fromScreen(view: MapView, w: number, h: number, sx: number, sy: number) {
  const [cx, cy] = project(view.lng, view.lat, view.zoom);
  return unproject(cx + sx - w / 2, cy + sy - h / 2, view.zoom);
}

function normalize(view: MapView): MapView {
  const lng = ((((view.lng + 180) % 360) + 360) % 360) - 180;
  return { lng, lat: clamp(view.lat, -MAX_LAT, MAX_LAT), zoom: clampZoom(view.zoom) };
}

/** The view moved by (dx, dy) screen pixels (content follows the pointer). */
export function panBy(view: MapView, dx: number, dy: number): MapView {
  const [cx, cy] = project(view.lng, view.lat, view.zoom);
  const [lng, lat] = unproject(cx - dx, cy - dy, view.zoom);
  return normalize({ lng, lat, zoom: view.zoom });
}

/** Zoom to `zoom` keeping the point under screen (sx, sy) where it is. */
export function zoomAround(
  view: MapView,
  w: number,
  h: number,
  zoom: number,
  sx = w / 2,
  sy = h / 2,
): MapView {
  const z = clampZoom(zoom);
  const [lng, lat] = fromScreen(view, w, h, sx, sy);
  const [px, py] = project(lng, lat, z);
  const [clng, clat] = unproject(px - sx + w / 2, py - sy + h / 2, z);
  return normalize({ lng: clng, lat: clat, zoom: z });
}

/** The view showing `b` inside w×h with `pad` pixels around, zoomed in at most to maxZoom. */
export function fitBounds(b: Bounds, w: number, h: number, pad = 40, maxZoom = 13): MapView {
  const [x0, y1] = project(b.west, b.south, 0);
  const [x1, y0] = project(b.east, b.north, 0);
  const zx = Math.log2(Math.max(1, w - 2 * pad) / Math.max(x1 - x0, 1e-9));
  const zy = Math.log2(Math.max(1, h - 2 * pad) / Math.max(y1 - y0, 1e-9));
  const zoom = clampZoom(Math.min(zx, zy, maxZoom));
  const [lng, lat] = unproject((x0 + x1) / 2, (y0 + y1) / 2, 0);
  return normalize({ lng, lat, zoom });
}

/** What the view shows, as lng/lat bounds (for clustering and culling). */
export function viewBounds(view: MapView, w: number, h: number): Bounds {
  const [west, north] = fromScreen(view, w, h, 0, 0);
  const [east, south] = fromScreen(view, w, h, w, h);
  return { west, south, east, north };
}

/** Bounds of points, or undefined for none. */
export function boundsOf(points: Iterable<{ lng: number; lat: number }>): Bounds | undefined {
  let b: Bounds | undefined;
  for (const p of points) {
    if (!b) b = { west: p.lng, east: p.lng, south: p.lat, north: p.lat };
    else {
      if (p.lng < b.west) b.west = p.lng;
      if (p.lng > b.east) b.east = p.lng;
      if (p.lat < b.south) b.south = p.lat;
      if (p.lat > b.north) b.north = p.lat;
    }
  }
  return b;
}

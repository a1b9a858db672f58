import { describe, expect, it } from 'vitest';
import {
  MAX_ZOOM,
  boundsOf,
  fitBounds,
  fromScreen,
  panBy,
  project,
  toScreen,
  unproject,
  viewBounds,
  zoomAround,
} from './map-view';

describe('map view math', () => {
  it.each<[number, number]>([
    [4.9041, 52.3676],
    [-79.38, 43.65],
    [138.6, -34.93],
    [0, 0],
  ])('project/unproject round-trips (%d, %d)', (lng, lat) => {
    const [x, y] = project(lng, lat, 7.3);
    const [lng2, lat2] = unproject(x, y, 7.3);
    expect(lng2).toBeCloseTo(lng, 9);
    expect(lat2).toBeCloseTo(lat, 9);
  });

  it('zoom 0 draws the world 256 px wide, centred on (0, 0)', () => {
    expect(project(0, 0, 0)).toEqual([128, 128]);
    expect(project(180, 0, 1)[0]).toBe(512);
  });

  const view = { lng: 5, lat: 52, zoom: 7 };

  it('the centre is the middle of the screen, and screen ↔ lng/lat agree', () => {
    expect(toScreen(view, 800, 600, 5, 52)).toEqual([400, 300]);
    const [lng, lat] = fromScreen(view, 800, 600, 123, 456);
    const [sx, sy] = toScreen(view, 800, 600, lng, lat);
    expect(sx).toBeCloseTo(123, 6);
    expect(sy).toBeCloseTo(456, 6);
  });

  it('panning moves the content with the pointer', () => {
    const moved = panBy(view, 100, -50);
    const [sx, sy] = toScreen(moved, 800, 600, 5, 52);
    expect(sx).toBeCloseTo(500, 6);
    expect(sy).toBeCloseTo(250, 6);
  });

  it('zooming around a point keeps that point under the pointer, within the zoom limits', () => {
    const [lng, lat] = fromScreen(view, 800, 600, 600, 100);
    const zoomed = zoomAround(view, 800, 600, 9, 600, 100);
    expect(zoomed.zoom).toBe(9);
    const [sx, sy] = toScreen(zoomed, 800, 600, lng, lat);
    expect(sx).toBeCloseTo(600, 6);
    expect(sy).toBeCloseTo(100, 6);
    expect(zoomAround(view, 800, 600, 40).zoom).toBe(MAX_ZOOM);
  });

  it('fitting bounds shows all of them, and a single point zooms in only to the limit', () => {
    const b = { west: 3.2, south: 49.5, east: 13.4, north: 54.3 };
    const fit = fitBounds(b, 1000, 700, 40);
    const shown = viewBounds(fit, 1000, 700);
    expect(shown.west).toBeLessThanOrEqual(b.west);
    expect(shown.east).toBeGreaterThanOrEqual(b.east);
    expect(shown.south).toBeLessThanOrEqual(b.south);
    expect(shown.north).toBeGreaterThanOrEqual(b.north);
    expect(fit.zoom).toBeGreaterThan(5);
    expect(fitBounds({ west: 5, east: 5, south: 52, north: 52 }, 800, 600, 40, 13).zoom).toBe(13);
  });

  it('boundsOf spans the points', () => {
    expect(
      boundsOf([
        { lng: 5, lat: 52 },
        { lng: 3, lat: 53 },
      ]),
    ).toEqual({ west: 3, east: 5, south: 52, north: 53 });
    expect(boundsOf([])).toBeUndefined();
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { drawBasemap, LIGHT_MAP, loadBasemap } from './basemap';
import { project } from '../canvas/map-view';

/** A 2D context that only counts what is drawn. */
function countingContext() {
  const calls = { moveTo: 0, lineTo: 0, fillText: [] as string[] };
  const ctx = {
    moveTo: () => void calls.moveTo++,
    lineTo: () => void calls.lineTo++,
    fillText: (t: string) => void calls.fillText.push(t),
    measureText: (t: string) => ({ width: t.length * 7 }),
    beginPath() {},
    closePath() {},
    fill() {},
    stroke() {},
    fillRect() {},
    setLineDash() {},
  };
  return { ctx: ctx as unknown as CanvasRenderingContext2D, calls };
}

describe('basemap', () => {
  it('is projected once into zoom-0 pixels, the same Mercator as the map view', async () => {
    const map = await loadBasemap('110m');
    const nl = map.labels.find((l) => l.name === 'Netherlands')!;
    const [x, y] = project(5.5, 52.2, 0);
    expect(Math.abs(nl.x - x)).toBeLessThan(0.5);
    expect(Math.abs(nl.y - y)).toBeLessThan(0.5);
    // Every point lies in the world square (poles and antimeridian clipped by d3).
    expect(Math.min(...map.land.xy)).toBeGreaterThanOrEqual(-1e-6);
    expect(Math.max(...map.land.xy)).toBeLessThanOrEqual(256 + 1e-6);
  });

  it('draws only what the view shows: a country view walks a fraction of the points', async () => {
    const map = await loadBasemap('110m');
    const world = countingContext();
    drawBasemap(world.ctx, map, { lng: 0, lat: 20, zoom: 1 }, 800, 600, LIGHT_MAP);
    const country = countingContext();
    drawBasemap(country.ctx, map, { lng: 5.5, lat: 52.2, zoom: 8 }, 800, 600, LIGHT_MAP);
    expect(world.calls.lineTo).toBeGreaterThan(1000);
    expect(country.calls.lineTo).toBeLessThan(world.calls.lineTo / 5);
    expect(country.calls.lineTo).toBeGreaterThan(0);
    expect(world.calls.fillText).toContain('Canada');
    expect(country.calls.fillText).toEqual(['NETHERLANDS']);
  });
});

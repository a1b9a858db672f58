import { DARK_MAP, LIGHT_MAP, type Basemap } from '../basemap/basemap';
import type { SiteClusters } from '../sites/site-clusters';
import type { MapRenderer } from './map-renderer';
import type { MapView } from './map-view';

// One frame of the fleet map: the basemap (redrawn once the view settles), the sites on top, and
// what tools, tests and the bench read of the frame (data-* on the region, performance marks).

const SETTLE_MS = 140;

export interface FrameInput {
  clusters: SiteClusters | undefined;
  selected: number | undefined;
  map: Basemap | undefined;
  dark: boolean;
  complete: boolean;
  formatCount: (n: number) => string;
}

export interface FrameTarget {
  canvas: HTMLCanvasElement | null;
  region: HTMLDivElement | null;
  renderer: MapRenderer;
  view: () => MapView;
  size: { w: number; h: number; dpr: number };
  settleTimer: { current: number | undefined };
  request: () => void;
}

export function paintMapFrame(t: FrameTarget, input: FrameInput): void {
  const ctx = t.canvas?.getContext('2d');
  if (!ctx) return;
  const { w, h, dpr } = t.size;
  const { clusters: c, selected, map: m, renderer } = { ...input, renderer: t.renderer };
  const colors = input.dark ? DARK_MAP : LIGHT_MAP;
  const v = t.view();
  performance.mark('map-frame-start');
  const key = m ? `${m.detail}|${colors.sea}` : '';
  if (m && (renderer.stale(v) || renderer.basemapKey() !== key)) {
    window.clearTimeout(t.settleTimer.current);
    const render = () => renderer.renderBasemap(m, t.view(), w, h, dpr, colors);
    // While the view moves, the last bitmap is shifted/scaled; it is redrawn once it settles.
    if (renderer.basemapKey() !== key) render();
    else t.settleTimer.current = window.setTimeout(() => (render(), t.request()), SETTLE_MS);
  }
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  renderer.draw(ctx, v, w, h, colors.sea, c, selected, input.formatCount);
  performance.measure('map-frame', 'map-frame-start');
  if (t.region) {
    t.region.dataset.zoom = v.zoom.toFixed(2);
    t.region.dataset.center = `${v.lng.toFixed(4)},${v.lat.toFixed(4)}`;
    // Where the first clusters are drawn (screen px): lets tools and tests click one.
    t.region.dataset.clusters = JSON.stringify(
      renderer.drawn
        .filter((d) => d.clusterId !== undefined && d.x > 0 && d.y > 0 && d.x < w && d.y < h)
        .slice(0, 20)
        .map((d) => [Math.round(d.x), Math.round(d.y), d.units]),
    );
  }
  const once = (name: string) => {
    if (!performance.getEntriesByName(name).length) performance.mark(name);
  };
  if (c && m) once('map-first-draw');
  // Complete: every unit and a basemap (a bench mark: data complete → this frame).
  if (c && m && input.complete) once('map-complete-draw');
}

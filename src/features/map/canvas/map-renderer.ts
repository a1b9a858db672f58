import type { HealthClass } from '@/domain/equipment/equipment-state';
import { drawBasemap, type Basemap, type BasemapColors } from '../basemap/basemap';
import type { MapMark, SiteClusters } from '../sites/site-clusters';
import { toScreen, viewBounds, type MapView } from './map-view';

// Draws one frame: the cached basemap bitmap (re-rendered only when the view settles, so a pan or
// zoom frame is one drawImage) and the cluster marks on top. No DOM node per unit or per site.

/** Fill and text colour per health class; text keeps ≥ 4.5:1 on its fill. */
export const MARK_COLORS: Record<HealthClass, { fill: string; text: string }> = {
  ok: { fill: '#047857', text: '#ffffff' },
  busy: { fill: '#0369a1', text: '#ffffff' },
  attention: { fill: '#f59e0b', text: '#1c1917' },
  fault: { fill: '#b91c1c', text: '#ffffff' },
  offline: { fill: '#475569', text: '#ffffff' },
  unknown: { fill: '#6d28d9', text: '#ffffff' },
};

export interface DrawnMark extends MapMark {
  x: number;
  y: number;
  r: number;
}

const MARGIN = 256;

export class MapRenderer {
  private cache = document.createElement('canvas');
  private cacheView: MapView | undefined;
  private cacheKey = '';
  drawn: DrawnMark[] = [];

  /** True when the basemap bitmap no longer matches the view (re-render once it settles). */
  stale(view: MapView): boolean {
    const v = this.cacheView;
    return !v || v.zoom !== view.zoom || v.lng !== view.lng || v.lat !== view.lat;
  }

  renderBasemap(
    map: Basemap,
    view: MapView,
    w: number,
    h: number,
    dpr: number,
    colors: BasemapColors,
  ) {
    const cw = w + 2 * MARGIN;
    const ch = h + 2 * MARGIN;
    this.cache.width = Math.round(cw * dpr);
    this.cache.height = Math.round(ch * dpr);
    const ctx = this.cache.getContext('2d');
    if (!ctx) return;
    performance.mark('map-basemap-start');
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    drawBasemap(ctx, map, view, cw, ch, colors);
    this.cacheView = view;
    this.cacheKey = `${map.detail}|${colors.sea}`;
    performance.measure('map-basemap', 'map-basemap-start');
  }

  basemapKey(): string {
    return this.cacheKey;
  }

  draw(
    ctx: CanvasRenderingContext2D,
    view: MapView,
    w: number,
    h: number,
    sea: string,
    clusters: SiteClusters | undefined,
    selected: number | undefined,
    /** A mark's unit count as text, in the language on screen ("1,234" / "1.234"). */
    formatCount: (n: number) => string = (n) => n.toLocaleString('en-US'),
  ): void {
    ctx.fillStyle = sea;
    ctx.fillRect(0, 0, w, h);
    const v = this.cacheView;
    if (v) {
      const k = 2 ** (view.zoom - v.zoom);
      const [sx, sy] = toScreen(view, w, h, v.lng, v.lat);
      const cw = w + 2 * MARGIN;
      const ch = h + 2 * MARGIN;
      ctx.drawImage(this.cache, sx - (cw / 2) * k, sy - (ch / 2) * k, cw * k, ch * k);
    }
    this.drawn = clusters ? this.drawMarks(ctx, view, w, h, clusters, selected, formatCount) : [];
  }

  private drawMarks(
    ctx: CanvasRenderingContext2D,
    view: MapView,
    w: number,
    h: number,
    clusters: SiteClusters,
    selected: number | undefined,
    formatCount: (n: number) => string,
  ): DrawnMark[] {
    const pad = 40;
    const b = viewBounds(view, w + 2 * pad, h + 2 * pad);
    const drawn: DrawnMark[] = [];
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    for (const m of clusters.marks(b, view.zoom)) {
      const [x, y] = toScreen(view, w, h, m.lng, m.lat);
      const digits = String(m.units).length;
      const r = m.clusterId === undefined ? 9 + 3 * digits : 12 + 3.5 * digits;
      const c = MARK_COLORS[m.worst];
      ctx.beginPath();
      ctx.arc(x, y, r + 3, 0, 2 * Math.PI);
      ctx.fillStyle =
        m.clusterId === undefined ? 'rgba(255,255,255,0.9)' : 'rgba(255,255,255,0.55)';
      ctx.fill();
      ctx.beginPath();
      ctx.arc(x, y, r, 0, 2 * Math.PI);
      ctx.fillStyle = c.fill;
      ctx.fill();
      if (m.site !== undefined && m.site === selected) {
        ctx.lineWidth = 3;
        ctx.strokeStyle = '#f59e0b';
        ctx.beginPath();
        ctx.arc(x, y, r + 6, 0, 2 * Math.PI);
        ctx.stroke();
      }
      ctx.fillStyle = c.text;
      ctx.font = `600 ${digits > 4 ? 11 : 12}px ui-sans-serif, system-ui, sans-serif`;
      ctx.fillText(formatCount(m.units), x, y + 0.5);
      drawn.push({ ...m, x, y, r });
    }
    return drawn;
  }

  /** The mark under a screen point, topmost first. */
  hit(x: number, y: number): DrawnMark | undefined {
    for (let i = this.drawn.length - 1; i >= 0; i--) {
      const m = this.drawn[i]!;
      if ((m.x - x) ** 2 + (m.y - y) ** 2 <= (m.r + 4) ** 2) return m;
    }
    return undefined;
  }
}

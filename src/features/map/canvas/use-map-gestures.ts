import { useEffect, type RefObject } from 'react';
import { panBy, zoomAround, type MapView } from './map-view';

export interface GestureTarget {
  view: () => MapView;
  size: () => { w: number; h: number };
  setView: (next: MapView) => void;
  /** A click (no drag) at a canvas point. */
  onTap: (x: number, y: number) => void;
  onHover: (x: number, y: number) => void;
}

/** Drag to pan, wheel and pinch to zoom, tap to pick: pointer events on the canvas. */
export function useMapGestures(canvas: RefObject<HTMLCanvasElement | null>, t: GestureTarget) {
  useEffect(() => {
    const el = canvas.current;
    if (!el) return;
    const pointers = new Map<number, { x: number; y: number }>();
    let moved = 0;
    let pinch: { dist: number; zoom: number } | undefined;
    const local = (e: { clientX: number; clientY: number }) => {
      const r = el.getBoundingClientRect();
      return { x: e.clientX - r.left, y: e.clientY - r.top };
    };
    const spread = () => {
      const [a, b] = [...pointers.values()];
      return a && b
        ? { d: Math.hypot(a.x - b.x, a.y - b.y), mx: (a.x + b.x) / 2, my: (a.y + b.y) / 2 }
        : undefined;
    };
    const down = (e: PointerEvent) => {
      el.setPointerCapture(e.pointerId);
      pointers.set(e.pointerId, local(e));
      moved = pointers.size > 1 ? 99 : 0;
      const s = spread();
      pinch = s ? { dist: s.d, zoom: t.view().zoom } : undefined;
    };
    const move = (e: PointerEvent) => {
      const p = local(e);
      const last = pointers.get(e.pointerId);
      if (!last) return t.onHover(p.x, p.y);
      pointers.set(e.pointerId, p);
      const { w, h } = t.size();
      if (pinch) {
        const s = spread();
        if (s && s.d > 0)
          t.setView(
            zoomAround(t.view(), w, h, pinch.zoom + Math.log2(s.d / pinch.dist), s.mx, s.my),
          );
        return;
      }
      moved += Math.abs(p.x - last.x) + Math.abs(p.y - last.y);
      if (moved > 4) t.setView(panBy(t.view(), p.x - last.x, p.y - last.y));
    };
    const up = (e: PointerEvent) => {
      const p = local(e);
      const wasTap = pointers.size === 1 && moved <= 4;
      pointers.delete(e.pointerId);
      if (pointers.size < 2) pinch = undefined;
      if (wasTap && e.type === 'pointerup') t.onTap(p.x, p.y);
    };
    const wheel = (e: WheelEvent) => {
      e.preventDefault();
      const p = local(e);
      const { w, h } = t.size();
      const step = e.deltaMode === 1 ? e.deltaY * 16 : e.deltaY;
      const v = t.view();
      t.setView(zoomAround(v, w, h, v.zoom - step / 300, p.x, p.y));
    };
    el.addEventListener('pointerdown', down);
    el.addEventListener('pointermove', move);
    el.addEventListener('pointerup', up);
    el.addEventListener('pointercancel', up);
    el.addEventListener('wheel', wheel, { passive: false });
    return () => {
      el.removeEventListener('pointerdown', down);
      el.removeEventListener('pointermove', move);
      el.removeEventListener('pointerup', up);
      el.removeEventListener('pointercancel', up);
      el.removeEventListener('wheel', wheel);
    };
  }, [canvas, t]);
}

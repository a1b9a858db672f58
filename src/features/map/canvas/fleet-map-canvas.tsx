import { useCallback, useEffect, useMemo, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { DARK_MAP, LIGHT_MAP } from '../basemap/basemap';
import { MapRenderer } from './map-renderer';
import { MapControls } from './map-controls';
import { clampZoom, fitBounds, panBy, zoomAround, type Bounds, type MapView } from './map-view';
import type { SiteClusters } from '../sites/site-clusters';
import { useBasemap } from '../basemap/use-basemap';
import { useMapGestures } from './use-map-gestures';
import { messages } from './messages';
import { useIsDark } from '@/lib/theme';

export interface MapFocus {
  lng: number;
  lat: number;
  /** Changes on every request, so focusing the same site twice still moves the map. */
  token: number;
}

interface Props {
  clusters: SiteClusters | undefined;
  /** Where the fleet is: the view fits it on open and on "Fit to fleet". */
  fleetBounds: Bounds | undefined;
  focus: MapFocus | undefined;
  selected: number | undefined;
  onOpenSite: (site: number) => void;
  /** Every unit has arrived: the next frame is the complete map (a performance mark for the bench). */
  complete: boolean;
  /** Drawn over the map (the site popover). */
  children?: ReactNode;
}

const EUROPE: MapView = { lng: 7, lat: 51.5, zoom: 5 };
const SETTLE_MS = 140;

/** The canvas map: basemap + clustered sites, pan/zoom by pointer, wheel, pinch and keys. */
export function FleetMapCanvas({
  clusters,
  fleetBounds,
  focus,
  selected,
  onOpenSite,
  complete,
  children,
}: Props) {
  const intl = useIntl();
  const box = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const renderer = useMemo(() => new MapRenderer(), []);
  const view = useRef<MapView>(EUROPE);
  const size = useRef({ w: 0, h: 0, dpr: 1 });
  const fitted = useRef(false);
  const settleTimer = useRef<number | undefined>(undefined);
  const frame = useRef(0);
  const { map, failed } = useBasemap();
  const dark = useIsDark();
  const formatCount = useCallback((n: number) => intl.formatNumber(n), [intl]);
  const latest = useRef({ clusters, selected, map, dark, onOpenSite, complete, formatCount });
  useEffect(() => {
    latest.current = { clusters, selected, map, dark, onOpenSite, complete, formatCount };
  });

  const paintRef = useRef<() => void>(() => undefined);
  const request = useCallback(() => {
    if (!frame.current) frame.current = requestAnimationFrame(() => paintRef.current());
  }, []);
  useEffect(() => {
    paintRef.current = () => {
      frame.current = 0;
      const el = canvas.current;
      const ctx = el?.getContext('2d');
      if (!el || !ctx) return;
      const { w, h, dpr } = size.current;
      const { clusters: c, selected: sel, map: m, dark: d } = latest.current;
      const colors = d ? DARK_MAP : LIGHT_MAP;
      const v = view.current;
      performance.mark('map-frame-start');
      const key = m ? `${m.detail}|${colors.sea}` : '';
      if (m && (renderer.stale(v) || renderer.basemapKey() !== key)) {
        window.clearTimeout(settleTimer.current);
        const render = () => renderer.renderBasemap(m, view.current, w, h, dpr, colors);
        // While the view moves, the last bitmap is shifted/scaled; it is redrawn once it settles.
        if (renderer.basemapKey() !== key) render();
        else settleTimer.current = window.setTimeout(() => (render(), request()), SETTLE_MS);
      }
      ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
      renderer.draw(ctx, v, w, h, colors.sea, c, sel, latest.current.formatCount);
      performance.measure('map-frame', 'map-frame-start');
      const region = box.current;
      if (region) {
        region.dataset.zoom = v.zoom.toFixed(2);
        region.dataset.center = `${v.lng.toFixed(4)},${v.lat.toFixed(4)}`;
        // Where the first clusters are drawn (screen px): lets tools and tests click one.
        region.dataset.clusters = JSON.stringify(
          renderer.drawn
            .filter((d) => d.clusterId !== undefined && d.x > 0 && d.y > 0 && d.x < w && d.y < h)
            .slice(0, 20)
            .map((d) => [Math.round(d.x), Math.round(d.y), d.units]),
        );
      }
      if (c && m && !performance.getEntriesByName('map-first-draw').length)
        performance.mark('map-first-draw');
      // Complete: every unit and a basemap (a bench mark: data complete → this frame).
      if (
        c &&
        m &&
        latest.current.complete &&
        !performance.getEntriesByName('map-complete-draw').length
      )
        performance.mark('map-complete-draw');
    };
  });

  const setView = useCallback(
    (next: MapView) => {
      view.current = next;
      request();
    },
    [request],
  );

  const fit = useCallback(() => {
    const { w, h } = size.current;
    if (fleetBounds && w > 0) setView(fitBounds(fleetBounds, w, h, Math.min(48, w / 8)));
  }, [fleetBounds, setView]);

  // Size: the canvas follows its box, in device pixels for sharp text.
  useEffect(() => {
    const el = canvas.current;
    const parent = box.current;
    if (!el || !parent) return;
    const resize = () => {
      const dpr = Math.min(window.devicePixelRatio || 1, 2);
      const w = parent.clientWidth;
      const h = parent.clientHeight;
      size.current = { w, h, dpr };
      el.width = Math.round(w * dpr);
      el.height = Math.round(h * dpr);
      renderer.stale(view.current);
      if (!fitted.current && fleetBounds) {
        fitted.current = true;
        fit();
      }
      request();
    };
    const observer = new ResizeObserver(resize);
    observer.observe(parent);
    resize();
    return () => observer.disconnect();
  }, [renderer, request, fit, fleetBounds]);

  useEffect(() => {
    if (!fitted.current && fleetBounds && size.current.w > 0) {
      fitted.current = true;
      fit();
    }
  }, [fleetBounds, fit]);

  useEffect(() => {
    if (!focus) return;
    // Close enough to split the site from its neighbours; on wide maps the site sits right of the
    // popover (which covers the left edge).
    const { w } = size.current;
    const centred = { lng: focus.lng, lat: focus.lat, zoom: Math.max(view.current.zoom, 10) };
    setView(w >= 640 ? panBy(centred, 180, 0) : centred);
  }, [focus, setView]);

  useEffect(request, [request, clusters, selected, map, dark, complete, formatCount]);
  useEffect(
    () => () => {
      cancelAnimationFrame(frame.current);
      window.clearTimeout(settleTimer.current);
    },
    [],
  );

  const gestures = useMemo(
    () => ({
      view: () => view.current,
      size: () => size.current,
      setView,
      onTap: (x: number, y: number) => {
        const hit = renderer.hit(x, y);
        if (!hit) return;
        if (hit.site !== undefined) latest.current.onOpenSite(hit.site);
        else if (hit.clusterId !== undefined && latest.current.clusters) {
          const z = latest.current.clusters.expansionZoom(hit.clusterId);
          setView({
            lng: hit.lng,
            lat: hit.lat,
            zoom: clampZoom(Math.max(z, view.current.zoom + 1)),
          });
        }
      },
      onHover: (x: number, y: number) => {
        if (canvas.current) canvas.current.style.cursor = renderer.hit(x, y) ? 'pointer' : 'grab';
      },
    }),
    [renderer, setView],
  );
  useMapGestures(canvas, gestures);

  const zoomBy = (dz: number) => {
    const { w, h } = size.current;
    setView(zoomAround(view.current, w, h, view.current.zoom + dz));
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const step = 100;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [step, 0],
      ArrowRight: [-step, 0],
      ArrowUp: [0, step],
      ArrowDown: [0, -step],
    };
    const move = moves[e.key];
    if (move) setView(panBy(view.current, move[0], move[1]));
    else if (e.key === '+' || e.key === '=') zoomBy(1);
    else if (e.key === '-' || e.key === '_') zoomBy(-1);
    else if (e.key === '0' || e.key === 'Home') fit();
    else return;
    e.preventDefault();
  };

  return (
    <div className="relative h-[55vh] min-h-[320px] overflow-hidden rounded-lg border border-line sm:h-[62vh]">
      <div
        ref={box}
        role="region"
        aria-label={intl.formatMessage(messages.region)}
        aria-describedby="fleet-map-help"
        tabIndex={0}
        onKeyDown={onKeyDown}
        className="absolute inset-0 touch-none outline-none focus-visible:ring-2 focus-visible:ring-accent-line focus-visible:ring-inset"
      >
        <canvas ref={canvas} className="block h-full w-full cursor-grab" aria-hidden />
      </div>
      <p id="fleet-map-help" className="sr-only">
        {intl.formatMessage(messages.help)}
      </p>
      {children}
      <MapControls onZoomIn={() => zoomBy(1)} onZoomOut={() => zoomBy(-1)} onFit={fit} />
      {failed && (
        <p className="absolute bottom-2 left-2 rounded bg-surface/90 px-2 py-1 text-xs">
          {intl.formatMessage(messages.basemapFailed)}
        </p>
      )}
      <p className="pointer-events-none absolute right-1 bottom-1 rounded bg-surface/80 px-1.5 text-[10px] text-fg-soft">
        {intl.formatMessage(messages.attribution)}
      </p>
    </div>
  );
}

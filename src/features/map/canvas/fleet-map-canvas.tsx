import { useCallback, useEffect, useMemo, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { MapRenderer } from './map-renderer';
import { MapControls } from './map-controls';
import { clampZoom, fitBounds, panBy, zoomAround, type Bounds, type MapView } from './map-view';
import type { SiteClusters } from '../sites/site-clusters';
import { useBasemap } from '../basemap/use-basemap';
import { useMapGestures } from './use-map-gestures';
import { messages } from './messages';
import { mapKeyAction } from './map-keys';
import { useMapFrame } from './use-map-frame';
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
  const fitted = useRef(false);
  const { map, failed } = useBasemap();
  const dark = useIsDark();
  const formatCount = useCallback((n: number) => intl.formatNumber(n), [intl]);
  const latest = useRef({ clusters, selected, map, dark, onOpenSite, complete, formatCount });
  useEffect(() => {
    latest.current = { clusters, selected, map, dark, onOpenSite, complete, formatCount };
  });
  const view = useRef<MapView>(EUROPE);
  const size = useRef({ w: 0, h: 0, dpr: 1 });
  const { request, setView } = useMapFrame(canvas, box, renderer, latest, view, size);

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
    const action = mapKeyAction(e.key);
    if (!action) return;
    if (action === 'fit') fit();
    else if ('zoom' in action) zoomBy(action.zoom);
    else setView(panBy(view.current, ...action.pan));
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

import { useCallback, useEffect, useRef, type RefObject } from 'react';
import type { MapRenderer } from './map-renderer';
import type { MapView } from './map-view';
import { paintMapFrame, type FrameInput } from './paint-map-frame';

// The map's frame loop: a change of the view (or of what is drawn) asks for one frame
// (requestAnimationFrame), which paints what `latest` holds then.

export function useMapFrame(
  canvas: RefObject<HTMLCanvasElement | null>,
  box: RefObject<HTMLDivElement | null>,
  renderer: MapRenderer,
  latest: RefObject<FrameInput>,
  viewRef: RefObject<MapView>,
  sizeRef: RefObject<{ w: number; h: number; dpr: number }>,
) {
  const settleTimer = useRef<number | undefined>(undefined);
  const frame = useRef(0);
  const paintRef = useRef<() => void>(() => undefined);
  const request = useCallback(() => {
    if (!frame.current) frame.current = requestAnimationFrame(() => paintRef.current());
  }, []);
  useEffect(() => {
    paintRef.current = () => {
      frame.current = 0;
      const target = {
        canvas: canvas.current,
        region: box.current,
        renderer,
        size: sizeRef.current,
      };
      paintMapFrame(
        { ...target, view: () => viewRef.current, settleTimer, request },
        latest.current,
      );
    };
  });
  useEffect(
    () => () => {
      cancelAnimationFrame(frame.current);
      window.clearTimeout(settleTimer.current);
    },
    [],
  );
  const setView = useCallback(
    (next: MapView) => {
      viewRef.current = next;
      request();
    },
    [request, viewRef],
  );
  return { request, setView };
}

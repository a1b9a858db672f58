import { useEffect, useState } from 'react';

/**
 * `value`, updated only after the next frame has painted: the map draws first, and what follows
 * (the sites table, the filter menus) renders in its own task. Not useDeferredValue: a deferred
 * render restarts on every urgent update, and a 100,000-unit fleet streaming in sends one every
 * few hundred ms, so the table's render was restarted again and again and never finished.
 */
export function useAfterPaint<T>(value: T): T {
  const [shown, setShown] = useState(value);
  useEffect(() => {
    let timer: number | undefined;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => setShown(() => value));
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [value]);
  return shown;
}

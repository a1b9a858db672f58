import { useEffect, useState } from 'react';
import { loadBasemap, type Basemap } from './basemap';

/**
 * Starts loading the coarse basemap while the fleet still loads, so the first draw has one. Not
 * the detailed one: decoding 50m on the main thread then delays the fleet data itself.
 */
export function preloadBasemap(): void {
  loadBasemap('110m').catch(() => undefined);
}

/** The coarse basemap first (fast first draw), then the detailed one; undefined until loaded. */
export function useBasemap(): { map: Basemap | undefined; failed: boolean } {
  const [map, setMap] = useState<Basemap>();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let alive = true;
    let detailed = false;
    loadBasemap('110m')
      .then((m) => {
        if (alive && !detailed) setMap(m);
      })
      .catch(() => alive && setFailed(true));
    loadBasemap('50m')
      .then((m) => {
        detailed = true;
        if (alive) setMap(m);
      })
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, []);
  return { map, failed };
}

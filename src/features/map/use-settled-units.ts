import { useEffect, useState } from 'react';
import type { FleetUnit } from '@/domain/fleet/fleet-unit';

const STREAM_STEP_MS = 2000;

/**
 * The units the map folds over: while a big fleet streams in by snapshots, at most one snapshot
 * per 2 s (grouping and clustering 100,000 units per snapshot would cost more than the stream);
 * the complete list at once.
 */
export function useSettledUnits(units: readonly FleetUnit[], complete: boolean) {
  const [shown, setShown] = useState(units);
  const [shownAt, setShownAt] = useState(0);
  useEffect(() => {
    if (units === shown) return;
    const due = complete ? 0 : Math.max(0, shownAt + STREAM_STEP_MS - Date.now());
    const t = window.setTimeout(() => {
      setShown(units);
      setShownAt(Date.now());
    }, due);
    return () => window.clearTimeout(t);
  }, [units, shown, shownAt, complete]);
  return complete ? units : shown;
}

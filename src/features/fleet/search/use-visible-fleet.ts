import { useMemo } from 'react';
import type { HealthClass } from '@/domain/equipment/equipment-state';
import type { FleetRow } from '../table/fleet-row';
import { EMPTY_VIEW, type FleetView } from '@/domain/fleet/fleet-view';
import {
  filterOrderIncremental,
  sortIncremental,
  type FilterResult,
  type SortResult,
} from './fleet-query';

// The fleet list's rows in view: sorted, then filtered, each pass starting from the last one (a
// further page, a poll or the next keystroke costs only what changed).

/** The last sort per sort column, which the next rows (a further page, a poll) start from. */
const lastSort = new Map<string, SortResult>();
/** The last filter result per sort order, so the next keystroke can narrow it (a cache, not state). */
const lastFilter = new WeakMap<Int32Array, FilterResult>();

/** Indices into `rows` in display order, for `view` with the search text `q`. */
export function useVisibleFleet(rows: readonly FleetRow[], view: FleetView, q: string): Int32Array {
  const { id: sortId, desc } = view.sort;
  const order = useMemo(() => {
    const next = sortIncremental(rows, { id: sortId, desc }, lastSort.get(sortId));
    lastSort.set(sortId, next);
    return next.order;
  }, [rows, sortId, desc]);
  const healthKey = view.health.join(',');
  const { state, critical, model, country, release, location } = view;
  return useMemo(() => {
    const health = healthKey ? (healthKey.split(',') as HealthClass[]) : [];
    const filter = { ...EMPTY_VIEW, q, health, state, critical, model, country, release, location };
    const result = filterOrderIncremental(rows, order, filter, lastFilter.get(order));
    lastFilter.set(order, result);
    return result.visible;
  }, [rows, order, q, healthKey, state, critical, model, country, release, location]);
}

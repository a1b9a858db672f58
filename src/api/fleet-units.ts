import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import { getRuntimeConfig } from '@/config/runtime-config';
import type { CatalogEntry } from '@/domain/error-catalog';
import { BUILTIN_ERROR_CATALOG } from '@/domain/error-catalog';
import { projectFleetUnit, type FleetUnit, type ProjectOptions } from '@/domain/fleet-unit';
import { useEquipmentList } from './equipment';
import { errorCatalogQueries } from './error-catalog';
import type { Equipment } from './schemas';

// The one fleet data path every fleet-level page reads: slim units (domain/fleet-unit.ts) of the
// polled fleet list of one company (docs/decisions.md#freshness).

/** How much of a list that is not complete has arrived. */
export interface FleetProgress {
  received: number;
  /** X-Total-Count, when the server sent it. */
  total: number | undefined;
  /** More is on its way; false when the stream stopped short (an error: Retry fetches it again). */
  receiving: boolean;
}

export interface FleetUnits {
  /** Unchanged units keep their object across polls. */
  units: readonly FleetUnit[];
  /** False while the first load still streams in (or stopped short). */
  complete: boolean;
  /** Set while the list is not complete. */
  progress: FleetProgress | undefined;
  /** Documents that could not be read and are not listed. */
  invalidCount: number;
  dataUpdatedAt: number;
  isFetching: boolean;
  /** The last poll failed; the units shown are from before. */
  stale: boolean;
  error: unknown;
  refetch: () => void;
  /** Why error counts use the built-in table, when they do. */
  catalogFallback: string | undefined;
  /** The underlying query, for QueryState (loading / error / Retry). */
  query: UseQueryResult<unknown>;
}

const NO_UNITS: FleetUnit[] = [];

interface UnitCache {
  offlineAfterMs: number;
  stateCodes: Readonly<Record<string, string>>;
  units: WeakMap<Equipment, FleetUnit>;
}
const unitCaches = new WeakMap<readonly CatalogEntry[], UnitCache>();

/** Projects each document once: a streamed list grows by snapshots sharing earlier documents. */
export function projectUnitsCached(
  list: readonly Equipment[],
  options: ProjectOptions,
): FleetUnit[] {
  let cache = unitCaches.get(options.catalog);
  if (
    !cache ||
    cache.offlineAfterMs !== options.offlineAfterMs ||
    cache.stateCodes !== options.stateCodes
  ) {
    cache = { ...options, units: new WeakMap() };
    unitCaches.set(options.catalog, cache);
  }
  const out = new Array<FleetUnit>(list.length);
  for (let i = 0; i < list.length; i++) {
    const eq = list[i]!;
    let unit = cache.units.get(eq);
    if (unit === undefined) {
      unit = projectFleetUnit(eq, options);
      cache.units.set(eq, unit);
    }
    out[i] = unit;
  }
  return out;
}

/** The polled fleet of one company (undefined = all the user's units) as slim units. */
export function useFleetUnits(company: string | undefined): FleetUnits {
  const list = useEquipmentList(company);
  const catalog = useQuery(errorCatalogQueries.all(company));
  const entries = catalog.data?.entries ?? BUILTIN_ERROR_CATALOG;
  const { data, dataUpdatedAt, isFetching } = list;

  const units = useMemo(() => {
    if (!data) return NO_UNITS;
    const { offlineAfterMs, stateCodes } = getRuntimeConfig();
    return projectUnitsCached(data.items, {
      now: dataUpdatedAt,
      offlineAfterMs,
      stateCodes,
      catalog: entries,
    });
  }, [data, dataUpdatedAt, entries]);

  const progress = useMemo<FleetProgress | undefined>(
    () =>
      data && !data.complete
        ? { received: data.items.length, total: data.serverTotal, receiving: isFetching }
        : undefined,
    [data, isFetching],
  );
  return {
    units,
    complete: data?.complete === true,
    progress,
    invalidCount: data?.invalidCount ?? 0,
    dataUpdatedAt,
    isFetching,
    stale: list.isError && data !== undefined,
    error: list.error,
    refetch: () => void list.refetch(),
    // Error counts still come from the built-in table when endpoint 13 fails; the page says so.
    catalogFallback:
      catalog.data?.source === 'builtin'
        ? (catalog.data.fallbackReason ?? 'unavailable')
        : undefined,
    query: list,
  };
}

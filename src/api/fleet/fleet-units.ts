import { queryOptions, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { getRuntimeConfig } from '@/config/runtime-config';
import { BUILTIN_ERROR_CATALOG, type CatalogEntry } from '@/domain/equipment/error-catalog';
import type { FleetUnit } from '@/domain/fleet/fleet-unit';
import { errorCatalogQueries } from '../error-catalog.ts';
import { fleetTransport } from './fleet-transport.ts';
import { applyFleetPatch, EMPTY_FLEET, type FleetData } from './fleet-data.ts';

// The one fleet data path every fleet-level page reads: slim units (domain/fleet-unit.ts) of the
// polled fleet list of one company (docs/decisions.md#freshness), fetched, validated and projected
// in the fleet worker. A poll hands over only the units that changed; the others keep their object.

export type { FleetData } from './fleet-data.ts';

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
  /** How often the list is polled now (s) and the configured interval it stretched from, for the
   *  "Updated N s ago" tooltip. */
  poll: { everyS: number; baseS: number };
  /** The underlying query, for QueryState (loading / error / Retry). */
  query: UseQueryResult<FleetData>;
}

/** Polling never takes more than ~10 % of the time: the interval stretches to 10× the last poll. */
export function pollIntervalMs(base: number, lastPollMs: number | undefined): number {
  return Math.max(base, Math.ceil((lastPollMs ?? 0) * 10));
}

const CATALOG_WAIT_MS = 1500;
const SHOW_EVERY_MS = 250;

export const fleetUnitQueries = {
  units: (company: string | undefined) =>
    queryOptions({
      // Under ['equipment', company]: a mutation's invalidation of the equipment root polls it too.
      queryKey: ['equipment', company ?? 'all', 'units'] as const,
      queryFn: async ({ client, queryKey, signal }): Promise<FleetData> => {
        // The catalog is small and asked for alongside: waiting a moment for it saves deriving
        // every error count twice.
        const catalogQuery = errorCatalogQueries.all(company);
        const known =
          client.getQueryData(catalogQuery.queryKey) ??
          (await Promise.race([
            client.ensureQueryData(catalogQuery).catch(() => undefined),
            new Promise<undefined>((resolve) => setTimeout(resolve, CATALOG_WAIT_MS)),
          ]));
        const catalog: readonly CatalogEntry[] = known?.entries ?? BUILTIN_ERROR_CATALOG;
        const { offlineAfterMs, stateCodes } = getRuntimeConfig();
        let data = client.getQueryData<FleetData>(queryKey) ?? EMPTY_FLEET;
        // A first load shows units as they arrive, at most every SHOW_EVERY_MS: each showing
        // re-renders every fleet page with all units so far. A poll's patches come with the end.
        let shownAt = -Infinity;
        let trailing: ReturnType<typeof setTimeout> | undefined;
        const show = () => {
          clearTimeout(trailing);
          trailing = undefined;
          shownAt = performance.now();
          client.setQueryData(queryKey, data);
        };
        try {
          await fleetTransport().sync(
            { company, offlineAfterMs, stateCodes, catalog, fresh: data.units.length === 0 },
            (patch) => {
              data = applyFleetPatch(data, patch, catalog);
              if (patch.final) return;
              const wait = shownAt + SHOW_EVERY_MS - performance.now();
              if (wait <= 0) show();
              else trailing ??= setTimeout(show, wait);
            },
            signal,
          );
        } finally {
          clearTimeout(trailing);
        }
        // The bench waits on this, never on text or timers (bench/README.md).
        performance.mark('fleet:synced', {
          detail: { units: data.units.length, ...data.lastPoll },
        });
        return data;
      },
      staleTime: 20_000,
      // Identity of unchanged units is kept by applyFleetPatch; deep-comparing costs more.
      structuralSharing: false,
    }),
};

const NO_UNITS: FleetUnit[] = [];

/** The polled fleet of one company (undefined = all the user's units) as slim units. */
export function useFleetUnits(company: string | undefined): FleetUnits {
  const base = getRuntimeConfig().pollIntervalsMs.fleet;
  const list = useQuery({
    ...fleetUnitQueries.units(company),
    refetchInterval: (query) => pollIntervalMs(base, query.state.data?.lastPoll?.ms),
  });
  const catalog = useQuery(errorCatalogQueries.all(company));
  const { data, dataUpdatedAt, isFetching, refetch } = list;

  // Error counts were derived with the catalog known then; a newer catalog derives them again.
  const entries = catalog.data?.entries;
  const outdated = data !== undefined && entries !== undefined && data.catalog !== entries;
  useEffect(() => {
    if (outdated && !isFetching) void refetch();
  }, [outdated, isFetching, refetch]);

  const progress = useMemo<FleetProgress | undefined>(
    () =>
      data && !data.complete
        ? { received: data.units.length, total: data.total, receiving: isFetching }
        : undefined,
    [data, isFetching],
  );
  const interval = pollIntervalMs(base, data?.lastPoll?.ms);
  const poll = { everyS: Math.round(interval / 1000), baseS: Math.round(base / 1000) };
  return {
    units: data?.units ?? NO_UNITS,
    complete: data?.complete === true,
    progress,
    invalidCount: data?.invalidCount ?? 0,
    dataUpdatedAt,
    isFetching,
    stale: list.isError && data !== undefined,
    error: list.error,
    refetch: () => void refetch(),
    // Error counts still come from the built-in table when endpoint 13 fails; the page says so.
    catalogFallback:
      catalog.data?.source === 'builtin'
        ? (catalog.data.fallbackReason ?? 'unavailable')
        : undefined,
    poll,
    query: list,
  };
}

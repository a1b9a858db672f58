import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { errorCatalogQueries } from '@/api/error-catalog';
import { useEquipmentList } from '@/api/equipment';
import { getRuntimeConfig } from '@/config/runtime-config';
import { BUILTIN_ERROR_CATALOG } from '@/domain/error-catalog';
import { deriveFleetRowsCached, type FleetRow } from './fleet-row';
import { filterOptions, summarize } from './fleet-query';

const NO_ROWS: FleetRow[] = [];

/** How much of a list that is not complete has arrived. */
export interface FleetProgress {
  received: number;
  /** X-Total-Count, when the server sent it. */
  total: number | undefined;
  /** More is on its way; false when the stream stopped short (an error: Retry fetches it again). */
  receiving: boolean;
}

/**
 * The polled fleet list of one company, derived into rows once per snapshot (not per render, not
 * per keystroke): the first load streams in by snapshots, each deriving only its new documents.
 * States are derived "as of" dataUpdatedAt, which a `select` cannot see, hence useMemo.
 * The company is in both query keys and no placeholderData is used: after a switch the rows are
 * empty until the new company's list arrives, never the previous company's.
 */
export function useFleetRows(company: string | undefined) {
  const list = useEquipmentList(company);
  const catalog = useQuery(errorCatalogQueries.all(company));
  const entries = catalog.data?.entries ?? BUILTIN_ERROR_CATALOG;
  const { data, dataUpdatedAt, isFetching } = list;

  const rows = useMemo(() => {
    if (!data) return NO_ROWS;
    const { offlineAfterMs, stateCodes } = getRuntimeConfig();
    return deriveFleetRowsCached(data.items, {
      now: dataUpdatedAt,
      offlineAfterMs,
      stateCodes,
      catalog: entries,
    });
  }, [data, dataUpdatedAt, entries]);

  const summary = useMemo(() => summarize(rows), [rows]);
  const options = useMemo(() => filterOptions(rows), [rows]);
  const progress = useMemo<FleetProgress | undefined>(
    () =>
      data && !data.complete
        ? { received: data.items.length, total: data.serverTotal, receiving: isFetching }
        : undefined,
    [data, isFetching],
  );
  // Error counts still come from the built-in table when endpoint 13 fails; the page says so.
  const catalogFallback =
    catalog.data?.source === 'builtin' ? (catalog.data.fallbackReason ?? 'unavailable') : undefined;
  return {
    list,
    rows,
    summary,
    options,
    invalidCount: data?.invalidCount ?? 0,
    progress,
    catalogFallback,
  };
}

import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { errorCatalogQueries } from '@/api/error-catalog';
import { useEquipmentList } from '@/api/equipment';
import { getRuntimeConfig } from '@/config/runtime-config';
import { BUILTIN_ERROR_CATALOG } from '@/domain/error-catalog';
import { deriveFleetRows, type FleetRow } from './fleet-row';
import { filterOptions, summarize } from './fleet-query';

const NO_ROWS: FleetRow[] = [];

/**
 * The polled fleet list of one company, derived into rows once per fetch (not per render, not per
 * keystroke). States are derived "as of" dataUpdatedAt, which a `select` cannot see, hence useMemo.
 * The company is in both query keys and no placeholderData is used: after a switch the rows are
 * empty until the new company's list arrives, never the previous company's.
 */
export function useFleetRows(company: string | undefined) {
  const list = useEquipmentList(company);
  const catalog = useQuery(errorCatalogQueries.all(company));
  const entries = catalog.data?.entries ?? BUILTIN_ERROR_CATALOG;
  const { data, dataUpdatedAt } = list;

  const rows = useMemo(() => {
    if (!data) return NO_ROWS;
    const { offlineAfterMs, stateCodes } = getRuntimeConfig();
    return deriveFleetRows(data.items, { now: dataUpdatedAt, offlineAfterMs, stateCodes, catalog: entries });
  }, [data, dataUpdatedAt, entries]);

  const summary = useMemo(() => summarize(rows), [rows]);
  const options = useMemo(() => filterOptions(rows), [rows]);
  return { list, rows, summary, options, invalidCount: data?.invalidCount ?? 0 };
}

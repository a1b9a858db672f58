import { useMemo } from 'react';
import { useFleetUnits } from '@/api/fleet-units';
import { filterOptions } from '@/domain/fleet-filter';
import { summarize } from '../search/fleet-query';

export type { FleetProgress } from '@/api/fleet-units';

/** The fleet list's rows (the shared slim units) with their summary and filter options. */
export function useFleetRows(company: string | undefined) {
  const fleet = useFleetUnits(company);
  const rows = fleet.units;
  const summary = useMemo(() => summarize(rows), [rows]);
  const options = useMemo(() => filterOptions(rows), [rows]);
  return { fleet, rows, summary, options };
}

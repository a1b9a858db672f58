import { useMemo } from 'react';
import { useFleetUnits } from '@/api/fleet/fleet-units';
import { tallyFleet, type FleetTally } from './fleet-tally';

export type { FleetProgress } from '@/api/fleet/fleet-units';

// The last tally, which the company's next rows (a further page, a poll) start from; one only,
// so no other company's rows stay held.
const lastTally = new Map<string, FleetTally>();

/** The fleet list's rows (the shared slim units) with their summary and filter options. */
export function useFleetRows(company: string | undefined) {
  const fleet = useFleetUnits(company);
  const rows = fleet.units;
  const key = company ?? 'all';
  const { summary, options } = useMemo(() => {
    const tally = tallyFleet(rows, lastTally.get(key));
    lastTally.clear();
    lastTally.set(key, tally);
    return tally;
  }, [rows, key]);
  return { fleet, rows, summary, options };
}

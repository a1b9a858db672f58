import { useMemo } from 'react';
import { useFleetUnits } from '@/api/fleet-units';
import { QueryState } from '@/components/ui/query-state';
import { summarizeReleases } from '@/domain/releases';
import { useCompany } from '@/lib/use-company';
import { ReleasesTable } from './releases-table';

/** /updates: who runs which release (docs/decisions.md#update-and-reset-campaigns). */
export function UpdatesPage() {
  const company = useCompany();
  const fleet = useFleetUnits(company);
  const summary = useMemo(() => summarizeReleases(fleet.units), [fleet.units]);

  return (
    <div className="space-y-4">
      <title>Updates – Sunbed Fleet</title>
      <h1 className="text-xl font-semibold">Firmware updates</h1>
      <QueryState
        query={fleet.query}
        loadingLabel="Loading the fleet…"
        errorTitle="Could not load the fleet"
        isEmpty={(data) => data.complete && data.units.length === 0}
        empty={company ? 'This company has no units.' : 'No units are linked to your account.'}
      >
        {() => (
          <>
            <p role="status" className="text-sm tabular-nums">
              {summary.total.toLocaleString('en-US')} units
              {fleet.progress && ' (received so far)'}
            </p>
            <ReleasesTable summary={summary} company={company} />
          </>
        )}
      </QueryState>
    </div>
  );
}

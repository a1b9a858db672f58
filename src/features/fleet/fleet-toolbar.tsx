import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { FleetProgress } from '@/api/fleet/fleet-units';
import { FleetFilters } from '@/components/fleet/fleet-filters';
import { PrintLabelsLink } from '@/components/work-orders/print-labels-link';
import { paths } from '@/config/paths';
import { writeFleetView, type FleetView } from '@/domain/fleet/fleet-view';
import { FleetExportButton } from './export/fleet-export-button';
import { messages } from './messages';
import { prepareSearch } from './search/fleet-query';
import { FleetSearchBox } from './search/fleet-search-box';
import type { FleetRow } from './table/fleet-row';
import type { useFleetRows } from './table/use-fleet-rows';

// The box above the fleet list: search, how many rows show, "Show on map", CSV, and the filters.

export interface FleetToolbarProps {
  rows: readonly FleetRow[];
  visible: Int32Array;
  view: FleetView;
  query: string;
  setQuery: (q: string) => void;
  onChange: (next: FleetView) => void;
  options: ReturnType<typeof useFleetRows>['options'];
  progress: FleetProgress | undefined;
  company: string | undefined;
}

export function FleetToolbar({ rows, visible, view, query, progress, ...p }: FleetToolbarProps) {
  const t = useIntl().formatMessage;
  return (
    <div className="mt-4 space-y-3 rounded-lg border border-line bg-surface p-3">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2 sm:items-end">
        <FleetSearchBox value={query} onChange={p.setQuery} onFocus={() => prepareSearch(rows)} />
        <p role="status" className="text-sm font-medium tabular-nums sm:pb-1.5">
          {t(progress ? messages.shownOfTotalSoFar : messages.shownOfTotal, {
            shown: visible.length,
            total: rows.length,
          })}
        </p>
        <div className="ml-auto flex items-center gap-3">
          <Link
            to={paths.map.href(p.company, writeFleetView({ ...view, q: query }))}
            className="text-sm font-medium text-accent underline"
          >
            {t(messages.showOnMap)}
          </Link>
          <PrintLabelsLink company={p.company} view={{ ...view, q: query }} />
          <FleetExportButton
            rows={rows}
            visible={visible}
            company={p.company}
            waitingFor={progress ? (progress.receiving ? 'receiving' : 'failed') : undefined}
          />
        </div>
      </div>
      <FleetFilters view={view} options={p.options} onChange={p.onChange} />
    </div>
  );
}

import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { Panel } from '@/components/ui/panel';
import { useCompany } from '@/lib/use-company';
import { serverFiltersOf } from './log-filters';
import { LogFiltersBar } from './log-filters-bar';
import { LogListPanel } from './log-list-panel';
import { LogPageHeader } from '../detail/log-page-header';
import { useUnitLabel } from '../detail/use-unit-label';
import { useLogFilters } from './use-log-filters';
import { messages } from './messages';

/** Route /equipment/:guid/logs: the device-log browser of one unit (filters in the URL). */
export function LogsPage() {
  const intl = useIntl();
  const { guid = '' } = useParams();
  const company = useCompany();
  const [filters, setFilters] = useLogFilters();
  const { type, from, to, serial } = filters;
  // The text search stays out of this: typing never refetches from the server.
  const serverFilter = useMemo(
    () => serverFiltersOf({ type, from, to, serial, q: '' }),
    [type, from, to, serial],
  );
  const unit = useUnitLabel(guid, company);

  return (
    <div>
      <LogPageHeader
        guid={guid}
        company={company}
        unit={unit}
        title={intl.formatMessage(messages.pageTitle)}
      />
      <div className="flex flex-col gap-4">
        <Panel title={intl.formatMessage(messages.filtersPanel)}>
          <LogFiltersBar filters={filters} onChange={setFilters} />
        </Panel>
        <Panel title={intl.formatMessage(messages.logsPanel)}>
          <ErrorBoundary title={intl.formatMessage(messages.listFailed)}>
            <LogListPanel
              guid={guid}
              company={company}
              filters={filters}
              serverFilter={serverFilter}
              unitLabel={unit.serial ?? guid}
              onClearFilters={() =>
                setFilters({
                  type: undefined,
                  from: undefined,
                  to: undefined,
                  serial: undefined,
                  q: '',
                })
              }
            />
          </ErrorBoundary>
        </Panel>
      </div>
    </div>
  );
}

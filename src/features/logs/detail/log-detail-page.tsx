import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { deviceLogQueries } from '@/api/device-logs';
import type { DeviceLogEntry } from '@/api/device-log-entry';
import { Button } from '@/components/ui/button';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { Panel } from '@/components/ui/panel';
import { QueryState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { useCompany } from '@/lib/use-company';
import { downloadText } from '@/lib/download';
import { toJsonText } from './json-tree';
import { JsonTreeView } from './json-tree-view';
import { LogFields } from './log-fields';
import { filterParamsOf } from '../list/log-filters';
import { LogNeighbourNav } from './log-neighbour-nav';
import { LogPageHeader } from './log-page-header';
import { useUnitLabel } from './use-unit-label';
import { SessionFigures } from './session-figures';
import { useLogFilters } from '../list/use-log-filters';
import { ShowOnChartLink } from './show-on-chart-link';
import { messages } from './messages';

function downloadLog(log: DeviceLogEntry, unit: string) {
  // The document as received (data: the file name and content stay as they are in every language), minus the dashboard's own marker of unreadable fields.
  const { _invalid: _ignored, ...document } = log.document;
  const name = `device-log-${unit}-${log.logId}-${log.type}.json`.replace(/[^\w.-]+/g, '_');
  downloadText(name, `${toJsonText(document)}\n`, 'application/json');
}

/** Route /equipment/:guid/logs/:logGuid: one device log. */
export function LogDetailPage() {
  const intl = useIntl();
  const { guid = '', logGuid = '' } = useParams();
  const company = useCompany();
  const [filters] = useLogFilters();
  const unit = useUnitLabel(guid, company);
  const query = useQuery(deviceLogQueries.detail(guid, logGuid, company));
  const log = query.data;
  const title = log
    ? intl.formatMessage(messages.title, {
        type: log.type,
        // A type the dashboard does not know: its name as sent, capitalized.
        typeName: `${log.type.charAt(0).toUpperCase()}${log.type.slice(1)}`,
        logId: String(log.logId),
      })
    : intl.formatMessage(messages.deviceLog);

  return (
    <div>
      <LogPageHeader
        guid={guid}
        company={company}
        unit={unit}
        title={title}
        trail={
          <>
            <li aria-hidden>›</li>
            <li>
              <Link
                to={paths.logs.href(guid, company, filterParamsOf(filters))}
                className="hover:underline"
              >
                {intl.formatMessage(messages.breadcrumbLogs)}
              </Link>
            </li>
          </>
        }
        actions={
          log && (
            <>
              <ShowOnChartLink log={log} guid={guid} company={company} />
              <Button onClick={() => downloadLog(log, unit.serial ?? guid)}>
                <span aria-hidden>↓</span> {intl.formatMessage(messages.downloadJson)}
              </Button>
            </>
          )
        }
      />
      <div className="mb-4">
        <ErrorBoundary title={intl.formatMessage(messages.navigationFailed)}>
          <LogNeighbourNav guid={guid} logGuid={logGuid} company={company} filters={filters} />
        </ErrorBoundary>
      </div>
      <QueryState
        query={query}
        loadingLabel={intl.formatMessage(messages.loadingLog)}
        errorTitle={intl.formatMessage(messages.loadLogFailed)}
      >
        {(doc) => (
          <div className="flex flex-col gap-4">
            <Panel title={intl.formatMessage(messages.fieldsPanel)}>
              <LogFields log={doc} equipment={unit.equipment} />
            </Panel>
            {doc.type === 'session' && (
              <Panel title={intl.formatMessage(messages.sessionPanel)}>
                <SessionFigures log={doc} />
              </Panel>
            )}
            <Panel title={intl.formatMessage(messages.jsonPanel)}>
              <ErrorBoundary title={intl.formatMessage(messages.treeFailed)}>
                <JsonTreeView key={doc.guid} value={doc.data} />
              </ErrorBoundary>
            </Panel>
          </div>
        )}
      </QueryState>
    </div>
  );
}

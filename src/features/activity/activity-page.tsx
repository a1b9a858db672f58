import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { auditQueries } from '@/api/engine/audit';
import { ActivityTable } from '@/components/activity/activity-table';
import { Button } from '@/components/ui/button';
import { EmptyState, Loading } from '@/components/ui/loading';
import { QueryState } from '@/components/ui/query-state';
import { CSV_BOM, CSV_MIME_TYPE } from '@/domain/csv';
import { downloadText } from '@/lib/download';
import { useCompany } from '@/lib/use-company';
import { useEngine } from '@/lib/use-engine';
import { activityCsv } from './activity-csv';
import { ActivityFilters } from './activity-filters';
import { messages } from './messages';
import { useActivityFilters } from './use-activity-filters';
import { VerifyLog } from './verify-log';

/** /activity: the audit log (docs/decisions.md#audit-log), only with the dashboard's server. */
export function ActivityPage() {
  const intl = useIntl();
  const engine = useEngine().state;
  return (
    <div className="space-y-4">
      <title>{intl.formatMessage(messages.documentTitle)}</title>
      <h1 className="text-xl font-semibold">{intl.formatMessage(messages.heading)}</h1>
      {engine === 'checking' && <Loading label={intl.formatMessage(messages.checking)} />}
      {engine === 'off' && <EmptyState>{intl.formatMessage(messages.needsServer)}</EmptyState>}
      {engine === 'on' && <ActivityLog />}
    </div>
  );
}

function ActivityLog() {
  const intl = useIntl();
  const company = useCompany();
  const state = useActivityFilters();
  const query = useQuery(auditQueries.entries(company, state.filters));
  return (
    <>
      <p className="text-sm text-fg-muted">{intl.formatMessage(messages.intro)}</p>
      <ActivityFilters state={state} />
      <div className="flex flex-wrap items-center gap-3">
        <Button
          disabled={!query.data?.length}
          onClick={() =>
            downloadText('activity.csv', CSV_BOM + activityCsv(query.data ?? []), CSV_MIME_TYPE)
          }
        >
          {intl.formatMessage(messages.exportCsv)}
        </Button>
        <VerifyLog />
      </div>
      <QueryState query={query} text={{ loading: messages.checking, error: messages.heading }}>
        {(entries) => <ActivityTable entries={entries} company={company} />}
      </QueryState>
    </>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { auditQueries } from '@/api/engine/audit';
import { Panel } from '@/components/ui/panel';
import { QueryState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { ActivityTable } from './activity-table';
import { messages } from './messages';

/** The equipment page's Activity: this unit's entries of the audit log (with the engine). */
export function UnitActivityPanel({
  guid,
  company,
}: {
  guid: string;
  company: string | undefined;
}) {
  const intl = useIntl();
  const query = useQuery(auditQueries.entries(company, { unit: guid }));
  return (
    <Panel
      title={intl.formatMessage(messages.unitHeading)}
      actions={
        <Link
          className="text-sm underline"
          to={paths.activity.href(company, new URLSearchParams({ unit: guid }))}
        >
          {intl.formatMessage(messages.unitAll)}
        </Link>
      }
    >
      <QueryState
        query={query}
        loadingLabel={intl.formatMessage(messages.loading)}
        errorTitle={intl.formatMessage(messages.failed)}
      >
        {(entries) => <ActivityTable entries={entries.slice(0, 50)} company={company} />}
      </QueryState>
    </Panel>
  );
}

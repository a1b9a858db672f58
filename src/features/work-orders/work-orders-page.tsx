import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { workOrderQueries } from '@/api/engine/work-orders';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Options, Select } from '@/components/ui/select';
import { QueryState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { CSV_BOM, CSV_MIME_TYPE } from '@/domain/csv';
import { WORK_ORDER_STATES } from '@/domain/work-orders/work-order-rules';
import { downloadText } from '@/lib/download';
import { useCompany } from '@/lib/use-company';
import { useUrlFlag, useUrlParam } from '@/lib/use-url-param';
import { CreateWorkOrderButton } from '@/components/work-orders/create-work-order-button';
import { EngineGate } from '@/components/work-orders/engine-gate';
import { messages } from '@/components/work-orders/messages';
import { workOrdersCsv } from './work-order-csv';
import { WorkOrderTable } from '@/components/work-orders/work-order-table';
import { STATE_MESSAGES } from '@/components/work-orders/work-order-text';

const ACTIVE = 'open,scheduled';

/** Route `/work-orders`: every work order the user may see, filters in the URL. */
export function WorkOrdersPage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const company = useCompany();
  return (
    <div className="space-y-4">
      <title>{t(messages.pageTitle)}</title>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-xl font-semibold">{t(messages.heading)}</h1>
      </div>
      <p className="max-w-3xl text-sm text-fg-muted">{t(messages.intro)}</p>
      <EngineGate>
        <WorkOrderList company={company} />
      </EngineGate>
    </div>
  );
}

function WorkOrderList({ company }: { company: string | undefined }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [params, setParam] = useUrlParam();
  const state = params.get('state') ?? ACTIVE;
  const [overdueOnly, setOverdueOnly] = useUrlFlag('overdue');
  const list = useQuery(workOrderQueries.list(company, { state: state === 'all' ? '' : state }));
  const shown = useMemo(
    () => (list.data ?? []).filter((o) => !overdueOnly || o.overdue),
    [list.data, overdueOnly],
  );
  const overdue = (list.data ?? []).filter((o) => o.overdue).length;

  return (
    <>
      <div className="flex flex-wrap items-end gap-3">
        <Field label={t(messages.filterState)} compact>
          <Select
            value={state}
            onChange={(e) =>
              setParam('state', e.target.value === ACTIVE ? undefined : e.target.value)
            }
          >
            <option value={ACTIVE}>{t(messages.filterActive)}</option>
            <Options values={WORK_ORDER_STATES} label={(s) => t(STATE_MESSAGES[s])} />
            <option value="all">{t(messages.filterAll)}</option>
          </Select>
        </Field>
        <Checkbox look="filter" checked={overdueOnly} onChange={setOverdueOnly}>
          {t(messages.filterOverdue)}
        </Checkbox>
        {overdue > 0 && (
          <p role="status" className="pb-2 text-sm font-semibold text-fault-text">
            {t(messages.overdueCount, { count: overdue })}
          </p>
        )}
        <div className="ml-auto flex flex-wrap gap-2">
          <CreateWorkOrderButton company={company} isNew variant="primary" />
          <Button
            disabled={shown.length === 0}
            onClick={() =>
              downloadText('work-orders.csv', CSV_BOM + workOrdersCsv(shown), CSV_MIME_TYPE)
            }
          >
            {t(messages.exportCsv)}
          </Button>
          <Link
            to={paths.labels.href(company)}
            className="rounded-md border border-line-strong px-3 py-2 text-sm font-medium hover:bg-surface-hover"
          >
            {t(messages.labels)}
          </Link>
        </div>
      </div>
      <QueryState
        query={list}
        loadingLabel={t(messages.loading)}
        errorTitle={t(messages.loadFailed)}
      >
        {() => <WorkOrderTable orders={shown} company={company} />}
      </QueryState>
    </>
  );
}

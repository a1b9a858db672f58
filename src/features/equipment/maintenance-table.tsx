import type { HTMLAttributes } from 'react';
import { useIntl } from 'react-intl';
import { useCounterName } from '@/components/ui/counter-names/counter-name-text';
import { ForecastText } from '@/components/ui/forecast/forecast-text';
import { SimpleTable, type DataColumn } from '@/components/ui/simple-table';
import type { CounterStatus } from '@/domain/service/maintenance';
import type { ServiceCounter } from '@/domain/service/service-forecast';
import { useFormat } from '@/lib/use-format';
import type { CounterRow } from './maintenance-rows';
import { messages } from './messages';

const COUNTER_STATUS_MESSAGES = {
  ok: messages.counterOk,
  'due-soon': messages.counterDueSoon,
  overdue: messages.counterOverdue,
  'no-limit': messages.counterNoLimit,
} satisfies Record<CounterStatus, unknown>;

const SERVICE_STATUS_MESSAGES = {
  ok: messages.serviceOk,
  'due-soon': messages.serviceDueSoon,
  overdue: messages.serviceOverdue,
} satisfies Record<ServiceCounter['status'], unknown>;

const STATUS_CLASSES: Record<CounterStatus, string> = {
  ok: 'text-ok-text',
  'due-soon': 'font-semibold text-accent',
  overdue: 'font-semibold text-fault-text',
  'no-limit': 'text-fg-muted',
};

const BAR_CLASSES: Record<CounterStatus, string> = {
  ok: 'bg-ok-solid',
  'due-soon': 'bg-attention-solid',
  overdue: 'bg-fault-solid',
  'no-limit': 'bg-offline-solid',
};

function Progress({ row, name }: { row: CounterRow; name: string }) {
  const intl = useIntl();
  const f = useFormat();
  const { percent, status, remainingMinutes } = row.progress;
  const statusText = intl.formatMessage(COUNTER_STATUS_MESSAGES[status]);
  if (percent === undefined) return <span className={STATUS_CLASSES[status]}>{statusText}</span>;
  const left =
    remainingMinutes !== undefined && remainingMinutes >= 0
      ? intl.formatMessage(messages.timeLeft, { time: f.minutes(remainingMinutes) })
      : intl.formatMessage(messages.timePastLimit, { time: f.minutes(-(remainingMinutes ?? 0)) });
  return (
    <div className="min-w-36">
      <div
        role="progressbar"
        aria-label={intl.formatMessage(messages.towardLimit, { counter: name })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.min(percent, 100)}
        aria-valuetext={intl.formatMessage(messages.progressValue, { percent, status: statusText })}
        className="h-2 overflow-hidden rounded-full bg-surface-inset"
      >
        <div
          className={`h-full ${BAR_CLASSES[status]}`}
          style={{ width: `${Math.min(percent, 100)}%` }}
        />
      </div>
      <p className="mt-0.5 text-xs">
        <span className={STATUS_CLASSES[status]}>{statusText}</span> ·{' '}
        {intl.formatMessage(messages.progressLine, { percent, left })}
      </p>
    </div>
  );
}

function ServiceCell({ counter }: { counter: ServiceCounter | undefined }) {
  const intl = useIntl();
  if (!counter)
    return <span className="text-fg-muted">{intl.formatMessage(messages.counterNoLimit)}</span>;
  return (
    <span>
      <span className={STATUS_CLASSES[counter.status]}>
        {intl.formatMessage(SERVICE_STATUS_MESSAGES[counter.status])}
      </span>
      <span className="block text-xs tabular-nums">
        <ForecastText forecast={counter.forecast} />
      </span>
    </span>
  );
}

const NUMBER = 'whitespace-nowrap tabular-nums';

/** The counters: service and controller minutes, the limit, progress and the service forecast. */
export function MaintenanceTable({
  rows,
  service,
}: {
  rows: readonly CounterRow[];
  service: ReadonlyMap<string, ServiceCounter>;
}) {
  const intl = useIntl();
  const f = useFormat();
  const counterName = useCounterName();
  const columns: DataColumn<CounterRow>[] = [
    {
      id: 'counter',
      header: intl.formatMessage(messages.colCounter),
      rowHeader: true,
      cellClassName: 'font-normal',
      cell: (row) => counterName(row.type),
    },
    {
      id: 'service',
      header: intl.formatMessage(messages.colMaintenance),
      cellClassName: NUMBER,
      cell: (row) => f.minutes(row.service),
    },
    {
      id: 'controller',
      header: intl.formatMessage(messages.colController),
      cellClassName: NUMBER,
      cell: (row) => f.minutes(row.controller),
    },
    {
      id: 'limit',
      header: intl.formatMessage(messages.colServiceAt),
      cellClassName: NUMBER,
      cell: (row) => f.minutes(row.limit),
    },
    {
      id: 'progress',
      header: intl.formatMessage(messages.colProgress),
      cell: (row) => <Progress row={row} name={counterName(row.type)} />,
    },
    {
      id: 'status',
      header: intl.formatMessage(messages.colServiceStatus),
      cell: (row) => <ServiceCell counter={service.get(row.type)} />,
    },
  ];
  return (
    <SimpleTable
      caption={intl.formatMessage(messages.counterCaption)}
      scrollLabel={intl.formatMessage(messages.counterTable)}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.type}
      rowClassName="align-top"
      rowProps={(row) =>
        ({ 'data-status': row.progress.status }) as HTMLAttributes<HTMLTableRowElement>
      }
    />
  );
}

import type { IntlShape } from 'react-intl';
import { UnitLink } from '@/components/fleet/unit-link';
import type { DataColumn } from '@/components/ui/data-table';
import { ForecastText } from '@/components/ui/forecast/forecast-text';
import { percentOfLimit } from '@/domain/service/maintenance';
import type { ServiceRow } from '@/domain/service/service-board';
import type { ServiceStatus } from '@/domain/service/service-status';
import type { Formatters } from '@/lib/use-format';
import { messages, valueMessages } from './messages';

const STATUS_MESSAGES = {
  ok: messages.statusOk,
  'due-soon': messages.statusDueSoon,
  overdue: messages.statusOverdue,
} satisfies Record<ServiceStatus, unknown>;

const STATUS_CLASSES: Record<ServiceStatus, string> = {
  ok: 'text-ok-text',
  'due-soon': 'font-semibold text-accent',
  overdue: 'font-semibold text-fault-text',
};
const BAR_CLASSES: Record<ServiceStatus, string> = {
  ok: 'bg-ok-solid',
  'due-soon': 'bg-attention-solid',
  overdue: 'bg-fault-solid',
};

function PercentBar({ row, intl }: { row: ServiceRow; intl: IntlShape }) {
  const percent = percentOfLimit(row.value, row.limit);
  return (
    <div className="flex items-center gap-2">
      <div aria-hidden className="h-2 w-16 overflow-hidden rounded-full bg-surface-inset">
        <div
          className={`h-full ${BAR_CLASSES[row.status]}`}
          style={{ width: `${Math.min(percent, 100)}%` }}
        />
      </div>
      <span className="tabular-nums">{intl.formatMessage(valueMessages.percent, { percent })}</span>
    </div>
  );
}

export function serviceColumns(
  company: string | undefined,
  intl: IntlShape,
  f: Formatters,
  counterName: (type: string) => string,
): DataColumn<ServiceRow>[] {
  const t = intl.formatMessage;
  return [
    {
      id: 'serial',
      header: t(messages.colUnit),
      rowHeader: true,
      sortable: true,
      className: 'w-40 font-normal text-left',
      cell: (r) => (
        <UnitLink guid={r.guid} company={company} serial={r.serial || r.guid} alias={r.alias} />
      ),
    },
    {
      id: 'site',
      header: t(messages.colSite),
      className: 'hidden md:table-cell w-44 truncate',
      cell: (r) => r.site || '—',
    },
    {
      id: 'type',
      header: t(messages.colCounter),
      sortable: true,
      className: 'w-36',
      cell: (r) => counterName(r.type),
    },
    {
      id: 'used',
      header: t(messages.colUsed),
      sortable: true,
      className: 'w-48 whitespace-nowrap',
      cell: (r) => (
        <span>
          <span className="tabular-nums">{f.minutes(r.value)}</span>
          <PercentBar row={r} intl={intl} />
        </span>
      ),
    },
    {
      id: 'limit',
      header: t(messages.colLimit),
      className: 'hidden sm:table-cell w-32 whitespace-nowrap tabular-nums',
      cell: (r) => f.minutes(r.limit),
    },
    {
      id: 'due',
      header: t(messages.colStatus),
      sortable: true,
      className: 'w-40',
      cell: (r) => (
        <span>
          <span className={STATUS_CLASSES[r.status]}>{t(STATUS_MESSAGES[r.status])}</span>
          {r.asks.length > 0 && (
            <span className="block text-xs text-fault-text" title={r.asks.join(', ')}>
              {t(messages.controllerAsks)}
            </span>
          )}
        </span>
      ),
    },
    {
      id: 'forecast',
      header: t(messages.colForecast),
      sortable: true,
      className: 'w-56',
      cell: (r) => (
        <span className="tabular-nums">
          <ForecastText forecast={r.forecast} />
        </span>
      ),
    },
  ];
}

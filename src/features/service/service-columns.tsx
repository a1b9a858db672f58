import { Link } from 'react-router';
import type { DataColumn } from '@/components/ui/data-table';
import { paths } from '@/config/paths';
import { forecastText, type ServiceRow } from '@/domain/service-board';
import { SERVICE_STATUS_WORDS } from '@/domain/service-forecast';
import type { ServiceStatus } from '@/domain/service-status';
import { formatMinutes } from '@/domain/units';

const STATUS_CLASSES: Record<ServiceStatus, string> = {
  ok: 'text-ok-text',
  'due-soon': 'font-semibold text-accent',
  overdue: 'font-semibold text-fault-text',
};
const BAR_CLASSES: Record<ServiceStatus, string> = {
  ok: 'bg-emerald-500',
  'due-soon': 'bg-amber-500',
  overdue: 'bg-red-600',
};

function PercentBar({ row }: { row: ServiceRow }) {
  const percent = Math.round(row.share * 100);
  return (
    <div className="flex items-center gap-2">
      <div aria-hidden className="h-2 w-16 overflow-hidden rounded-full bg-surface-inset">
        <div
          className={`h-full ${BAR_CLASSES[row.status]}`}
          style={{ width: `${Math.min(percent, 100)}%` }}
        />
      </div>
      <span className="tabular-nums">{percent} %</span>
    </div>
  );
}

export function serviceColumns(company: string | undefined): DataColumn<ServiceRow>[] {
  return [
    {
      id: 'serial',
      header: 'Unit',
      rowHeader: true,
      sortable: true,
      className: 'w-40 font-normal text-left',
      cell: (r) => (
        <Link
          to={paths.equipment.href(r.guid, company)}
          className="font-medium text-accent underline"
        >
          {r.serial || r.guid}
          {r.alias && <span className="block truncate text-xs text-fg-muted">{r.alias}</span>}
        </Link>
      ),
    },
    {
      id: 'site',
      header: 'Site',
      className: 'hidden md:table-cell w-44 truncate',
      cell: (r) => r.site || '—',
    },
    { id: 'type', header: 'Counter', sortable: true, className: 'w-36', cell: (r) => r.label },
    {
      id: 'used',
      header: 'Used',
      sortable: true,
      className: 'w-48 whitespace-nowrap',
      cell: (r) => (
        <span>
          <span className="tabular-nums">{formatMinutes(r.value)}</span>
          <PercentBar row={r} />
        </span>
      ),
    },
    {
      id: 'limit',
      header: 'Limit',
      className: 'hidden sm:table-cell w-32 whitespace-nowrap tabular-nums',
      cell: (r) => formatMinutes(r.limit),
    },
    {
      id: 'due',
      header: 'Status',
      sortable: true,
      className: 'w-40',
      cell: (r) => (
        <span>
          <span className={STATUS_CLASSES[r.status]}>{SERVICE_STATUS_WORDS[r.status]}</span>
          {r.asks.length > 0 && (
            <span className="block text-xs text-fault-text" title={r.asks.join(', ')}>
              Controller asks for it
            </span>
          )}
        </span>
      ),
    },
    {
      id: 'forecast',
      header: 'Forecast',
      sortable: true,
      className: 'w-56',
      cell: (r) => <span className="tabular-nums">{forecastText(r.forecast)}</span>,
    },
  ];
}

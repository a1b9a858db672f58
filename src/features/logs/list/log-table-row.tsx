import { memo, type MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import type { DeviceLog } from '@/api/schemas';
import type { CatalogEntry } from '@/domain/error-catalog';
import { formatAbsoluteTime, formatRelativeTime } from '@/domain/time';
import { LogTypeBadge } from '../log-type-badge';
import { summarizeLog } from '../log-summary';

export const LOG_ROW_HEIGHT = 52;
export const DAY_ROW_HEIGHT = 36;
export const LOG_COLUMNS = 5;

interface LogTableRowProps {
  log: DeviceLog;
  href: string;
  now: number;
  catalog: readonly CatalogEntry[];
  rowIndex: number;
}

const cell = 'overflow-hidden px-3 py-1 align-middle whitespace-nowrap text-ellipsis';

/** One log: the log id is the link (keyboard), a click anywhere else on the row opens it too. */
export const LogTableRow = memo(function LogTableRow({
  log,
  href,
  now,
  catalog,
  rowIndex,
}: LogTableRowProps) {
  const navigate = useNavigate();
  const absolute = formatAbsoluteTime(log.log_date);
  const [, clock] = absolute.split(' ');
  const summary = summarizeLog(log, catalog);
  const onClick = (e: MouseEvent<HTMLTableRowElement>) => {
    // Leave links, buttons and text selection alone.
    if ((e.target as HTMLElement).closest('a,button') || window.getSelection()?.toString()) return;
    void navigate(href);
  };
  return (
    <tr
      aria-rowindex={rowIndex}
      data-log-guid={log._meta.guid}
      style={{ height: LOG_ROW_HEIGHT }}
      onClick={onClick}
      className="cursor-pointer border-b border-line-subtle hover:bg-row-hover"
    >
      <td className={cell}>
        <time
          dateTime={new Date(log.log_date).toISOString()}
          title={absolute}
          className="block font-mono text-sm tabular-nums"
        >
          {clock ?? absolute}
        </time>
        <span className="block text-xs text-fg-muted">{formatRelativeTime(log.log_date, now)}</span>
      </td>
      <td className={cell}>
        <LogTypeBadge type={log.type} />
      </td>
      <td className={`${cell} font-mono tabular-nums`}>
        <Link
          to={href}
          className="text-accent underline-offset-2 hover:underline"
          aria-label={`Log ${log.log_id}, ${log.type}, ${absolute}`}
        >
          {log.log_id}
        </Link>
      </td>
      <td className={`${cell} font-mono tabular-nums`}>{log.controller_serial}</td>
      <td className={cell} title={summary}>
        {summary}
      </td>
    </tr>
  );
});

export function DayRow({
  label,
  count,
  rowIndex,
}: {
  label: string;
  count: number;
  rowIndex: number;
}) {
  return (
    <tr aria-rowindex={rowIndex} style={{ height: DAY_ROW_HEIGHT }} className="bg-surface-strong">
      <th
        colSpan={LOG_COLUMNS}
        scope="colgroup"
        className="px-3 text-left text-xs font-semibold tracking-wide text-fg-soft"
      >
        {label}
        <span className="ml-2 font-normal text-fg-muted">
          {count} {count === 1 ? 'log' : 'logs'}
        </span>
      </th>
    </tr>
  );
}

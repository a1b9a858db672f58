import { memo, type MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import type { DeviceLog } from '@/api/schemas';
import type { CatalogEntry } from '@/domain/error-catalog';
import { useFormat } from '@/lib/use-format';
import { LogTypeBadge } from '../log-type-badge';
import { summarizeLog } from '../log-summary';
import { logTypeLabel } from '../log-types';
import { messages } from './messages';

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
  const intl = useIntl();
  const f = useFormat();
  const navigate = useNavigate();
  const absolute = f.absoluteTime(log.log_date);
  // The clock part: "2026-11-22 08:50:12 UTC" / "22-11-2026, 08:50:12 UTC" / "22.11.2026, 08:50:12 UTC".
  const [, clock] = absolute.split(' ');
  const summary = summarizeLog(log, catalog, intl);
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
        <span className="block text-xs text-fg-muted">{f.relativeTime(log.log_date, now)}</span>
      </td>
      <td className={cell}>
        <LogTypeBadge type={log.type} />
      </td>
      <td className={`${cell} font-mono tabular-nums`}>
        <Link
          to={href}
          className="text-accent underline-offset-2 hover:underline"
          aria-label={intl.formatMessage(messages.rowLink, {
            logId: String(log.log_id),
            type: logTypeLabel(intl, log.type),
            time: absolute,
          })}
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
  const intl = useIntl();
  return (
    <tr aria-rowindex={rowIndex} style={{ height: DAY_ROW_HEIGHT }} className="bg-surface-strong">
      <th
        colSpan={LOG_COLUMNS}
        scope="colgroup"
        className="px-3 text-left text-xs font-semibold tracking-wide text-fg-soft"
      >
        {label}
        <span className="ml-2 font-normal text-fg-muted">
          {intl.formatMessage(messages.dayCount, { count })}
        </span>
      </th>
    </tr>
  );
}

import type { IntlShape } from 'react-intl';
import { Link } from 'react-router';
import type { DeviceLogEntry } from '@/api/device-log-entry';
import type { DataColumn } from '@/components/ui/data-table';
import type { CatalogEntry } from '@/domain/equipment/error-catalog';
import type { Formatters } from '@/lib/use-format';
import { LogTypeBadge } from '../log-type-badge';
import { summarizeLog } from '../log-summary';
import { logTypeLabel } from '../log-types';
import type { LogRow } from './log-rows';
import { messages } from './messages';

const LOG_ROW_HEIGHT = 52;
const DAY_ROW_HEIGHT = 36;

/** Day rows are lower than log rows; the table lays rows out from these, never by measuring. */
export const logRowHeight = (row: LogRow) => (row.kind === 'day' ? DAY_ROW_HEIGHT : LOG_ROW_HEIGHT);

interface LogColumnsContext {
  intl: IntlShape;
  f: Formatters;
  now: number;
  catalog: readonly CatalogEntry[];
  hrefOf: (log: DeviceLogEntry) => string;
}

// Day rows are group rows (DataTable's groupRow): the cells below only ever see log rows.
const logOf = (row: LogRow) => (row.kind === 'log' ? row.log : undefined);

/** Time, type, log id (the link, for the keyboard), serial and summary of one log. */
export function logColumns({ intl, f, now, catalog, hrefOf }: LogColumnsContext) {
  const columns: DataColumn<LogRow>[] = [
    {
      id: 'time',
      header: intl.formatMessage(messages.columnTime),
      className: 'w-32',
      cell: (row) => {
        const log = logOf(row);
        if (!log) return null;
        const absolute = f.absoluteTime(log.logDate);
        // The clock part: "2026-11-22 08:50:12 UTC" / "22-11-2026, 08:50:12 UTC" / "22.11.2026, 08:50:12 UTC".
        const [, clock] = absolute.split(' ');
        return (
          <>
            <time
              dateTime={new Date(log.logDate).toISOString()}
              title={absolute}
              className="block font-mono text-sm tabular-nums"
            >
              {clock ?? absolute}
            </time>
            <span className="block text-xs text-fg-muted">{f.relativeTime(log.logDate, now)}</span>
          </>
        );
      },
    },
    {
      id: 'type',
      header: intl.formatMessage(messages.columnType),
      className: 'w-32',
      cell: (row) => {
        const log = logOf(row);
        return log && <LogTypeBadge type={log.type} />;
      },
    },
    {
      id: 'logId',
      header: intl.formatMessage(messages.columnLogId),
      className: 'w-28',
      cellClassName: 'font-mono tabular-nums',
      cell: (row) => {
        const log = logOf(row);
        if (!log) return null;
        return (
          <Link
            to={hrefOf(log)}
            className="text-accent underline-offset-2 hover:underline"
            aria-label={intl.formatMessage(messages.rowLink, {
              logId: String(log.logId),
              type: logTypeLabel(intl, log.type),
              time: f.absoluteTime(log.logDate),
            })}
          >
            {log.logId}
          </Link>
        );
      },
    },
    {
      id: 'serial',
      header: intl.formatMessage(messages.columnSerial),
      className: 'w-36',
      cellClassName: 'font-mono tabular-nums',
      cell: (row) => logOf(row)?.controllerSerial,
    },
    {
      id: 'summary',
      header: intl.formatMessage(messages.columnSummary),
      cell: (row) => {
        const log = logOf(row);
        if (!log) return null;
        const summary = summarizeLog(log, catalog, intl);
        return <span title={summary}>{summary}</span>;
      },
    },
  ];
  return columns;
}

/** The heading of one day: its date and how many logs it holds. */
export function dayHeading(row: LogRow, intl: IntlShape) {
  if (row.kind !== 'day') return undefined;
  return (
    <>
      {row.label}
      <span className="ml-2 font-normal text-fg-muted">
        {intl.formatMessage(messages.dayCount, { count: row.count })}
      </span>
    </>
  );
}

import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import type { DeviceLog } from '@/api/schemas';
import { Button } from '@/components/ui/button';
import { VirtualSpacer } from '@/components/ui/data-table';
import { useNow } from '@/components/ui/use-now';
import type { CatalogEntry } from '@/domain/error-catalog';
import type { LogRow } from './log-rows';
import { DAY_ROW_HEIGHT, DayRow, LOG_COLUMNS, LOG_ROW_HEIGHT, LogTableRow } from './log-table-row';
import { messages } from './messages';

interface LogTableProps {
  rows: readonly LogRow[];
  hrefOf: (log: DeviceLog) => string;
  catalog: readonly CatalogEntry[];
  /** Newer logs waiting because the user scrolled down. */
  pendingCount: number;
  onShowPending: () => void;
  onAtTopChange: (atTop: boolean) => void;
  /** Called when the last rendered row comes near the end of the loaded rows. */
  onNearEnd: () => void;
  /** Identifies the view, to restore its scroll position when the user comes back. */
  scrollKey: string;
}

const AT_TOP_PX = 8;
const NEAR_END_ROWS = 25;
// Scroll positions per view for this tab: coming back from a log returns to the same place.
const scrollMemory = new Map<string, number>();
const COLUMNS = [
  messages.columnTime,
  messages.columnType,
  messages.columnLogId,
  messages.columnSerial,
  messages.columnSummary,
];

export function LogTable({
  rows,
  hrefOf,
  catalog,
  pendingCount,
  onShowPending,
  onAtTopChange,
  onNearEnd,
  scrollKey,
}: LogTableProps) {
  const intl = useIntl();
  const scrollRef = useRef<HTMLDivElement>(null);
  const now = useNow(15_000);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => (rows[index]?.kind === 'day' ? DAY_ROW_HEIGHT : LOG_ROW_HEIGHT),
    getItemKey: (index) => rows[index]?.key ?? index,
    overscan: 10,
  });
  const items = virtualizer.getVirtualItems();
  const lastIndex = items.at(-1)?.index ?? -1;

  useLayoutEffect(() => {
    const saved = scrollMemory.get(scrollKey);
    if (saved && scrollRef.current) scrollRef.current.scrollTop = saved;
  }, [scrollKey]);

  useEffect(() => {
    if (rows.length > 0 && lastIndex >= rows.length - NEAR_END_ROWS) onNearEnd();
  }, [lastIndex, rows.length, onNearEnd]);

  const paddingTop = items[0]?.start ?? 0;
  const paddingBottom =
    items.length > 0 ? virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0) : 0;

  return (
    <div className="relative">
      {pendingCount > 0 && (
        <div className="pointer-events-none absolute inset-x-0 top-11 z-20 flex justify-center">
          <Button
            variant="primary"
            size="sm"
            className="pointer-events-auto shadow-lg"
            onClick={() => {
              scrollRef.current?.scrollTo({ top: 0 });
              onShowPending();
            }}
          >
            <span aria-hidden>↑</span>{' '}
            {intl.formatMessage(messages.newLogs, { count: pendingCount })}
          </Button>
        </div>
      )}
      <div
        ref={scrollRef}
        className="h-[65vh] min-h-80 overflow-auto rounded-md border border-line"
        onScroll={(e) => {
          const top = e.currentTarget.scrollTop;
          scrollMemory.set(scrollKey, top);
          onAtTopChange(top < AT_TOP_PX);
        }}
      >
        <table
          className="w-full min-w-[760px] table-fixed border-collapse text-sm"
          aria-rowcount={rows.length + 1}
        >
          <caption className="sr-only">{intl.formatMessage(messages.tableCaption)}</caption>
          <colgroup>
            <col className="w-32" />
            <col className="w-32" />
            <col className="w-28" />
            <col className="w-36" />
            <col />
          </colgroup>
          <thead className="sticky top-0 z-10 bg-surface shadow-[0_1px_0] shadow-line">
            <tr aria-rowindex={1} style={{ height: DAY_ROW_HEIGHT }}>
              {COLUMNS.map((column) => (
                <th
                  key={column.id}
                  scope="col"
                  className="px-3 text-left text-xs font-semibold text-fg-soft"
                >
                  {intl.formatMessage(column)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <VirtualSpacer height={paddingTop} colSpan={LOG_COLUMNS} />
            {items.map((item) => {
              const row = rows[item.index];
              if (!row) return null;
              return row.kind === 'day' ? (
                <DayRow
                  key={row.key}
                  label={row.label}
                  count={row.count}
                  rowIndex={item.index + 2}
                />
              ) : (
                <LogTableRow
                  key={row.key}
                  log={row.log}
                  href={hrefOf(row.log)}
                  now={now}
                  catalog={catalog}
                  rowIndex={item.index + 2}
                />
              );
            })}
            <VirtualSpacer height={paddingBottom} colSpan={LOG_COLUMNS} />
          </tbody>
        </table>
      </div>
    </div>
  );
}

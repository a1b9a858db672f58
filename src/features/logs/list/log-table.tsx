import {
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  type HTMLAttributes,
  type MouseEvent,
} from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import type { DeviceLogEntry } from '@/api/device-log-entry';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { useNow } from '@/components/ui/use-now';
import type { CatalogEntry } from '@/domain/equipment/error-catalog';
import { useFormat } from '@/lib/use-format';
import { dayHeading, logColumns, logRowHeight } from './log-columns';
import type { LogRow } from './log-rows';
import { messages } from './messages';

interface LogTableProps {
  rows: readonly LogRow[];
  hrefOf: (log: DeviceLogEntry) => string;
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
const VIRTUAL = { rowHeight: logRowHeight, overscan: 10 };
const rowKey = (row: LogRow) => row.key;
// Scroll positions per view for this tab: coming back from a log returns to the same place.
const scrollMemory = new Map<string, number>();

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
  const f = useFormat();
  const navigate = useNavigate();
  const scrollRef = useRef<HTMLDivElement>(null);
  const now = useNow(15_000);
  const columns = useMemo(
    () => logColumns({ intl, f, now, catalog, hrefOf }),
    [intl, f, now, catalog, hrefOf],
  );
  const groupRow = useCallback((row: LogRow) => dayHeading(row, intl), [intl]);
  // The log id is the link (keyboard); a click anywhere else on the row opens the log too.
  const rowProps = useCallback(
    (row: LogRow): HTMLAttributes<HTMLTableRowElement> => {
      if (row.kind !== 'log') return {};
      const href = hrefOf(row.log);
      return {
        'data-log-guid': row.log.guid,
        onClick: (e: MouseEvent<HTMLTableRowElement>) => {
          // Leave links, buttons and text selection alone.
          const target = e.target as HTMLElement;
          if (target.closest('a,button') || window.getSelection()?.toString()) return;
          void navigate(href);
        },
      } as HTMLAttributes<HTMLTableRowElement>;
    },
    [hrefOf, navigate],
  );
  const onVisibleRange = useCallback(
    (_from: number, to: number) => {
      if (rows.length > 0 && to - 1 >= rows.length - NEAR_END_ROWS) onNearEnd();
    },
    [rows.length, onNearEnd],
  );

  useLayoutEffect(() => {
    const saved = scrollMemory.get(scrollKey);
    if (saved && scrollRef.current) scrollRef.current.scrollTop = saved;
  }, [scrollKey]);

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
      <DataTable
        caption={intl.formatMessage(messages.tableCaption)}
        columns={columns}
        rows={rows}
        rowKey={rowKey}
        rowProps={rowProps}
        groupRow={groupRow}
        virtual={VIRTUAL}
        onVisibleRange={onVisibleRange}
        scrollRef={scrollRef}
        onScroll={(e) => {
          const top = e.currentTarget.scrollTop;
          scrollMemory.set(scrollKey, top);
          onAtTopChange(top < AT_TOP_PX);
        }}
        className="h-[65vh] min-h-80 overflow-auto rounded-md border border-line"
        tableClassName="w-full min-w-[760px] table-fixed border-collapse text-sm"
        headClassName="sticky top-0 z-10 bg-surface shadow-[0_1px_0] shadow-line"
        headerCellClassName="h-9 px-3 text-left text-xs font-semibold text-fg-soft"
        cellClassName="overflow-hidden px-3 py-1 align-middle whitespace-nowrap text-ellipsis"
        rowClassName="cursor-pointer border-b border-line-subtle hover:bg-row-hover"
        groupRowClassName="bg-surface-strong"
        groupCellClassName="px-3 text-left text-xs font-semibold tracking-wide text-fg-soft"
      />
    </div>
  );
}

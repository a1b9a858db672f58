import { useTable, type Row, type SortingState, type Updater } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useMemo, useRef, memo } from 'react';
import { useIntl } from 'react-intl';
import { SortButton, VirtualSpacer } from '@/components/ui/data-table';
import { useNow } from '@/components/ui/use-now';
import { FleetNowContext } from './fleet-cells';
import { fleetColumns, fleetFeatures, FROM_MD, FROM_SM } from './fleet-columns';
import type { FleetRow } from './fleet-row';
import type { FleetSort, FleetSortId } from '@/domain/fleet-view';
import { messages } from '../messages';

export const ROW_HEIGHT = 44;

const ariaSort = (sorted: false | 'asc' | 'desc') =>
  sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none';

type FleetTableRowProps = {
  row: Row<typeof fleetFeatures, FleetRow>;
  rowIndex: number;
  FlexRender: ReturnType<typeof useTable<typeof fleetFeatures, FleetRow>>['FlexRender'];
};

/**
 * One row, memoised on TanStack's Row object (stable per data fetch): a keystroke re-renders only
 * rows that newly scroll or filter into view, not the ones already on screen.
 */
const FleetTableRow = memo(function FleetTableRow({
  row,
  rowIndex,
  FlexRender,
}: FleetTableRowProps) {
  return (
    <tr
      aria-rowindex={rowIndex}
      style={{ height: ROW_HEIGHT }}
      className="relative hover:bg-row-hover focus-within:bg-row-hover"
    >
      {row.getAllCells().map((cell) => (
        <td
          key={cell.id}
          className={`${cellClass(cell.column.id)} overflow-hidden border-b border-line-subtle whitespace-nowrap`}
        >
          <FlexRender cell={cell} />
        </td>
      ))}
    </tr>
  );
});

interface FleetTableProps {
  rows: readonly FleetRow[];
  /** Indices into rows, in display order (sorted and filtered by fleet-query.ts). */
  visible: Int32Array;
  sort: FleetSort;
  onSortChange: (sort: FleetSort) => void;
  company: string | undefined;
}

const cellClass = (id: string) =>
  `px-2 sm:px-3 ${FROM_SM.has(id) ? 'hidden sm:table-cell' : FROM_MD.has(id) ? 'hidden md:table-cell' : ''}`;

// table-layout: fixed takes widths from the header row; alias takes what is left.
const WIDTHS: Record<string, string> = {
  state: 'w-40 sm:w-44',
  serial: 'w-28 sm:w-32',
  // A width of its own: without one, the fixed columns left it nothing below ~1,250 px.
  alias: 'w-40',
  model: 'w-48',
  location: 'w-44',
  // On phones the errors column takes what state and serial leave.
  errors: 'sm:w-36',
  release: 'w-28',
  lastSeen: 'w-44',
};

/**
 * TanStack Table owns columns, headers and sort toggles; TanStack Virtual renders only the rows
 * in view. The core row model is built once per data change; a keystroke only changes `visible`.
 */
function FleetTableView({ rows, visible, sort, onSortChange, company }: FleetTableProps) {
  const intl = useIntl();
  const columns = useMemo(() => fleetColumns(company, intl), [company, intl]);
  const sorting = useMemo<SortingState>(
    () => [{ id: sort.id, desc: sort.desc }],
    [sort.id, sort.desc],
  );
  const table = useTable({
    features: fleetFeatures,
    columns,
    data: rows,
    getRowId: (row) => row.guid,
    state: { sorting },
    onSortingChange: (updater: Updater<SortingState>) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      const first = next[0];
      if (first) onSortChange({ id: first.id as FleetSortId, desc: first.desc });
    },
    manualSorting: true,
    enableSortingRemoval: false,
    enableMultiSort: false,
    sortDescFirst: false,
  });
  const coreRows = table.getCoreRowModel().rows;
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: visible.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
  });
  const items = virtualizer.getVirtualItems();
  const paddingTop = items[0]?.start ?? 0;
  const paddingBottom =
    items.length > 0 ? virtualizer.getTotalSize() - items[items.length - 1]!.end : 0;
  const now = useNow(15_000);

  return (
    <div
      ref={scrollRef}
      className="h-[max(24rem,calc(100dvh-22rem))] overflow-auto rounded-lg border border-line bg-surface"
    >
      <table
        className="w-full table-fixed border-separate border-spacing-0 text-sm"
        aria-rowcount={visible.length + 1}
      >
        <caption className="sr-only">{intl.formatMessage(messages.caption)}</caption>
        <thead className="sticky top-0 z-[1] bg-surface-strong">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id} aria-rowindex={1}>
              {group.headers.map((header) => {
                const sorted = header.column.getIsSorted();
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={ariaSort(sorted)}
                    className={`${cellClass(header.column.id)} ${WIDTHS[header.column.id] ?? ''} border-b border-line py-2 text-left font-semibold`}
                  >
                    <SortButton
                      direction={ariaSort(sorted)}
                      onClick={() => header.column.toggleSorting()}
                    >
                      <table.FlexRender header={header} />
                    </SortButton>
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <FleetNowContext value={now}>
          <tbody>
            {/* No colSpan: one over columns hidden on phones would add phantom columns. */}
            <VirtualSpacer height={paddingTop} />
            {items.map((item) => {
              const row = coreRows[visible[item.index]!];
              return row ? (
                <FleetTableRow
                  key={row.id}
                  row={row}
                  rowIndex={item.index + 2}
                  FlexRender={table.FlexRender}
                />
              ) : null;
            })}
            <VirtualSpacer height={paddingBottom} />
          </tbody>
        </FleetNowContext>
      </table>
    </div>
  );
}

/** Memoised: the page re-renders on every keystroke, this part only when its props change. */
export const FleetTable = memo(FleetTableView);

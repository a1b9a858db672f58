import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useEffect, useRef, type HTMLAttributes, type ReactNode } from 'react';
import { EmptyState } from './loading';

// One table for every list and legend: caption, sticky header, sortable headers with aria-sort,
// empty state, and (for 100k-row lists) virtual rows. Rows re-render only when their row changes.

export interface DataColumn<R> {
  id: string;
  header: ReactNode;
  cell: (row: R) => ReactNode;
  /** Classes for this column's header and cells (width, alignment, hiding on phones). */
  className?: string;
  /** The first column can name its row (a `th scope="row"`), as screen readers expect. */
  rowHeader?: boolean;
  sortable?: boolean;
}

export interface TableSort {
  id: string;
  desc: boolean;
}

export interface DataTableProps<R> {
  caption: string;
  /** Show the caption as the table's title instead of for screen readers only. */
  captionVisible?: boolean;
  columns: readonly DataColumn<R>[];
  rows: readonly R[];
  rowKey: (row: R) => string;
  /** Shown instead of the table when there are no rows. */
  empty?: ReactNode;
  sort?: TableSort;
  onSort?: (id: string) => void;
  /** Extra attributes per row (click handler, data-*, classes); keep it stable (useCallback). */
  rowProps?: (row: R) => HTMLAttributes<HTMLTableRowElement>;
  /** Virtual rows for long lists: fixed row height in px; the box then scrolls on its own. */
  virtual?: { rowHeight: number; overscan?: number };
  /** Virtual lists: called with the rows in view [from, to) when they change (lazy loading). */
  onVisibleRange?: (from: number, to: number) => void;
  /** Classes of the scroll box (its height for virtual lists; border and background). */
  className?: string;
  tableClassName?: string;
  headClassName?: string;
  cellClassName?: string;
}

export function ariaSort(sort: TableSort | undefined, id: string) {
  if (sort?.id !== id) return 'none';
  return sort.desc ? 'descending' : 'ascending';
}

/** A header's sort toggle; the arrow is decoration, aria-sort on the th says the state. */
export function SortButton({
  direction,
  onClick,
  children,
}: {
  direction: 'ascending' | 'descending' | 'none';
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="inline-flex items-center gap-1 rounded text-left hover:underline"
    >
      {children}
      <span aria-hidden className="text-xs text-fg-subtle">
        {direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕'}
      </span>
    </button>
  );
}

/** Stands in for the rows scrolled out of view; one cell so no phantom columns appear. */
export function VirtualSpacer({ height, colSpan }: { height: number; colSpan?: number }) {
  if (height <= 0) return null;
  return (
    <tr aria-hidden>
      <td colSpan={colSpan} style={{ height, padding: 0 }} />
    </tr>
  );
}

interface RowProps<R> {
  row: R;
  columns: readonly DataColumn<R>[];
  rowIndex: number;
  cellClassName: string;
  rowProps: DataTableProps<R>['rowProps'];
  height: number | undefined;
}

function DataRowView<R>({ row, columns, rowIndex, cellClassName, rowProps, height }: RowProps<R>) {
  const extra = rowProps?.(row);
  return (
    <tr
      aria-rowindex={rowIndex}
      style={height ? { height } : undefined}
      {...extra}
      className={`border-b border-line-subtle last:border-b-0 ${extra?.className ?? ''}`}
    >
      {columns.map((col) =>
        col.rowHeader ? (
          <th key={col.id} scope="row" className={`${cellClassName} ${col.className ?? ''}`}>
            {col.cell(row)}
          </th>
        ) : (
          <td key={col.id} className={`${cellClassName} ${col.className ?? ''}`}>
            {col.cell(row)}
          </td>
        ),
      )}
    </tr>
  );
}
// Memoised on row identity: a poll that keeps a row's object does not re-render that row.
const DataRow = memo(DataRowView) as typeof DataRowView;

export function DataTable<R>(props: DataTableProps<R>) {
  const { rows, empty, virtual } = props;
  if (rows.length === 0 && empty !== undefined) {
    return typeof empty === 'string' ? <EmptyState>{empty}</EmptyState> : <>{empty}</>;
  }
  return virtual ? <VirtualBody {...props} virtual={virtual} /> : <TableFrame {...props} />;
}

function TableFrame<R>(
  props: DataTableProps<R> & { body?: ReactNode; scrollRef?: React.Ref<HTMLDivElement> },
) {
  const { caption, captionVisible, columns, sort, onSort, rows, body, scrollRef } = props;
  const cellClass = props.cellClassName ?? 'px-3 py-2';
  return (
    <div ref={scrollRef} className={props.className ?? 'overflow-x-auto'}>
      <table className={props.tableClassName ?? 'w-full text-sm'} aria-rowcount={rows.length + 1}>
        <caption className={captionVisible ? 'mb-2 text-left text-base font-semibold' : 'sr-only'}>
          {caption}
        </caption>
        <thead className={props.headClassName ?? 'sticky top-0 z-[1] bg-surface-strong text-left'}>
          <tr aria-rowindex={1}>
            {columns.map((col) => (
              <th
                key={col.id}
                scope="col"
                aria-sort={col.sortable ? ariaSort(sort, col.id) : undefined}
                className={`${cellClass} font-semibold ${col.className ?? ''}`}
              >
                {col.sortable && onSort ? (
                  <SortButton direction={ariaSort(sort, col.id)} onClick={() => onSort(col.id)}>
                    {col.header}
                  </SortButton>
                ) : (
                  col.header
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {body ??
            rows.map((row, i) => (
              <DataRow
                key={props.rowKey(row)}
                row={row}
                columns={columns}
                rowIndex={i + 2}
                cellClassName={cellClass}
                rowProps={props.rowProps}
                height={undefined}
              />
            ))}
        </tbody>
      </table>
    </div>
  );
}

function VirtualBody<R>(
  props: DataTableProps<R> & { virtual: { rowHeight: number; overscan?: number } },
) {
  const { rows, virtual } = props;
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => virtual.rowHeight,
    getItemKey: (index) => props.rowKey(rows[index]!),
    overscan: virtual.overscan ?? 12,
  });
  const items = virtualizer.getVirtualItems();
  const first = items[0]?.index ?? 0;
  const end = (items.at(-1)?.index ?? -1) + 1;
  const { onVisibleRange } = props;
  useEffect(() => onVisibleRange?.(first, end), [onVisibleRange, first, end]);
  const top = items[0]?.start ?? 0;
  const bottom = items.length > 0 ? virtualizer.getTotalSize() - items.at(-1)!.end : 0;
  const cellClass = props.cellClassName ?? 'px-3 py-2';
  const body = (
    <>
      <VirtualSpacer height={top} colSpan={props.columns.length} />
      {items.map((item) => {
        const row = rows[item.index]!;
        return (
          <DataRow
            key={item.key}
            row={row}
            columns={props.columns}
            rowIndex={item.index + 2}
            cellClassName={cellClass}
            rowProps={props.rowProps}
            height={virtual.rowHeight}
          />
        );
      })}
      <VirtualSpacer height={bottom} colSpan={props.columns.length} />
    </>
  );
  return <TableFrame {...props} body={body} scrollRef={scrollRef} />;
}

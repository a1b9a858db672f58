import {
  memo,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type HTMLAttributes,
  type ReactNode,
  type Ref,
  type UIEventHandler,
} from 'react';
import { flushSync } from 'react-dom';
import { EmptyState } from './loading';
import { fixedLayout, variableLayout, visibleWindow, type RowLayout } from './virtual-window';

// One table for every list and legend: caption, sticky header, sortable headers with aria-sort,
// empty state, and (for 100k-row lists) virtual rows. Rows re-render only when their row changes.

export interface DataColumn<R> {
  id: string;
  header: ReactNode;
  cell: (row: R) => ReactNode;
  /** Classes for this column's header and cells (width, alignment, hiding on phones). */
  className?: string;
  /** Classes for this column's body cells only (fonts that would not suit the header). */
  cellClassName?: string;
  /** The first column can name its row (a `th scope="row"`), as screen readers expect. */
  rowHeader?: boolean;
  sortable?: boolean;
}

export interface TableSort {
  id: string;
  desc: boolean;
}

/** Row heights of a virtual list: one for every row, or one per row (e.g. group rows are lower). */
export interface VirtualRows<R> {
  rowHeight: number | ((row: R) => number);
  overscan?: number;
}

export interface DataTableProps<R> {
  caption: string;
  /** Show the caption as the table's title instead of for screen readers only. */
  captionVisible?: boolean;
  columns: readonly DataColumn<R>[];
  rows: readonly R[];
  /**
   * Display order as indices into `rows` (sorted and filtered elsewhere): a keystroke that
   * filters 100,000 rows then builds one Int32Array, not an array of rows.
   */
  order?: Int32Array;
  rowKey: (row: R) => string;
  /** Shown instead of the table when there are no rows. */
  empty?: ReactNode;
  sort?: TableSort;
  onSort?: (id: string) => void;
  /** Extra attributes per row (click handler, data-*, classes); keep it stable (useCallback). */
  rowProps?: (row: R) => HTMLAttributes<HTMLTableRowElement>;
  /**
   * A row spanning all columns (a `th scope="colgroup"`, e.g. a day heading between logs) when
   * this returns content for the row; keep it stable (useCallback).
   */
  groupRow?: (row: R) => ReactNode;
  /** Virtual rows for long lists; the box then scrolls on its own. */
  virtual?: VirtualRows<R>;
  /** Virtual lists: called with the rows rendered [from, to) when they change (lazy loading). */
  onVisibleRange?: (from: number, to: number) => void;
  /**
   * Names the scroll box as a focusable region, so keyboard users can scroll a table wider (or
   * taller) than its box.
   */
  scrollLabel?: string;
  /** The scroll box, for callers that scroll it (restore a position, back to the top). */
  scrollRef?: Ref<HTMLDivElement>;
  onScroll?: UIEventHandler<HTMLDivElement>;
  /** Classes of the scroll box (its height for virtual lists; border and background). */
  className?: string;
  tableClassName?: string;
  headClassName?: string;
  /** Classes of every header cell; the body cells' classes plus `font-semibold` by default. */
  headerCellClassName?: string;
  cellClassName?: string;
  /** Classes of every body row (rowProps can add more per row). */
  rowClassName?: string;
  /** Classes of a group row (`tr`) and its one cell (`th`). */
  groupRowClassName?: string;
  groupCellClassName?: string;
}

const DEFAULT_ROW_CLASS = 'border-b border-line-subtle last:border-b-0';
const DEFAULT_CELL_CLASS = 'px-3 py-2';
const DEFAULT_OVERSCAN = 12;
// Until the scroll box is measured (or where nothing is laid out, as in jsdom), assume a screenful.
const ASSUMED_VIEWPORT_PX = 1000;

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

/**
 * Stands in for the rows scrolled out of view. One cell without colSpan: a colSpan over columns
 * hidden on phones would add phantom columns to a fixed-layout table.
 */
function VirtualSpacer({ height }: { height: number }) {
  if (height <= 0) return null;
  return (
    <tr aria-hidden>
      <td style={{ height, padding: 0, border: 0 }} />
    </tr>
  );
}

interface RowProps<R> {
  row: R;
  columns: readonly DataColumn<R>[];
  rowIndex: number;
  rowClassName: string;
  cellClassName: string;
  rowProps: DataTableProps<R>['rowProps'];
  groupRow: DataTableProps<R>['groupRow'];
  groupRowClassName: string | undefined;
  groupCellClassName: string | undefined;
  height: number | undefined;
}

function DataRowView<R>(props: RowProps<R>) {
  const { row, columns, rowIndex, cellClassName, height } = props;
  const style = height ? { height } : undefined;
  const group = props.groupRow?.(row);
  if (group !== undefined && group !== null && group !== false) {
    return (
      <tr aria-rowindex={rowIndex} style={style} className={props.groupRowClassName}>
        <th colSpan={columns.length} scope="colgroup" className={props.groupCellClassName}>
          {group}
        </th>
      </tr>
    );
  }
  const extra = props.rowProps?.(row);
  return (
    <tr
      aria-rowindex={rowIndex}
      style={style}
      {...extra}
      className={`${props.rowClassName} ${extra?.className ?? ''}`}
    >
      {columns.map((col) => {
        const className = `${cellClassName} ${col.className ?? ''} ${col.cellClassName ?? ''}`;
        return col.rowHeader ? (
          <th key={col.id} scope="row" className={className}>
            {col.cell(row)}
          </th>
        ) : (
          <td key={col.id} className={className}>
            {col.cell(row)}
          </td>
        );
      })}
    </tr>
  );
}
// Memoised on row identity: a poll that keeps a row's object does not re-render that row.
const DataRow = memo(DataRowView) as typeof DataRowView;

export function DataTable<R>(props: DataTableProps<R>) {
  const { rows, order, empty, virtual } = props;
  const count = order ? order.length : rows.length;
  if (count === 0 && empty !== undefined) {
    return typeof empty === 'string' ? <EmptyState>{empty}</EmptyState> : <>{empty}</>;
  }
  return virtual ? <VirtualTable {...props} virtual={virtual} /> : <PlainTable {...props} />;
}

const rowAt = <R,>(rows: readonly R[], order: Int32Array | undefined, i: number) =>
  (order ? rows[order[i]!] : rows[i])!;

function renderRows<R>(props: DataTableProps<R>, first: number, end: number) {
  const { rows, order, rowKey, virtual } = props;
  const rowHeight = virtual?.rowHeight;
  const out: ReactNode[] = [];
  for (let i = first; i < end; i++) {
    const row = rowAt(rows, order, i);
    out.push(
      <DataRow
        key={rowKey(row)}
        row={row}
        columns={props.columns}
        rowIndex={i + 2}
        rowClassName={props.rowClassName ?? DEFAULT_ROW_CLASS}
        cellClassName={props.cellClassName ?? DEFAULT_CELL_CLASS}
        rowProps={props.rowProps}
        groupRow={props.groupRow}
        groupRowClassName={props.groupRowClassName}
        groupCellClassName={props.groupCellClassName}
        height={typeof rowHeight === 'function' ? rowHeight(row) : rowHeight}
      />,
    );
  }
  return out;
}

function PlainTable<R>(props: DataTableProps<R>) {
  const count = props.order ? props.order.length : props.rows.length;
  const ref = useRef<HTMLDivElement>(null);
  useImperativeHandle(props.scrollRef, () => ref.current!, []);
  return (
    <TableFrame {...props} scrollBox={ref} count={count}>
      {renderRows(props, 0, count)}
    </TableFrame>
  );
}

function TableFrame<R>({
  children,
  count,
  scrollBox,
  ...props
}: DataTableProps<R> & {
  children: ReactNode;
  count: number;
  scrollBox: Ref<HTMLDivElement>;
}) {
  const { caption, captionVisible, columns, sort, onSort, onScroll } = props;
  const headerCell =
    props.headerCellClassName ?? `${props.cellClassName ?? DEFAULT_CELL_CLASS} font-semibold`;
  return (
    <div
      ref={scrollBox}
      onScroll={onScroll}
      className={props.className ?? 'overflow-x-auto'}
      {...(props.scrollLabel && { tabIndex: 0, role: 'region', 'aria-label': props.scrollLabel })}
    >
      <table className={props.tableClassName ?? 'w-full text-sm'} aria-rowcount={count + 1}>
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
                className={`${headerCell} ${col.className ?? ''}`}
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
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/**
 * Row offsets come from the known heights, never from measuring rows: with one height the window
 * is plain arithmetic, so neither a render nor a scroll walks the 100,000 rows.
 */
function useRowLayout<R>(props: DataTableProps<R> & { virtual: VirtualRows<R> }): RowLayout {
  const { rows, order } = props;
  const { rowHeight } = props.virtual;
  const count = order ? order.length : rows.length;
  // Rows and order matter only to per-row heights: with one height, new rows keep the layout.
  const perRow = typeof rowHeight === 'function' ? rowHeight : undefined;
  const heightRows = perRow ? rows : undefined;
  const heightOrder = perRow ? order : undefined;
  return useMemo(
    () =>
      perRow && heightRows
        ? variableLayout(count, (i) => perRow(rowAt(heightRows, heightOrder, i)))
        : fixedLayout(count, typeof rowHeight === 'number' ? rowHeight : 1),
    [perRow, rowHeight, count, heightRows, heightOrder],
  );
}

function VirtualTable<R>(props: DataTableProps<R> & { virtual: VirtualRows<R> }) {
  const layout = useRowLayout(props);
  const overscan = props.virtual.overscan ?? DEFAULT_OVERSCAN;
  const ref = useRef<HTMLDivElement>(null);
  useImperativeHandle(props.scrollRef, () => ref.current!, []);
  // The box's scroll offset and height as last rendered; updated only when the window moves.
  const [box, setBox] = useState({ top: 0, height: 0 });
  const win = visibleWindow(layout, box.top, box.height || ASSUMED_VIEWPORT_PX, overscan);

  const latest = useRef({ layout, win, overscan });
  useLayoutEffect(() => {
    latest.current = { layout, win, overscan };
  });
  const sync = useRef<(urgent: boolean) => void>(() => {});
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    sync.current = (urgent) => {
      const top = el.scrollTop;
      const height = el.clientHeight;
      const { layout, win, overscan } = latest.current;
      const next = visibleWindow(layout, top, height || ASSUMED_VIEWPORT_PX, overscan);
      if (next.first === win.first && next.end === win.end) return;
      // A scroll renders the new rows before the frame paints, never a blank box.
      if (urgent) flushSync(() => setBox({ top, height }));
      else setBox({ top, height });
    };
    const onScroll = () => sync.current(true);
    el.addEventListener('scroll', onScroll, { passive: true });
    const resize =
      typeof ResizeObserver === 'undefined'
        ? undefined
        : new ResizeObserver(() => sync.current(false));
    resize?.observe(el);
    return () => {
      el.removeEventListener('scroll', onScroll);
      resize?.disconnect();
      sync.current = () => {};
    };
  }, []);
  // New rows (a filter, a poll, a page loaded) or a clamped scroll offset: check the window
  // before the browser paints.
  useLayoutEffect(() => sync.current(false), [layout]);

  const { onVisibleRange } = props;
  useEffect(() => onVisibleRange?.(win.first, win.end), [onVisibleRange, win.first, win.end]);

  return (
    <TableFrame {...props} scrollBox={ref} count={layout.count}>
      <VirtualSpacer height={win.top} />
      {renderRows(props, win.first, win.end)}
      <VirtualSpacer height={win.bottom} />
    </TableFrame>
  );
}

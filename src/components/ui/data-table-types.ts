import type { HTMLAttributes, ReactNode, Ref, UIEventHandler } from 'react';

// The props of DataTable (data-table.tsx) and its parts.

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

export const DEFAULT_ROW_CLASS = 'border-b border-line-subtle last:border-b-0';
export const DEFAULT_CELL_CLASS = 'px-3 py-2';

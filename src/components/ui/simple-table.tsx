import { DataTable, type DataColumn, type DataTableProps } from './data-table';

export type { DataColumn } from './data-table';

export interface SimpleTableProps<R> {
  caption: string;
  /** Show the caption as the table's title instead of for screen readers only. */
  captionVisible?: boolean;
  columns: readonly DataColumn<R>[];
  rows: readonly R[];
  /** Default: the row's position (a small table whose rows never move). */
  rowKey?: (row: R) => string;
  /** Shown instead of the table when there are no rows. */
  empty?: string;
  /**
   * Names the box as a focusable region, so keyboard users can scroll a table wider than a
   * phone sideways.
   */
  scrollLabel?: string;
  /** Keep the header in view in a box that scrolls down (give the box a max height). */
  stickyHead?: boolean;
  /** Classes of the box around the table (max width, scrolling). */
  className?: string;
  /** Classes of the table (width, text size). */
  tableClassName?: string;
  /** Classes added to every body row (e.g. `align-top`). */
  rowClassName?: string;
  /** Extra attributes per row (data-*, a class for one row). */
  rowProps?: DataTableProps<R>['rowProps'];
}

// The compact look of a small table inside a panel or dialog: no sticky header, thin rules.
const HEAD = 'border-b border-line text-left';
const CELL = 'py-1 pr-3 last:pr-0';

/** A small table (settings, counters, readings): the DataTable without its list dressing. */
export function SimpleTable<R>({
  className,
  tableClassName,
  rowClassName = '',
  rowKey,
  stickyHead,
  ...props
}: SimpleTableProps<R>) {
  const position = rowKey ? undefined : new Map(props.rows.map((row, i) => [row, String(i)]));
  return (
    <DataTable
      {...props}
      rowKey={rowKey ?? ((row) => position?.get(row) ?? '')}
      className={className ?? 'overflow-x-auto'}
      tableClassName={tableClassName ?? 'w-full text-sm'}
      headClassName={stickyHead ? `${HEAD} sticky top-0 bg-surface` : HEAD}
      headerCellClassName={`${CELL} font-medium`}
      cellClassName={CELL}
      rowClassName={`border-b border-line-subtle last:border-b-0 ${rowClassName}`}
    />
  );
}

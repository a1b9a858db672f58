import { DataTable, type DataColumn } from './data-table';

export type { DataColumn } from './data-table';

export interface SimpleTableProps<R> {
  caption: string;
  /** Show the caption as the table's title instead of for screen readers only. */
  captionVisible?: boolean;
  columns: readonly DataColumn<R>[];
  rows: readonly R[];
  rowKey: (row: R) => string;
  /** Shown instead of the table when there are no rows. */
  empty?: string;
  /** Classes of the box around the table (max width, scrolling). */
  className?: string;
  /** Classes of the table (width, text size). */
  tableClassName?: string;
}

// The compact look of a small table inside a panel or dialog: no sticky header, thin rules.
const HEAD = 'border-b border-line text-left';
const CELL = 'py-1 pr-3 last:pr-0';

/** A small table (settings, counters, readings): the DataTable without its list dressing. */
export function SimpleTable<R>({ className, tableClassName, ...props }: SimpleTableProps<R>) {
  return (
    <DataTable
      {...props}
      className={className ?? 'overflow-x-auto'}
      tableClassName={tableClassName ?? 'w-full text-sm'}
      headClassName={HEAD}
      headerCellClassName={`${CELL} font-medium`}
      cellClassName={CELL}
      rowClassName="border-b border-line-subtle last:border-b-0"
    />
  );
}

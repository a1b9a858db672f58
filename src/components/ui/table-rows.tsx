import { memo, type ReactNode } from 'react';
import {
  DEFAULT_CELL_CLASS,
  DEFAULT_ROW_CLASS,
  type DataColumn,
  type DataTableProps,
} from './data-table-types';

// The body rows of DataTable: one memoised row per row object, group rows, and the spacers that
// stand in for virtual rows out of view.

/**
 * Stands in for the rows scrolled out of view. One cell without colSpan: a colSpan over columns
 * hidden on phones would add phantom columns to a fixed-layout table.
 */
export function VirtualSpacer({ height }: { height: number }) {
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

export const rowAt = <R,>(rows: readonly R[], order: Int32Array | undefined, i: number) =>
  (order ? rows[order[i]!] : rows[i])!;

export function renderRows<R>(props: DataTableProps<R>, first: number, end: number) {
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

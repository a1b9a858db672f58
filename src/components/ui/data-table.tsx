import { useImperativeHandle, useRef } from 'react';
import type { DataTableProps } from './data-table-types';
import { EmptyState } from './loading';
import { TableFrame } from './table-frame';
import { renderRows } from './table-rows';
import { VirtualTable } from './virtual-table';

// One table for every list and legend: caption, sticky header, sortable headers with aria-sort,
// empty state, and (for 100k-row lists) virtual rows. Rows re-render only when their row changes.

export type { DataColumn, DataTableProps } from './data-table-types';

export function DataTable<R>(props: DataTableProps<R>) {
  const { rows, order, empty, virtual } = props;
  const count = order ? order.length : rows.length;
  if (count === 0 && empty !== undefined) {
    return typeof empty === 'string' ? <EmptyState>{empty}</EmptyState> : <>{empty}</>;
  }
  return virtual ? <VirtualTable {...props} virtual={virtual} /> : <PlainTable {...props} />;
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

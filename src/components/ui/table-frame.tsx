import type { ReactNode, Ref } from 'react';
import { DEFAULT_CELL_CLASS, type DataTableProps } from './data-table-types';
import { ariaSort, SortButton } from './sort-button';

// The scroll box, table, caption and sortable header around DataTable's rows.

export function TableFrame<R>({
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

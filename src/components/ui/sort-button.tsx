import type { ReactNode } from 'react';
import type { TableSort } from './data-table-types';

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

import { memo, useCallback, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { DataTable } from '@/components/ui/data-table';
import { useNow } from '@/components/ui/use-now';
import { FleetNowContext } from './fleet-cells';
import { fleetColumns } from './fleet-columns';
import type { FleetRow } from './fleet-row';
import type { FleetSort, FleetSortId } from '@/domain/fleet/fleet-view';
import { messages } from '../messages';

const ROW_HEIGHT = 44;
// Rows render before the frame paints (DataTable), so a few spare rows suffice; each one more
// is rendered again on every scroll step.
const VIRTUAL = { rowHeight: ROW_HEIGHT, overscan: 6 };
const rowKey = (row: FleetRow) => row.guid;

interface FleetTableProps {
  rows: readonly FleetRow[];
  /** Indices into rows, in display order (sorted and filtered by fleet-query.ts). */
  visible: Int32Array;
  sort: FleetSort;
  onSortChange: (sort: FleetSort) => void;
  company: string | undefined;
}

/**
 * The shared table with the fleet's display order: a keystroke only changes `visible`, and a row
 * whose object survived a poll is not re-rendered.
 */
function FleetTableView({ rows, visible, sort, onSortChange, company }: FleetTableProps) {
  const intl = useIntl();
  const columns = useMemo(() => fleetColumns(company, intl), [company, intl]);
  // A click on the sorted column flips it; another column starts ascending.
  const onSort = useCallback(
    (id: string) =>
      onSortChange({ id: id as FleetSortId, desc: sort.id === id ? !sort.desc : false }),
    [onSortChange, sort.id, sort.desc],
  );
  const now = useNow(15_000);
  return (
    <FleetNowContext value={now}>
      <DataTable
        caption={intl.formatMessage(messages.caption)}
        columns={columns}
        rows={rows}
        order={visible}
        rowKey={rowKey}
        sort={sort}
        onSort={onSort}
        virtual={VIRTUAL}
        className="h-[max(24rem,calc(100dvh-22rem))] overflow-auto rounded-lg border border-line bg-surface"
        tableClassName="w-full table-fixed border-separate border-spacing-0 text-sm"
        headClassName="sticky top-0 z-[1] bg-surface-strong"
        headerCellClassName="px-2 sm:px-3 border-b border-line py-2 text-left font-semibold"
        cellClassName="px-2 sm:px-3 overflow-hidden border-b border-line-subtle whitespace-nowrap"
        rowClassName="relative hover:bg-row-hover focus-within:bg-row-hover"
      />
    </FleetNowContext>
  );
}

/** Memoised: the page re-renders on every keystroke, this part only when its props change. */
export const FleetTable = memo(FleetTableView);

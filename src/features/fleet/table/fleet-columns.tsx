import { createColumnHelper, rowSortingFeature, tableFeatures } from '@tanstack/react-table';
import type { IntlShape } from 'react-intl';
import { Link } from 'react-router';
import { StateBadge } from '@/components/ui/state-badge';
import { paths } from '@/config/paths';
import { ErrorCountCell, LastSeenCell, ReleaseCell } from './fleet-cells';
import type { FleetRow } from './fleet-row';
import type { FleetSortId } from '@/domain/fleet-view';
import { messages } from '../messages';

// Sorting is registered for the header state and toggles only: rows are sorted by fleet-query.ts
// (manualSorting), because its precomputed keys sort 100,000 rows far faster.
export const fleetFeatures = tableFeatures({ rowSortingFeature });

const col = createColumnHelper<typeof fleetFeatures, FleetRow>();

/** Columns shown from the `sm` (alias, last seen) or `md` breakpoint on; phones keep state, serial and errors. */
export const FROM_SM: ReadonlySet<string> = new Set(['alias', 'lastSeen']);
export const FROM_MD: ReadonlySet<string> = new Set(['model', 'location', 'release']);

export function fleetColumns(company: string | undefined, intl: IntlShape) {
  const t = intl.formatMessage;
  return col.columns([
    col.accessor('health', {
      id: 'state' satisfies FleetSortId,
      header: t(messages.colState),
      cell: ({ row }) => <StateBadge derived={row.original.derived} size="sm" />,
    }),
    col.accessor('serial', {
      id: 'serial' satisfies FleetSortId,
      header: t(messages.colSerial),
      cell: ({ row }) => (
        // The link covers the whole row (stretched with ::after), so a click anywhere on the row,
        // Enter on the focused link, middle-click and "open in new tab" all work natively.
        <Link
          to={paths.equipment.href(row.original.guid, company)}
          className="font-mono font-medium text-accent underline-offset-2 after:absolute after:inset-0 hover:underline focus-visible:outline-none"
        >
          {row.original.serial}
          {/* Phones hide the alias column: the alias rides under the serial instead. */}
          {row.original.alias && (
            <span className="block truncate font-sans text-xs font-normal text-fg-muted sm:hidden">
              {row.original.alias}
            </span>
          )}
        </Link>
      ),
    }),
    col.accessor('alias', {
      id: 'alias' satisfies FleetSortId,
      header: t(messages.colAlias),
      cell: ({ row }) =>
        row.original.alias ? (
          <span className="block truncate" title={row.original.alias}>
            {row.original.alias}
          </span>
        ) : (
          <span className="text-fg-subtle">—</span>
        ),
    }),
    col.accessor('model', {
      id: 'model' satisfies FleetSortId,
      header: t(messages.colModel),
      cell: ({ row }) => (
        <span className="block truncate" title={`${row.original.model} (${row.original.type})`}>
          {row.original.model} <span className="text-xs text-fg-subtle">{row.original.type}</span>
        </span>
      ),
    }),
    col.accessor('city', {
      id: 'location' satisfies FleetSortId,
      header: t(messages.colLocation),
      cell: ({ row }) => {
        const text = [row.original.city, row.original.country].filter(Boolean).join(', ');
        return text ? (
          <span className="block truncate">{text}</span>
        ) : (
          <span className="text-fg-subtle">—</span>
        );
      },
    }),
    col.accessor('errorCount', {
      id: 'errors' satisfies FleetSortId,
      header: t(messages.colErrors),
      cell: ({ row }) => <ErrorCountCell row={row.original} />,
    }),
    col.accessor((row) => row.release.version, {
      id: 'release' satisfies FleetSortId,
      header: t(messages.colRelease),
      cell: ({ row }) => <ReleaseCell row={row.original} />,
    }),
    col.accessor('lastPing', {
      id: 'lastSeen' satisfies FleetSortId,
      header: t(messages.colLastSeen),
      cell: ({ row }) => <LastSeenCell row={row.original} />,
    }),
  ]);
}

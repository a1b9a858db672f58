import type { IntlShape } from 'react-intl';
import { Link } from 'react-router';
import type { DataColumn } from '@/components/ui/data-table';
import { StateBadge } from '@/components/ui/state-badge';
import { paths } from '@/config/paths';
import { ErrorCountCell, LastSeenCell, ReleaseCell } from './fleet-cells';
import type { FleetRow } from './fleet-row';
import type { FleetSortId } from '@/domain/fleet/fleet-view';
import { messages } from '../messages';

// Every column sorts, but the table only toggles: rows are sorted by fleet-query.ts, whose
// precomputed keys sort 100,000 rows far faster than sorting row objects would.

/** Columns shown from the `sm` (alias, last seen) or `md` breakpoint on; phones keep state, serial and errors. */
const FROM_SM = 'hidden sm:table-cell';
const FROM_MD = 'hidden md:table-cell';

// table-layout: fixed takes widths from the header row; the widths on the cells change nothing.
const column = (
  id: FleetSortId,
  header: string,
  className: string,
  cell: (row: FleetRow) => React.ReactNode,
): DataColumn<FleetRow> => ({ id, header, className, cell, sortable: true });

export function fleetColumns(company: string | undefined, intl: IntlShape): DataColumn<FleetRow>[] {
  const t = intl.formatMessage;
  return [
    column('state', t(messages.colState), 'w-40 sm:w-44', (row) => (
      <StateBadge derived={row.derived} size="sm" />
    )),
    column('serial', t(messages.colSerial), 'w-28 sm:w-32', (row) => (
      // The link covers the whole row (stretched with ::after), so a click anywhere on the row,
      // Enter on the focused link, middle-click and "open in new tab" all work natively.
      <Link
        to={paths.equipment.href(row.guid, company)}
        className="font-mono font-medium text-accent underline-offset-2 after:absolute after:inset-0 hover:underline focus-visible:outline-none"
      >
        {row.serial}
        {/* Phones hide the alias column: the alias rides under the serial instead. */}
        {row.alias && (
          <span className="block truncate font-sans text-xs font-normal text-fg-muted sm:hidden">
            {row.alias}
          </span>
        )}
      </Link>
    )),
    // A width of its own: without one, the fixed columns left it nothing below ~1,250 px.
    column('alias', t(messages.colAlias), `${FROM_SM} w-40`, (row) =>
      row.alias ? (
        <span className="block truncate" title={row.alias}>
          {row.alias}
        </span>
      ) : (
        <span className="text-fg-subtle">—</span>
      ),
    ),
    column('model', t(messages.colModel), `${FROM_MD} w-48`, (row) => (
      <span className="block truncate" title={`${row.model} (${row.type})`}>
        {row.model} <span className="text-xs text-fg-subtle">{row.type}</span>
      </span>
    )),
    column('location', t(messages.colLocation), `${FROM_MD} w-44`, (row) => {
      const text = [row.city, row.country].filter(Boolean).join(', ');
      return text ? (
        <span className="block truncate">{text}</span>
      ) : (
        <span className="text-fg-subtle">—</span>
      );
    }),
    // On phones the errors column takes what state and serial leave.
    column('errors', t(messages.colErrors), 'sm:w-36', (row) => <ErrorCountCell row={row} />),
    column('release', t(messages.colRelease), `${FROM_MD} w-28`, (row) => (
      <ReleaseCell row={row} />
    )),
    column('lastSeen', t(messages.colLastSeen), `${FROM_SM} w-44`, (row) => (
      <LastSeenCell row={row} />
    )),
  ];
}

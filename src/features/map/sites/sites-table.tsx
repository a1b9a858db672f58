import { memo, useMemo, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { useSearchParams } from 'react-router';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { HealthBadge } from '@/components/ui/state-badge';
import type { SiteSummary } from '@/domain/fleet/sites';
import { columnMessages, messages, valueMessages } from './messages';
import {
  nextSitesSort,
  placeText,
  readSitesSort,
  siteRows,
  sortSiteRows,
  SITES_SORT_PARAM,
  type SiteRow,
  type SitesSortId,
} from './sites-sort';

const PAGE = 100;
const NUMBER = 'text-right tabular-nums';

function siteColumns(intl: IntlShape, onFocusSite: (id: string) => void): DataColumn<SiteRow>[] {
  const header = (id: SitesSortId) => intl.formatMessage(columnMessages[id]);
  return [
    {
      id: 'name',
      header: header('name'),
      rowHeader: true,
      sortable: true,
      cellClassName: 'font-normal',
      cell: ({ s, name }) => (
        <>
          <button
            type="button"
            onClick={() => onFocusSite(s.site.id)}
            className="text-left font-medium text-accent hover:underline"
          >
            {name}
          </button>
          {!s.site.point && (
            <span className="ml-1 text-xs text-fg-muted">
              {intl.formatMessage(messages.notOnMap)}
            </span>
          )}
          <span className="block text-xs text-fg-muted sm:hidden">{placeText(s)}</span>
        </>
      ),
    },
    {
      id: 'place',
      header: header('place'),
      sortable: true,
      className: 'hidden sm:table-cell',
      cell: ({ s }) => placeText(s),
    },
    {
      id: 'units',
      header: header('units'),
      sortable: true,
      className: NUMBER,
      cell: ({ s }) => intl.formatNumber(s.units.length),
    },
    {
      id: 'worst',
      header: header('worst'),
      sortable: true,
      cell: ({ s }) => <HealthBadge health={s.worst} />,
    },
    {
      id: 'critical',
      header: header('critical'),
      sortable: true,
      className: NUMBER,
      cell: ({ s }) => intl.formatNumber(s.critical),
    },
  ];
}

/** The accessible view of the map: one row per site; a row's name focuses the map on it. Memo:
 *  the page re-renders on every streamed patch, the table only when its sites change. */
export const SitesTable = memo(function SitesTable({
  sites,
  names,
  onFocusSite,
}: {
  sites: readonly SiteSummary[];
  names: Readonly<Record<string, string>>;
  onFocusSite: (id: string) => void;
}) {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const { id, desc } = readSitesSort(params.get(SITES_SORT_PARAM));
  const [shown, setShown] = useState(PAGE);
  const rows = useMemo(() => siteRows(sites, names), [sites, names]);
  const sorted = useMemo(() => sortSiteRows(rows, { id, desc }), [rows, id, desc]);
  const columns = useMemo(() => siteColumns(intl, onFocusSite), [intl, onFocusSite]);
  const toggle = (column: string) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      const value = nextSitesSort({ id, desc }, column as SitesSortId);
      if (value === null) next.delete(SITES_SORT_PARAM);
      else next.set(SITES_SORT_PARAM, value);
      return next;
    });

  return (
    <div className="rounded-lg border border-line bg-surface">
      <DataTable
        caption={intl.formatMessage(messages.tableCaption)}
        captionVisible
        columns={columns}
        rows={sorted.slice(0, shown)}
        rowKey={(row) => row.s.site.id}
        tableClassName="w-full text-sm [&>caption]:px-3 [&>caption]:pt-2"
        sort={{ id, desc }}
        onSort={toggle}
        headClassName="bg-surface-muted text-left text-xs text-fg-muted"
        headerCellClassName="px-3 py-2 font-medium"
        cellClassName="px-3 py-1.5"
        rowClassName="border-t border-line-subtle"
      />
      {sorted.length > shown && (
        <div className="flex items-center gap-3 border-t border-line-subtle px-3 py-2 text-sm">
          <span>{intl.formatMessage(valueMessages.showing, { shown, total: sorted.length })}</span>
          <button
            type="button"
            onClick={() => setShown((n) => n + PAGE * 5)}
            className="font-medium text-accent underline"
          >
            {intl.formatMessage(messages.showMore)}
          </button>
        </div>
      )}
    </div>
  );
});

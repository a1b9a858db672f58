import { memo, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { HEALTH_BADGE_CLASSES } from '@/components/ui/health-colors';
import { HEALTH_RANK } from '@/domain/equipment/equipment-state';
import { normalizeSearchText } from '@/domain/fleet/search';
import { siteDisplayName, type SiteSummary } from '@/domain/fleet/sites';
import { healthNames } from '@/components/ui/state/messages';
import { columnMessages, messages, valueMessages } from './messages';

type SortId = 'name' | 'place' | 'units' | 'worst' | 'critical';
interface Sort {
  id: SortId;
  desc: boolean;
}

const PAGE = 100;
/** The table's sort lives in the URL as `sites=<id>` or `sites=-<id>` (descending). */
const SORT_PARAM = 'sites';
// Worst first, then the biggest sites: what an operator looks at first.
const DEFAULT_SORT: Sort = { id: 'worst', desc: false };

export const placeText = (s: SiteSummary) =>
  [s.site.city, s.site.country].filter(Boolean).join(', ') || '—';

/** A row with its sort keys computed once: 25,000 sites sort by plain comparisons. */
interface Row {
  s: SiteSummary;
  name: string;
  nameKey: string;
  placeKey: string;
}
const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const COMPARE: Record<SortId, (a: Row, b: Row) => number> = {
  name: (a, b) => cmp(a.nameKey, b.nameKey),
  place: (a, b) => cmp(a.placeKey, b.placeKey),
  units: (a, b) => a.s.units.length - b.s.units.length,
  worst: (a, b) => HEALTH_RANK[a.s.worst] - HEALTH_RANK[b.s.worst],
  critical: (a, b) => a.s.critical - b.s.critical,
};
type Names = Readonly<Record<string, string>>;

// Header texts: columnMessages.
const COLUMNS: { id: SortId; numeric?: boolean }[] = [
  { id: 'name' },
  { id: 'place' },
  { id: 'units', numeric: true },
  { id: 'worst' },
  { id: 'critical', numeric: true },
];

function readSitesSort(raw: string | null): Sort {
  const desc = raw?.startsWith('-') ?? false;
  const id = raw?.slice(desc ? 1 : 0);
  return COLUMNS.some((c) => c.id === id) ? { id: id as SortId, desc } : DEFAULT_SORT;
}

/** The accessible view of the map: one row per site; a row's name focuses the map on it. Memo:
 *  the page re-renders on every streamed patch, the table only when its sites change. */
export const SitesTable = memo(function SitesTable({
  sites,
  names,
  onFocusSite,
}: {
  sites: readonly SiteSummary[];
  names: Names;
  onFocusSite: (id: string) => void;
}) {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const sort = readSitesSort(params.get(SORT_PARAM));
  const [shown, setShown] = useState(PAGE);
  const rows = useMemo(
    () =>
      sites.map((s): Row => {
        const name = siteDisplayName(s.site, names);
        return {
          s,
          name,
          nameKey: normalizeSearchText(name),
          placeKey: placeText(s).toLowerCase(),
        };
      }),
    [sites, names],
  );
  const sorted = useMemo(() => {
    const primary = COMPARE[sort.id];
    const dir = sort.desc ? -1 : 1;
    return [...rows].sort(
      (a, b) =>
        dir * primary(a, b) || b.s.units.length - a.s.units.length || cmp(a.nameKey, b.nameKey),
    );
  }, [rows, sort.id, sort.desc]);
  const toggle = (id: SortId) => {
    const desc = sort.id === id ? !sort.desc : id === 'units' || id === 'critical';
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      if (id === DEFAULT_SORT.id && desc === DEFAULT_SORT.desc) next.delete(SORT_PARAM);
      else next.set(SORT_PARAM, `${desc ? '-' : ''}${id}`);
      return next;
    });
  };

  return (
    <div className="overflow-x-auto rounded-lg border border-line bg-surface">
      <table className="w-full text-sm">
        <caption className="px-3 py-2 text-left text-base font-semibold">
          {intl.formatMessage(messages.tableCaption)}
        </caption>
        <thead className="bg-slate-50 text-left text-xs text-fg-muted dark:bg-slate-800">
          <tr>
            {COLUMNS.map((c) => (
              <th
                key={c.id}
                scope="col"
                aria-sort={sort.id === c.id ? (sort.desc ? 'descending' : 'ascending') : undefined}
                className={`px-3 py-2 font-medium ${c.numeric ? 'text-right' : ''} ${c.id === 'place' ? 'hidden sm:table-cell' : ''}`}
              >
                <button type="button" onClick={() => toggle(c.id)} className="hover:underline">
                  {intl.formatMessage(columnMessages[c.id])}
                  <span aria-hidden>{sort.id === c.id ? (sort.desc ? ' ▾' : ' ▴') : ''}</span>
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {sorted.slice(0, shown).map(({ s, name }) => (
            <tr key={s.site.id} className="border-t border-line-subtle">
              <th scope="row" className="px-3 py-1.5 text-left font-normal">
                <button
                  type="button"
                  onClick={() => onFocusSite(s.site.id)}
                  className="text-left font-medium text-accent hover:underline"
                >
                  {name}
                </button>
                {!s.site.point && (
                  <span className="ml-1 text-xs text-slate-600 dark:text-slate-400">
                    {intl.formatMessage(messages.notOnMap)}
                  </span>
                )}
                <span className="block text-xs text-slate-600 sm:hidden dark:text-slate-400">
                  {placeText(s)}
                </span>
              </th>
              <td className="hidden px-3 py-1.5 sm:table-cell">{placeText(s)}</td>
              <td className="px-3 py-1.5 text-right tabular-nums">
                {intl.formatNumber(s.units.length)}
              </td>
              <td className="px-3 py-1.5">
                <span
                  data-health={s.worst}
                  className={`inline-block rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset ${HEALTH_BADGE_CLASSES[s.worst]}`}
                >
                  {intl.formatMessage(healthNames[s.worst])}
                </span>
              </td>
              <td className="px-3 py-1.5 text-right tabular-nums">
                {intl.formatNumber(s.critical)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
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

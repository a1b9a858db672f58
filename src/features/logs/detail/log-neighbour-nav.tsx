import { useEffect, useMemo } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { filterParamsOf, serverFiltersOf, type LogFilterState } from '../list/log-filters';
import { neighboursOf } from './log-neighbours';
import { logMatchesSearch, searchTerms } from '../list/log-search';
import { useLogList } from '../list/use-log-list';

interface LogNeighbourNavProps {
  guid: string;
  logGuid: string;
  company: string | undefined;
  /** The list the user came from (carried in the URL), so previous/next follow its filters. */
  filters: LogFilterState;
}

const linkClass =
  'inline-flex items-center gap-1 rounded-md border border-line-strong bg-surface px-3 py-1.5 text-sm font-medium hover:bg-surface-hover';
const disabledClass = `${linkClass} cursor-not-allowed opacity-50`;

/** Previous (newer) / next (older) log of the same filtered list, loading the next page when needed. */
export function LogNeighbourNav({ guid, logGuid, company, filters }: LogNeighbourNavProps) {
  const { type, from, to, serial, q } = filters;
  const serverFilter = useMemo(
    () => serverFiltersOf({ type, from, to, serial, q: '' }),
    [type, from, to, serial],
  );
  const list = useLogList(guid, company, serverFilter);
  const items = useMemo(() => {
    const terms = searchTerms(q);
    const all = list.data?.items ?? [];
    return terms.length ? all.filter((log) => logMatchesSearch(log, terms)) : all;
  }, [list.data, q]);
  const { index, newer, older } = neighboursOf(items, logGuid);
  const context = filterParamsOf(filters);
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = list;

  // At the last loaded log, fetch the next page so "Older log" can go on.
  useEffect(() => {
    if (index >= 0 && !older && hasNextPage && !isFetchingNextPage && !isFetchNextPageError)
      void fetchNextPage();
  }, [index, older, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);

  return (
    <nav aria-label="Log navigation" className="flex flex-wrap items-center gap-2">
      <Link to={paths.logs.href(guid, company, context)} className={linkClass}>
        <span aria-hidden>☰</span> All logs
      </Link>
      {newer ? (
        <Link
          to={paths.log.href(guid, newer._meta.guid, company, context)}
          className={linkClass}
          rel="prev"
        >
          <span aria-hidden>←</span> Previous (newer)
        </Link>
      ) : (
        <span aria-disabled="true" className={disabledClass}>
          <span aria-hidden>←</span> Previous (newer)
        </span>
      )}
      {older ? (
        <Link
          to={paths.log.href(guid, older._meta.guid, company, context)}
          className={linkClass}
          rel="next"
        >
          Next (older) <span aria-hidden>→</span>
        </Link>
      ) : (
        <span aria-disabled="true" className={disabledClass}>
          {isFetchingNextPage ? 'Loading…' : 'Next (older)'} <span aria-hidden>→</span>
        </span>
      )}
      <span className="text-xs text-fg-muted">
        {list.isPending
          ? 'Loading the list…'
          : index >= 0
            ? `${(index + 1).toLocaleString('en-US')} of ${items.length.toLocaleString('en-US')} loaded`
            : list.isError
              ? 'Previous/next: the list could not be loaded.'
              : 'This log is not among the loaded logs of the list.'}
      </span>
      {list.isError && (
        <button
          type="button"
          className="text-xs underline"
          onClick={() => void (list.isFetchNextPageError ? fetchNextPage() : list.refetch())}
        >
          Retry
        </button>
      )}
    </nav>
  );
}

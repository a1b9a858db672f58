import { useEffect, useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { filterParamsOf, serverFiltersOf, type LogFilterState } from '../list/log-filters';
import { neighboursOf } from './log-neighbours';
import { logMatchesSearch, searchTerms } from '../list/log-search';
import { useLogList } from '../list/use-log-list';
import { messages } from './messages';

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

/** A link to the neighbouring log, or the same text greyed out where there is none. */
function StepLink({
  to,
  rel,
  children,
}: {
  to?: string;
  rel: 'prev' | 'next';
  children: ReactNode;
}) {
  return to ? (
    <Link to={to} className={linkClass} rel={rel}>
      {children}
    </Link>
  ) : (
    <span aria-disabled="true" className={disabledClass}>
      {children}
    </span>
  );
}

/** Previous (newer) / next (older) log of the same filtered list, loading the next page when needed. */
export function LogNeighbourNav({ guid, logGuid, company, filters }: LogNeighbourNavProps) {
  const intl = useIntl();
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
    <nav
      aria-label={intl.formatMessage(messages.logNavigation)}
      className="flex flex-wrap items-center gap-2"
    >
      <Link to={paths.logs.href(guid, company, context)} className={linkClass}>
        <span aria-hidden>☰</span> {intl.formatMessage(messages.allLogs)}
      </Link>
      <StepLink to={newer && paths.log.href(guid, newer.guid, company, context)} rel="prev">
        <span aria-hidden>←</span> {intl.formatMessage(messages.previous)}
      </StepLink>
      <StepLink to={older && paths.log.href(guid, older.guid, company, context)} rel="next">
        {intl.formatMessage(!older && isFetchingNextPage ? messages.loading : messages.next)}{' '}
        <span aria-hidden>→</span>
      </StepLink>
      <span className="text-xs text-fg-muted">
        {list.isPending
          ? intl.formatMessage(messages.loadingList)
          : index >= 0
            ? intl.formatMessage(messages.position, { position: index + 1, count: items.length })
            : list.isError
              ? intl.formatMessage(messages.listUnavailable)
              : intl.formatMessage(messages.notInList)}
      </span>
      {list.isError && (
        <button
          type="button"
          className="text-xs underline"
          onClick={() => void (list.isFetchNextPageError ? fetchNextPage() : list.refetch())}
        >
          {intl.formatMessage(messages.retry)}
        </button>
      )}
    </nav>
  );
}

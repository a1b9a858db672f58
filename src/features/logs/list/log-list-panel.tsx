import { useQuery } from '@tanstack/react-query';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import type { DeviceLogFilter } from '@/api/device-logs';
import { errorCatalogQueries } from '@/api/error-catalog';
import type { DeviceLogEntry } from '@/api/device-log-entry';
import { QueryState } from '@/components/ui/query-state';
import { UpdatedAgo } from '@/components/ui/updated-ago';
import { paths } from '@/config/paths';
import { BUILTIN_ERROR_CATALOG } from '@/domain/equipment/error-catalog';
import { useFormat } from '@/lib/use-format';
import { filterParamsOf, hasActiveFilters, type LogFilterState } from './log-filters';
import { countLine } from './count-line';
import type { LogListData } from './log-list-data';
import { mergeLive } from './log-live';
import { buildLogRows } from './log-rows';
import { logMatchesSearch, searchTerms } from './log-search';
import { LogExportButton } from './log-export-button';
import { LogListEmpty, LogListFooter } from './log-list-parts';
import { LogTable } from './log-table';
import { useLiveHead, useLogList } from './use-log-list';
import { messages } from './messages';

interface LogListPanelProps {
  guid: string;
  company: string | undefined;
  filters: LogFilterState;
  serverFilter: DeviceLogFilter;
  unitLabel: string;
  onClearFilters: () => void;
}

/** The list's own loading / error (with Retry) states; the loaded list lives in LogListBody. */
export function LogListPanel(props: LogListPanelProps) {
  const intl = useIntl();
  const list = useLogList(props.guid, props.company, props.serverFilter);
  return (
    <QueryState
      query={list}
      loadingLabel={intl.formatMessage(messages.loadingLogs)}
      errorTitle={intl.formatMessage(messages.loadFailed)}
      // A failed next page has its own Retry in the footer; the loaded logs are not stale.
      staleNotice={!list.isFetchNextPageError}
    >
      {(data) => (
        <LogListBody {...props} list={data} listUpdatedAt={list.dataUpdatedAt} query={list} />
      )}
    </QueryState>
  );
}

type ListQuery = ReturnType<typeof useLogList>;

function LogListBody({
  guid,
  company,
  filters,
  serverFilter,
  unitLabel,
  onClearFilters,
  list,
  listUpdatedAt,
  query,
}: LogListPanelProps & { list: LogListData; listUpdatedAt: number; query: ListQuery }) {
  const intl = useIntl();
  const f = useFormat();
  const catalogQuery = useQuery(errorCatalogQueries.all(company));
  const catalog = catalogQuery.data?.entries ?? BUILTIN_ERROR_CATALOG;
  const { head, blocked } = useLiveHead(guid, company, serverFilter, list, listUpdatedAt);
  // null while the user is at the top: new logs then join the list at once.
  const [frozenAt, setFrozenAt] = useState<number | null>(null);
  const live = useMemo(
    () => mergeLive(list.items, head.data?.items ?? [], frozenAt),
    [list.items, head.data, frozenAt],
  );

  const deferredQuery = useDeferredValue(filters.q);
  const terms = useMemo(() => searchTerms(deferredQuery), [deferredQuery]);
  const shown = useMemo(
    () => (terms.length ? live.items.filter((log) => logMatchesSearch(log, terms)) : live.items),
    [live.items, terms],
  );
  const rows = useMemo(() => buildLogRows(shown, undefined, f.locale), [shown, f.locale]);

  const context = useMemo(() => filterParamsOf(filters), [filters]);
  const hrefOf = useCallback(
    (log: DeviceLogEntry) => paths.log.href(guid, log.guid, company, context),
    [guid, company, context],
  );

  const newest = live.items[0]?.logDate;
  const onAtTopChange = useCallback(
    (atTop: boolean) =>
      setFrozenAt((prev) => (atTop ? null : (prev ?? newest ?? Number.NEGATIVE_INFINITY))),
    [newest],
  );
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
  const searching = terms.length > 0;
  // While searching, pages are loaded on request only: a rare term must not pull in 100,000 logs.
  const onNearEnd = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage && !isFetchNextPageError && !searching)
      void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, isFetchNextPageError, searching, fetchNextPage]);

  const total = head.data?.total ?? list.total;
  const counts = countLine(
    {
      matching: live.items.length,
      shown: shown.length,
      searching,
      complete: !hasNextPage,
      total,
      fetched: list.fetched + Math.max(0, live.items.length - list.items.length),
      serverFiltered: list.serverFiltered,
    },
    intl,
  );

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
        <p aria-live="polite" className="font-medium">
          {counts}
        </p>
        {list.invalidCount > 0 && (
          <p className="text-attention-text">
            {intl.formatMessage(messages.unreadableSkipped, { count: list.invalidCount })}
          </p>
        )}
        <div className="ml-auto flex items-center gap-3">
          {blocked ? (
            <span className="text-xs text-fg-muted">{intl.formatMessage(messages.liveOff)}</span>
          ) : head.isError ? (
            <span className="text-xs text-attention-text">
              {intl.formatMessage(messages.liveFailed)}
            </span>
          ) : (
            <UpdatedAgo updatedAt={head.dataUpdatedAt} fetching={head.isFetching} />
          )}
          <LogExportButton
            logs={shown}
            catalog={catalog}
            unitLabel={unitLabel}
            type={filters.type}
          />
        </div>
      </div>
      {rows.length === 0 ? (
        <LogListEmpty
          reason={
            live.items.length > 0
              ? 'search'
              : hasActiveFilters({ ...filters, q: '' })
                ? 'filters'
                : 'none'
          }
          query={filters.q}
          canLoadMore={hasNextPage}
          onClearFilters={onClearFilters}
        />
      ) : (
        <LogTable
          rows={rows}
          hrefOf={hrefOf}
          catalog={catalog}
          pendingCount={live.pending.length}
          onShowPending={() => setFrozenAt(null)}
          onAtTopChange={onAtTopChange}
          onNearEnd={onNearEnd}
          scrollKey={`${guid}|${company ?? ''}|${context.toString()}`}
        />
      )}
      <LogListFooter
        error={isFetchNextPageError ? query.error : null}
        hasNextPage={hasNextPage}
        loading={isFetchingNextPage}
        onLoadMore={() => void fetchNextPage()}
        allShownNote={
          rows.length === 0
            ? undefined
            : list.wholeCollection
              ? intl.formatMessage(messages.allAtOnce)
              : intl.formatMessage(messages.allLoaded)
        }
      />
    </div>
  );
}

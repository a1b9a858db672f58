import { useCallback, useDeferredValue, useLayoutEffect, useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyState } from '@/components/ui/loading';
import { QueryState } from '@/components/ui/query-state';
import { getRuntimeConfig } from '@/config/runtime-config';
import type { HealthClass } from '@/domain/equipment/equipment-state';
import { formatDurationWords } from '@/domain/fleet/last-seen';
import { useCompany } from '@/lib/use-company';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { writeFleetView } from '@/domain/fleet/fleet-view';
import { PrintLabelsLink } from '@/components/work-orders/print-labels-link';
import { FleetExportButton } from './export/fleet-export-button';
import { FleetFilters } from '@/components/fleet/fleet-filters';
import { FleetFreshness } from './fleet-freshness';
import {
  filterOrderIncremental,
  prepareSearch,
  sortIncremental,
  type FilterResult,
  type SortResult,
} from './search/fleet-query';
import { useSearchText } from '@/lib/use-search-text';
import { FleetSearchBox } from './search/fleet-search-box';
import { FleetSummary } from './fleet-summary';
import { FleetTable } from './table/fleet-table';
import {
  EMPTY_VIEW,
  isFiltered,
  toggleHealth,
  type FleetSort,
  type FleetView,
} from '@/domain/fleet/fleet-view';
import { useFleetRows } from './table/use-fleet-rows';
import { useFleetView } from '@/lib/use-fleet-view';
import { useLocale } from '@/lib/use-format';
import { messages } from './messages';

/** The last sort per sort column, which the next rows (a further page, a poll) start from. */
const lastSort = new Map<string, SortResult>();
/** The last filter result per sort order, so the next keystroke can narrow it (a cache, not state). */
const lastFilter = new WeakMap<Int32Array, FilterResult>();

export function FleetPage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const locale = useLocale();
  const company = useCompany();
  const [view, setView] = useFleetView();
  const commitQuery = useCallback(
    (q: string) => setView({ ...view, q }, { replace: true }),
    [view, setView],
  );
  const [query, setQuery] = useSearchText(view.q, commitQuery);
  const { fleet, rows, summary, options } = useFleetRows(company);
  const { progress, invalidCount, catalogFallback } = fleet;
  // The input updates at once; the filter pass (a few ms at 10,000 rows, ~25 ms at 100,000) and
  // the rows follow in a deferred render, so typing never waits for the list, even on a busy CPU.
  const filterQuery = useDeferredValue(query);

  const { id: sortId, desc } = view.sort;
  const order = useMemo(() => {
    const sort = { id: sortId, desc };
    const next = sortIncremental(rows, sort, lastSort.get(sortId));
    lastSort.set(sortId, next);
    return next.order;
  }, [rows, sortId, desc]);
  const healthKey = view.health.join(',');
  const { state, critical, model, country, release, location } = view;
  const visible = useMemo(() => {
    const result = filterOrderIncremental(
      rows,
      order,
      {
        ...EMPTY_VIEW,
        q: filterQuery,
        health: healthKey ? (healthKey.split(',') as HealthClass[]) : [],
        state,
        critical,
        model,
        country,
        release,
        location,
      },
      lastFilter.get(order),
    );
    lastFilter.set(order, result);
    return result.visible;
  }, [rows, order, filterQuery, healthKey, state, critical, model, country, release, location]);

  // Filter/sort changes carry the latest typed text, even before it reached the URL; read through a
  // ref so the callbacks stay stable and memoised parts skip the per-keystroke render.
  const latestQuery = useRef(query);
  useLayoutEffect(() => {
    latestQuery.current = query;
  });
  const change = useCallback(
    (next: FleetView) => setView({ ...next, q: latestQuery.current }),
    [setView],
  );
  const onToggleHealth = useCallback(
    (h: HealthClass) => change(toggleHealth(view, h)),
    [change, view],
  );
  const onToggleCritical = useCallback(
    () => change({ ...view, critical: !view.critical }),
    [change, view],
  );
  const onSortChange = useCallback((sort: FleetSort) => change({ ...view, sort }), [change, view]);
  const filtering = isFiltered({ ...view, q: query });
  const clearAll = () => {
    setQuery('');
    setView({ ...EMPTY_VIEW, sort: view.sort });
  };

  return (
    // data-fleet-*: explicit signals for the bench and e2e (no waiting on text or timers).
    <div
      className="space-y-4"
      data-fleet-complete={fleet.complete ? 'true' : 'false'}
      data-fleet-units={rows.length}
      data-fleet-updated={fleet.dataUpdatedAt}
    >
      <title>{t(messages.pageTitle, { total: rows.length })}</title>
      <PageHeader
        title={t(messages.heading)}
        actions={
          <FleetFreshness
            updatedAt={fleet.dataUpdatedAt}
            fetching={fleet.isFetching}
            stale={fleet.stale}
            poll={fleet.poll}
            progress={progress}
          />
        }
      />

      <QueryState
        query={fleet.query}
        loadingLabel={t(messages.loading)}
        errorTitle={t(messages.loadFailed)}
      >
        {() => (
          <>
            {catalogFallback && (
              <p role="status" className="mb-3 text-sm text-attention-on-soft">
                {t(messages.catalogFallback, { reason: catalogFallback.replace(/\.$/, '') })}
              </p>
            )}
            <FleetSummary
              summary={summary}
              view={view}
              onToggleHealth={onToggleHealth}
              onToggleCritical={onToggleCritical}
            />
            <div className="mt-4 space-y-3 rounded-lg border border-line bg-surface p-3">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-2 sm:items-end">
                <FleetSearchBox
                  value={query}
                  onChange={setQuery}
                  onFocus={() => prepareSearch(rows)}
                />
                <p role="status" className="text-sm font-medium tabular-nums sm:pb-1.5">
                  {t(progress ? messages.shownOfTotalSoFar : messages.shownOfTotal, {
                    shown: visible.length,
                    total: rows.length,
                  })}
                </p>
                <div className="ml-auto flex items-center gap-3">
                  <Link
                    to={paths.map.href(company, writeFleetView({ ...view, q: query }))}
                    className="text-sm font-medium text-accent underline"
                  >
                    {t(messages.showOnMap)}
                  </Link>
                  <PrintLabelsLink company={company} view={{ ...view, q: query }} />
                  <FleetExportButton
                    rows={rows}
                    visible={visible}
                    company={company}
                    waitingFor={
                      progress ? (progress.receiving ? 'receiving' : 'failed') : undefined
                    }
                  />
                </div>
              </div>
              <FleetFilters view={view} options={options} onChange={change} />
            </div>
            {invalidCount > 0 && (
              <p className="text-sm text-attention-on-soft">
                {t(messages.unreadableDocuments, { count: invalidCount })}
              </p>
            )}
            {/* Phones hide the last-seen column, so its rule is only explained where it shows. */}
            <p className="hidden text-xs text-fg-muted sm:block">
              {t(messages.lastSeenNote, {
                rule: t(messages.lastSeenRule, {
                  span: formatDurationWords(getRuntimeConfig().offlineAfterMs, locale),
                }),
              })}
            </p>
            {rows.length === 0 ? (
              <EmptyState>
                {t(
                  progress
                    ? messages.noneReceived
                    : company
                      ? messages.companyEmpty
                      : messages.accountEmpty,
                )}
              </EmptyState>
            ) : visible.length === 0 ? (
              <EmptyState>
                {t(
                  filtering
                    ? progress
                      ? messages.noMatchFiltersSoFar
                      : messages.noMatchFilters
                    : progress
                      ? messages.noMatchViewSoFar
                      : messages.noMatchView,
                )}{' '}
                <button type="button" className="font-medium underline" onClick={clearAll}>
                  {t(messages.clearAll)}
                </button>
              </EmptyState>
            ) : (
              <FleetTable
                key={company ?? 'all'}
                rows={rows}
                visible={visible}
                sort={view.sort}
                onSortChange={onSortChange}
                company={company}
              />
            )}
          </>
        )}
      </QueryState>
    </div>
  );
}

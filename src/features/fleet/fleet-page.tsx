import { useCallback, useDeferredValue, useLayoutEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { PageHeader } from '@/components/ui/page-header';
import { QueryState } from '@/components/ui/query-state';
import { getRuntimeConfig } from '@/config/runtime-config';
import type { HealthClass } from '@/domain/equipment/equipment-state';
import { formatDurationWords } from '@/domain/fleet/last-seen';
import {
  EMPTY_VIEW,
  isFiltered,
  toggleHealth,
  type FleetSort,
  type FleetView,
} from '@/domain/fleet/fleet-view';
import { useCompany } from '@/lib/use-company';
import { useFleetView } from '@/lib/use-fleet-view';
import { useLocale } from '@/lib/use-format';
import { useSearchText } from '@/lib/use-search-text';
import { FleetEmpty } from './fleet-empty';
import { FleetFreshness } from './fleet-freshness';
import { FleetSummary } from './fleet-summary';
import { FleetToolbar } from './fleet-toolbar';
import { messages } from './messages';
import { useVisibleFleet } from './search/use-visible-fleet';
import { FleetTable } from './table/fleet-table';
import { useFleetRows } from './table/use-fleet-rows';

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

  const visible = useVisibleFleet(rows, view, filterQuery);

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
            <FleetToolbar
              rows={rows}
              visible={visible}
              view={view}
              query={query}
              setQuery={setQuery}
              onChange={change}
              options={options}
              progress={progress}
              company={company}
            />
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
            {rows.length === 0 || visible.length === 0 ? (
              <FleetEmpty
                nothingYet={rows.length === 0}
                receiving={Boolean(progress)}
                company={company}
                filtering={isFiltered({ ...view, q: query })}
                onClearAll={clearAll}
              />
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

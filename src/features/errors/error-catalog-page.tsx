import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useUrlFlag, useUrlParam } from '@/lib/use-url-param';
import { errorCatalogQueries } from '@/api/error-catalog';
import { PageHeader } from '@/components/ui/page-header';
import { messages as ui } from '@/components/ui/messages';
import { QueryState } from '@/components/ui/query-state';
import { SearchField } from '@/components/ui/search-field';
import { UpdatedAgo } from '@/components/ui/updated-ago';
import { useCompany } from '@/lib/use-company';
import { useSearchText } from '@/lib/use-search-text';
import { ErrorCatalogTable } from './error-catalog-table';
import { filterCatalog } from './error-catalog-filter';
import { messages } from './messages';
import { Checkbox } from '@/components/ui/checkbox';

const strong = (chunks: ReactNode[]) => <strong>{chunks}</strong>;

/**
 * Endpoint 13: every controller error bit; the built-in table when it fails
 * (docs/decisions.md#active-errors).
 */
export function ErrorCatalogPage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const company = useCompany();
  const catalog = useQuery(errorCatalogQueries.all(company));
  const [params, setParam] = useUrlParam();
  const query = params.get('q') ?? '';
  const [criticalOnly, setCriticalOnly] = useUrlFlag('critical');
  // Typed text lives in local state (no keystroke lost to a pending URL update).
  const commitQuery = useCallback((q: string) => setParam('q', q || undefined), [setParam]);
  const [text, setText] = useSearchText(query, commitQuery);

  const entries = catalog.data?.entries;
  const shown = useMemo(
    () => (entries ? filterCatalog(entries, text, criticalOnly) : []),
    [entries, text, criticalOnly],
  );

  return (
    <div className="space-y-4">
      <title>{t(messages.pageTitle)}</title>
      <PageHeader
        title={t(messages.heading)}
        actions={<UpdatedAgo updatedAt={catalog.dataUpdatedAt} fetching={catalog.isFetching} />}
        subtitle={t(messages.intro)}
      />
      <QueryState
        query={catalog}
        loadingLabel={t(messages.loading)}
        errorTitle={t(messages.loadFailed)}
      >
        {(data) => (
          <>
            {data.source === 'builtin' && (
              <div
                role="status"
                className="flex flex-wrap items-center gap-3 rounded-md border border-attention-line bg-attention-subtle p-3 text-sm text-attention-on-soft"
              >
                <p className="min-w-0 flex-1">
                  {data.fallbackReason
                    ? t(messages.builtinWithReason, { strong, reason: data.fallbackReason })
                    : t(messages.builtin, { strong })}
                </p>
                <button
                  type="button"
                  className="font-medium underline"
                  onClick={() => void catalog.refetch()}
                  disabled={catalog.isFetching}
                >
                  {t(catalog.isFetching ? ui.retrying : ui.retry)}
                </button>
              </div>
            )}
            <div className="flex flex-wrap items-end gap-3">
              <SearchField
                label={t(messages.search)}
                placeholder={t(messages.searchPlaceholder)}
                value={text}
                onChange={setText}
                className="flex-1 sm:max-w-md"
              />
              <Checkbox look="filter" checked={criticalOnly} onChange={setCriticalOnly}>
                {t(messages.criticalOnly)}
              </Checkbox>
              <p role="status" className="pb-2 text-sm font-medium tabular-nums">
                {t(messages.shownOfTotal, { shown: shown.length, total: data.entries.length })}
              </p>
            </div>
            <ErrorCatalogTable entries={shown} />
          </>
        )}
      </QueryState>
    </div>
  );
}

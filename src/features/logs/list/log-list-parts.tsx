import { useIntl } from 'react-intl';
import { Button } from '@/components/ui/button';
import { ErrorMessage } from '@/components/ui/error-message';
import { EmptyState } from '@/components/ui/loading';
import { messages } from './messages';

interface LogListEmptyProps {
  /** Why nothing shows: no log passes the filters, none has the search text, or none exists. */
  reason: 'filters' | 'search' | 'none';
  query: string;
  canLoadMore: boolean;
  onClearFilters: () => void;
}

export function LogListEmpty({ reason, query, canLoadMore, onClearFilters }: LogListEmptyProps) {
  const intl = useIntl();
  return (
    <EmptyState>
      {reason === 'filters' ? (
        <span className="flex flex-wrap items-center gap-2">
          {intl.formatMessage(messages.noFilterMatch)}
          <Button size="sm" onClick={onClearFilters}>
            {intl.formatMessage(messages.clearFilters)}
          </Button>
        </span>
      ) : reason === 'search' ? (
        intl.formatMessage(canLoadMore ? messages.noSearchMatchLoadMore : messages.noSearchMatch, {
          query: query.trim(),
        })
      ) : (
        intl.formatMessage(messages.noLogs)
      )}
    </EmptyState>
  );
}

interface LogListFooterProps {
  /** The error of the last "load more", if it failed. */
  error: unknown;
  hasNextPage: boolean;
  loading: boolean;
  onLoadMore: () => void;
  /** Said once everything is loaded (nothing when the list is empty). */
  allShownNote: string | undefined;
}

/** Load more (also the keyboard way to page), its own error with Retry, or "all loaded". */
export function LogListFooter({
  error,
  hasNextPage,
  loading,
  onLoadMore,
  allShownNote,
}: LogListFooterProps) {
  const intl = useIntl();
  return (
    <div className="flex flex-wrap items-center gap-3">
      {error ? (
        <ErrorMessage
          error={error}
          title={intl.formatMessage(messages.loadMoreFailed)}
          onRetry={onLoadMore}
          retrying={loading}
        />
      ) : hasNextPage ? (
        <Button onClick={onLoadMore} disabled={loading}>
          {intl.formatMessage(loading ? messages.loadingMore : messages.loadMore)}
        </Button>
      ) : allShownNote ? (
        <p className="text-xs text-fg-muted">{allShownNote}</p>
      ) : null}
    </div>
  );
}

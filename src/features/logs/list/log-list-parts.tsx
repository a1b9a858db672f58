import { Button } from '@/components/ui/button';
import { ErrorMessage } from '@/components/ui/error-message';
import { EmptyState } from '@/components/ui/loading';

interface LogListEmptyProps {
  /** Why nothing shows: no log passes the filters, none has the search text, or none exists. */
  reason: 'filters' | 'search' | 'none';
  query: string;
  canLoadMore: boolean;
  onClearFilters: () => void;
}

export function LogListEmpty({ reason, query, canLoadMore, onClearFilters }: LogListEmptyProps) {
  return (
    <EmptyState>
      {reason === 'filters' ? (
        <span className="flex flex-wrap items-center gap-2">
          No logs match these filters.
          <Button size="sm" onClick={onClearFilters}>
            Clear filters
          </Button>
        </span>
      ) : reason === 'search' ? (
        <>
          No loaded log contains “{query.trim()}” in its json_data.
          {canLoadMore ? ' Load more logs to search further.' : ''}
        </>
      ) : (
        'This unit has no device logs yet.'
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
  return (
    <div className="flex flex-wrap items-center gap-3">
      {error ? (
        <ErrorMessage
          error={error}
          title="Could not load more logs"
          onRetry={onLoadMore}
          retrying={loading}
        />
      ) : hasNextPage ? (
        <Button onClick={onLoadMore} disabled={loading}>
          {loading ? 'Loading more…' : 'Load more'}
        </Button>
      ) : allShownNote ? (
        <p className="text-xs text-fg-muted">{allShownNote}</p>
      ) : null}
    </div>
  );
}

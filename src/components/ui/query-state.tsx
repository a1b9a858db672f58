import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorMessage } from './error-message';
import { EmptyState, Loading } from './loading';

interface QueryStateProps<T> {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  loadingLabel?: string;
  errorTitle?: string;
}

/**
 * One panel's loading / empty / error states. When a refresh fails but earlier data exists,
 * the data stays on screen with a stale notice instead of being replaced by the error.
 */
export function QueryState<T>({
  query,
  children,
  isEmpty,
  empty,
  loadingLabel,
  errorTitle,
}: QueryStateProps<T>) {
  if (query.isPending) return <Loading label={loadingLabel} />;
  if (query.isError && query.data === undefined) {
    return (
      <ErrorMessage
        error={query.error}
        title={errorTitle}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const data = query.data as T;
  return (
    <>
      {query.isError && (
        <StaleNotice onRetry={() => void query.refetch()} retrying={query.isFetching} />
      )}
      {isEmpty?.(data) ? <EmptyState>{empty ?? 'Nothing to show.'}</EmptyState> : children(data)}
    </>
  );
}

export function StaleNotice({ onRetry, retrying }: { onRetry: () => void; retrying?: boolean }) {
  return (
    <div
      role="status"
      className="mb-2 flex items-center gap-2 rounded-md bg-amber-50 px-3 py-1.5 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100"
    >
      <span className="flex-1">
        Stale: the last refresh failed; showing the last data received.
      </span>
      <button type="button" className="underline" onClick={onRetry} disabled={retrying}>
        Retry
      </button>
    </div>
  );
}

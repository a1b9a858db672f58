import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { QueryErrorMessage } from './error-message';
import { EmptyState, Loading } from './loading';
import { messages } from './messages';

/** The part of a query result (plain, infinite or a hook's own) that the states need. */
export interface QueryLike<T> {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: unknown;
  data: T | undefined;
  refetch: () => Promise<unknown>;
}

/** The query's states with `data` derived from its data (undefined until the query has some). */
export function withData<T>(
  query: Omit<QueryLike<unknown>, 'data'>,
  data: T | undefined,
): QueryLike<T> {
  const { isPending, isError, isFetching, error, refetch } = query;
  return { isPending, isError, isFetching, error, refetch, data };
}

interface QueryStateProps<T> {
  query: QueryLike<T>;
  children: (data: T) => ReactNode;
  isEmpty?: (data: T) => boolean;
  /** Text goes in the standard empty box; an element is shown as it is. */
  empty?: ReactNode;
  loadingLabel?: string;
  errorTitle?: string;
  /** The same two texts as messages, formatted here (instead of loadingLabel / errorTitle). */
  text?: { loading: MessageDescriptor; error: MessageDescriptor };
  /** Whether a failed refresh over earlier data shows the stale notice (default: it does). */
  staleNotice?: boolean;
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
  text,
  staleNotice = true,
}: QueryStateProps<T>) {
  const intl = useIntl();
  if (query.isPending)
    return <Loading label={text ? intl.formatMessage(text.loading) : loadingLabel} />;
  if (query.isError && query.data === undefined) {
    const title = text ? intl.formatMessage(text.error) : errorTitle;
    return <QueryErrorMessage query={query} title={title} />;
  }
  const data = query.data as T;
  return (
    <>
      {query.isError && staleNotice && (
        <StaleNotice onRetry={() => void query.refetch()} retrying={query.isFetching} />
      )}
      {isEmpty?.(data) ? <EmptyView empty={empty} /> : children(data)}
    </>
  );
}

function EmptyView({ empty }: { empty: ReactNode }) {
  const intl = useIntl();
  if (empty === undefined || typeof empty === 'string')
    return <EmptyState>{empty ?? intl.formatMessage(messages.nothingToShow)}</EmptyState>;
  return empty;
}

export function StaleNotice({ onRetry, retrying }: { onRetry: () => void; retrying?: boolean }) {
  const intl = useIntl();
  return (
    <div
      role="status"
      className="mb-2 flex items-center gap-2 rounded-md bg-attention-subtle px-3 py-1.5 text-sm text-attention-on-soft"
    >
      <span className="flex-1">{intl.formatMessage(messages.stale)}</span>
      <button type="button" className="underline" onClick={onRetry} disabled={retrying}>
        {intl.formatMessage(messages.retry)}
      </button>
    </div>
  );
}

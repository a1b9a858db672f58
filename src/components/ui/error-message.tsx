import { useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import { defaultMessage, type ApiErrorKind } from '@/api/api-error';
import { currentIntl } from '@/lib/intl';
import { Button } from './button';
import { errorMessages, messages } from './messages';

/** Our own sentence for an ApiError without a message of the service's (mirrors api-error.ts). */
function apiErrorMessage(kind: ApiErrorKind, status: number): MessageDescriptor {
  if (kind !== 'http') return errorMessages[kind];
  if (status === 401) return errorMessages.expired;
  if (status === 403) return errorMessages.forbidden;
  if (status === 404) return errorMessages.notFound;
  if (status === 409) return errorMessages.conflict;
  if (status === 429 || status === 503) return errorMessages.busy;
  if (status >= 500) return errorMessages.server;
  if (status === 400 || status === 422) return errorMessages.rejected;
  return errorMessages.status;
}

export function describeError(error: unknown, intl: IntlShape = currentIntl()): string {
  // ApiError messages are written for users (docs/decisions.md#responses); anything else is a bug
  // and gets a plain sentence. A message the service wrote itself is shown as it was sent.
  if (error instanceof Error && error.name === 'ApiError' && error.message) {
    const { kind, status } = error as Error & { kind?: ApiErrorKind; status?: number };
    if (kind && typeof status === 'number' && error.message === defaultMessage(kind, status))
      return intl.formatMessage(apiErrorMessage(kind, status), { status });
    return error.message;
  }
  return intl.formatMessage(messages.somethingWrong);
}

interface ErrorMessageProps {
  error: unknown;
  onRetry?: () => void;
  title?: string;
  retrying?: boolean;
}

export function ErrorMessage({ error, onRetry, title, retrying }: ErrorMessageProps) {
  const intl = useIntl();
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-3 rounded-md border border-fault-line bg-fault-subtle p-3 text-sm text-fault-on-soft"
    >
      <div className="min-w-0 flex-1">
        <p className="font-medium">{title ?? intl.formatMessage(messages.couldNotLoad)}</p>
        <p className="break-words">{describeError(error, intl)}</p>
      </div>
      {onRetry && (
        <Button onClick={onRetry} disabled={retrying} size="sm">
          {intl.formatMessage(retrying ? messages.retrying : messages.retry)}
        </Button>
      )}
    </div>
  );
}

/** A failed query's error with its own Retry (a query result or anything shaped like one). */
export function QueryErrorMessage({
  query,
  title,
}: {
  query: { error: unknown; isFetching: boolean; refetch: () => Promise<unknown> };
  title?: string;
}) {
  return (
    <ErrorMessage
      error={query.error}
      title={title}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
    />
  );
}

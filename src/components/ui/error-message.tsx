import { Button } from './button';

export function describeError(error: unknown): string {
  // ApiError messages are written for users (docs/decisions.md#responses); anything else is a bug
  // and gets a plain sentence.
  if (error instanceof Error && error.name === 'ApiError' && error.message) return error.message;
  return 'Something went wrong while showing this part of the page.';
}

interface ErrorMessageProps {
  error: unknown;
  onRetry?: () => void;
  title?: string;
  retrying?: boolean;
}

export function ErrorMessage({
  error,
  onRetry,
  title = 'Could not load this',
  retrying,
}: ErrorMessageProps) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-3 rounded-md border border-fault-line bg-fault-subtle p-3 text-sm text-fault-on-soft"
    >
      <div className="min-w-0 flex-1">
        <p className="font-medium">{title}</p>
        <p className="break-words">{describeError(error)}</p>
      </div>
      {onRetry && (
        <Button onClick={onRetry} disabled={retrying} size="sm">
          {retrying ? 'Retrying…' : 'Retry'}
        </Button>
      )}
    </div>
  );
}

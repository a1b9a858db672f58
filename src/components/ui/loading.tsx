import { useIntl } from 'react-intl';
import { messages } from './messages';

export function Loading({ label }: { label?: string }) {
  const intl = useIntl();
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex items-center gap-2 p-3 text-sm text-fg-muted"
    >
      <span
        className="h-4 w-4 animate-spin rounded-full border-2 border-line-strong border-t-accent-solid"
        aria-hidden
      />
      {label ?? intl.formatMessage(messages.loading)}
    </div>
  );
}

export function EmptyState({ children }: { children: React.ReactNode }) {
  return <div className="rounded-md bg-surface-muted p-4 text-sm text-fg-muted">{children}</div>;
}

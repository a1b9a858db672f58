import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { messages } from './messages';

/**
 * While the browser has no network, React Query pauses every fetch: without this notice a page
 * would sit on "Loading…" or on old data with no hint why (issue 8, offline and back).
 */
export function OfflineBanner() {
  const intl = useIntl();
  const online = useSyncExternalStore(
    (listener) => onlineManager.subscribe(listener),
    () => onlineManager.isOnline(),
    () => true,
  );
  if (online) return null;
  return (
    <div
      role="status"
      className="mb-4 rounded-md border border-attention-line bg-attention-subtle px-3 py-2 text-sm text-attention-on-soft"
    >
      {intl.formatMessage(messages.offline)}
    </div>
  );
}

import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@/components/ui/button';
import { useStore } from '@/lib/create-store';
import { updateStore } from '@/lib/service-worker';
import { messages } from './messages';

/**
 * Non-blocking: the page stays usable while a new version waits (docs/decisions.md#installable-app).
 * Reload activates it and the page reloads once; Later hides the prompt until the next visit.
 */
export function UpdatePrompt() {
  const intl = useIntl();
  const pending = useStore(updateStore);
  const [applying, setApplying] = useState(false);
  if (!pending) return null;
  return (
    <div
      role="status"
      className="fixed bottom-4 left-4 z-50 flex items-center gap-3 rounded-md border border-line bg-surface p-3 text-sm shadow-lg"
    >
      <span className="font-medium">{intl.formatMessage(messages.updateAvailable)}</span>
      <Button
        variant="primary"
        size="sm"
        disabled={applying}
        onClick={() => {
          setApplying(true);
          pending.apply();
        }}
      >
        {intl.formatMessage(messages.updateReload)}
      </Button>
      <Button variant="ghost" size="sm" onClick={() => updateStore.set(null)}>
        {intl.formatMessage(messages.updateLater)}
      </Button>
    </div>
  );
}

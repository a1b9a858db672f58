import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useStore } from '@/lib/create-store';
import { updateStore } from '@/lib/service-worker';

// The prompt's words, in one place for translation.
const TEXT = {
  message: 'New version available',
  reload: 'Reload',
  later: 'Later',
};

/**
 * Non-blocking: the page stays usable while a new version waits (docs/decisions.md#installable-app).
 * Reload activates it and the page reloads once; Later hides the prompt until the next visit.
 */
export function UpdatePrompt() {
  const pending = useStore(updateStore);
  const [applying, setApplying] = useState(false);
  if (!pending) return null;
  return (
    <div
      role="status"
      className="fixed bottom-4 left-4 z-50 flex items-center gap-3 rounded-md border border-line bg-surface p-3 text-sm shadow-lg"
    >
      <span className="font-medium">{TEXT.message}</span>
      <Button
        variant="primary"
        size="sm"
        disabled={applying}
        onClick={() => {
          setApplying(true);
          pending.apply();
        }}
      >
        {TEXT.reload}
      </Button>
      <Button variant="ghost" size="sm" onClick={() => updateStore.set(null)}>
        {TEXT.later}
      </Button>
    </div>
  );
}

import { useIntl } from 'react-intl';
import { createStore, useStore } from '@/lib/create-store';
import { messages } from './messages';

// Global notices for failed mutations (DESIGN habit 6); panels show their own query errors.
export interface Toast {
  id: number;
  message: string;
  tone: 'error' | 'info';
}

const toasts = createStore<Toast[]>([]);
let nextId = 1;

export function showToast(message: string, tone: Toast['tone'] = 'error'): void {
  const id = nextId++;
  toasts.set((list) => [...list.slice(-3), { id, message, tone }]);
  setTimeout(() => dismissToast(id), 8000);
}

export function dismissToast(id: number): void {
  toasts.set((list) => list.filter((t) => t.id !== id));
}

/** At the end of a session: no notice of one person stays on screen for the next. */
export function clearToasts(): void {
  toasts.set([]);
}

export function Toaster() {
  const intl = useIntl();
  const list = useStore(toasts);
  return (
    <div
      aria-live="assertive"
      className="pointer-events-none fixed right-4 bottom-4 z-50 flex w-80 flex-col gap-2"
    >
      {list.map((t) => (
        <div
          key={t.id}
          role={t.tone === 'error' ? 'alert' : 'status'}
          className={`pointer-events-auto flex items-start gap-2 rounded-md p-3 text-sm shadow-lg ${t.tone === 'error' ? 'bg-toast-error text-on-toast' : 'bg-toast text-on-toast'}`}
        >
          <span className="flex-1">{t.message}</span>
          <button
            type="button"
            aria-label={intl.formatMessage(messages.dismiss)}
            onClick={() => dismissToast(t.id)}
          >
            ✕
          </button>
        </div>
      ))}
    </div>
  );
}

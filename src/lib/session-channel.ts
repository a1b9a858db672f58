// Sign-in and sign-out reach every tab of the browser profile. BroadcastChannel where
// there is one; otherwise a `storage` event (written and removed at once: nothing stays stored).
// A token never travels: a sign-in carries only its hash, to tell "the same session" apart.

export type SessionMessage = { type: 'signed-in'; token: string } | { type: 'signed-out' };

const NAME = 'sunbed-fleet.session';
const EVENT_KEY = 'sunbed-fleet.session-event';

let channel: BroadcastChannel | null | undefined;

function open(): BroadcastChannel | null {
  if (channel !== undefined) return channel;
  try {
    channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(NAME);
  } catch {
    channel = null;
  }
  return channel;
}

function isMessage(v: unknown): v is SessionMessage {
  const m = v as Partial<SessionMessage> | null;
  return (
    typeof m === 'object' &&
    m !== null &&
    (m.type === 'signed-out' || (m.type === 'signed-in' && typeof m.token === 'string'))
  );
}

export function postSessionMessage(message: SessionMessage): void {
  const c = open();
  if (c) {
    try {
      c.postMessage(message);
    } catch {
      // A closed channel: the other tabs still see the token gone before their next request.
    }
    return;
  }
  try {
    // A nonce: the same message twice in a row must still be an event.
    localStorage.setItem(EVENT_KEY, JSON.stringify({ ...message, at: Math.random() }));
    localStorage.removeItem(EVENT_KEY);
  } catch {
    // Storage disabled: each tab's token lives in that tab only.
  }
}

/** Follows the other tabs' messages (never this tab's own); returns the unsubscribe function. */
export function listenSessionMessages(listener: (message: SessionMessage) => void): () => void {
  const c = open();
  if (c) {
    const onMessage = (e: MessageEvent) => {
      if (isMessage(e.data)) listener(e.data);
    };
    c.addEventListener('message', onMessage);
    return () => c.removeEventListener('message', onMessage);
  }
  const onStorage = (e: StorageEvent) => {
    if (e.key !== EVENT_KEY || !e.newValue) return;
    try {
      const parsed: unknown = JSON.parse(e.newValue);
      if (!isMessage(parsed)) return;
      listener(
        parsed.type === 'signed-in'
          ? { type: 'signed-in', token: parsed.token }
          : { type: 'signed-out' },
      );
    } catch {
      // Not ours.
    }
  };
  addEventListener('storage', onStorage);
  return () => removeEventListener('storage', onStorage);
}

/** Test seam: the next post or listen opens the channel again (or not, without one). */
export function resetSessionChannel(): void {
  channel?.close();
  channel = undefined;
}

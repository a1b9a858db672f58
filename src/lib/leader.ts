// One tab does the work (evaluating alerts, running campaigns): it holds a Web Lock for its
// whole life; when it closes the browser grants the lock to the next waiting tab.

export interface LockManagerLike {
  request(
    name: string,
    options: { signal?: AbortSignal },
    callback: (lock: Lock | null) => Promise<void>,
  ): Promise<unknown>;
}

export interface Leadership {
  /** False when the browser has no Web Locks: every tab then leads on its own. */
  readonly supported: boolean;
  isLeader(): boolean;
  /** Called with the new value on every change; returns the unsubscribe function. */
  subscribe(listener: (leader: boolean) => void): () => void;
  /** Gives the lock back (or stops waiting for it). */
  release(): void;
}

function defaultLocks(): LockManagerLike | null {
  return (typeof navigator !== 'undefined' && navigator.locks) || null;
}

/** Waits for the lock `name` (use scopedName(identity, purpose)) and keeps it until release(). */
export function electLeader(
  name: string,
  locks: LockManagerLike | null = defaultLocks(),
): Leadership {
  const listeners = new Set<(leader: boolean) => void>();
  let leader = false;
  let released = false;
  let letGo: (() => void) | undefined;
  const abort = new AbortController();
  const set = (value: boolean) => {
    if (leader === value) return;
    leader = value;
    for (const l of listeners) l(value);
  };

  if (!locks) {
    leader = true;
  } else {
    locks
      .request(name, { signal: abort.signal }, () => {
        if (released) return Promise.resolve();
        set(true);
        return new Promise<void>((resolve) => (letGo = resolve));
      })
      .catch(() => undefined); // AbortError when released while still waiting
  }

  return {
    supported: locks !== null,
    isLeader: () => leader,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    release() {
      if (released) return;
      released = true;
      abort.abort();
      letGo?.();
      set(false);
      listeners.clear();
    },
  };
}

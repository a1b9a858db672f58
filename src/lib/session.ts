// docs/decisions.md#sign-in: the bearer token lives in sessionStorage, or localStorage when
// "Remember me" is ticked. It is never put in a URL, a log line or an error message.
const KEY = 'sunbed-fleet.token';

export type SignOutReason = 'signed-out' | 'expired';

type Listener = () => void;
const listeners = new Set<Listener>();
let lastReason: SignOutReason | null = null;

function read(): string | null {
  try {
    return sessionStorage.getItem(KEY) ?? localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

let token: string | null = read();

function emit() {
  for (const l of listeners) l();
}

export const session = {
  getToken: (): string | null => token,
  isRemembered: (): boolean => {
    try {
      return localStorage.getItem(KEY) !== null;
    } catch {
      return false;
    }
  },
  signIn(newToken: string, remember: boolean) {
    token = newToken;
    lastReason = null;
    try {
      sessionStorage.removeItem(KEY);
      localStorage.removeItem(KEY);
      (remember ? localStorage : sessionStorage).setItem(KEY, newToken);
    } catch {
      // Storage can be disabled (private mode); the token then lives for this page only.
    }
    emit();
  },
  signOut(reason: SignOutReason) {
    if (token === null && lastReason === reason) return;
    token = null;
    lastReason = reason;
    try {
      sessionStorage.removeItem(KEY);
      localStorage.removeItem(KEY);
    } catch {
      // nothing stored
    }
    emit();
  },
  /** Why the user was last signed out, so the sign-in page can say it. */
  lastReason: (): SignOutReason | null => lastReason,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

import { createStore } from '@/lib/create-store';

// docs/decisions.md#sign-in: the bearer token lives in sessionStorage, or localStorage when
// "Remember me" is ticked. It is never put in a URL, a log line or an error message.
const KEY = 'sunbed-fleet.token';

export type SignOutReason = 'signed-out' | 'expired';

interface SessionState {
  token: string | null;
  /** Why the user was last signed out, so the sign-in page can say it. */
  lastReason: SignOutReason | null;
}

function read(): string | null {
  try {
    return sessionStorage.getItem(KEY) ?? localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

// Storage is written by signIn/signOut below (two areas, chosen by "Remember me").
export const sessionStore = createStore<SessionState>({ token: read(), lastReason: null });

export const session = {
  getToken: (): string | null => sessionStore.get().token,
  isRemembered: (): boolean => {
    try {
      return localStorage.getItem(KEY) !== null;
    } catch {
      return false;
    }
  },
  signIn(newToken: string, remember: boolean) {
    try {
      sessionStorage.removeItem(KEY);
      localStorage.removeItem(KEY);
      (remember ? localStorage : sessionStorage).setItem(KEY, newToken);
    } catch {
      // Storage can be disabled (private mode); the token then lives for this page only.
    }
    sessionStore.set({ token: newToken, lastReason: null });
  },
  signOut(reason: SignOutReason) {
    const { token, lastReason } = sessionStore.get();
    if (token === null && lastReason === reason) return;
    try {
      sessionStorage.removeItem(KEY);
      localStorage.removeItem(KEY);
    } catch {
      // nothing stored
    }
    sessionStore.set({ token: null, lastReason: reason });
  },
  lastReason: (): SignOutReason | null => sessionStore.get().lastReason,
  subscribe: sessionStore.subscribe,
};

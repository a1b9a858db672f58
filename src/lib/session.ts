import { createStore } from '@/lib/create-store';
import { hashText } from './identity-key';
import { postSessionMessage } from './session-channel';

// docs/decisions.md#sign-in: the bearer token lives in sessionStorage, or localStorage when
// "Remember me" is ticked. It is never put in a URL, a log line or an error message.
// One session per browser profile. A sign-in or sign-out is told to every tab
// (session-channel.ts); a tab whose stored token is no longer its own ends its session.
const KEY = 'sunbed-fleet.token';

export type SignOutReason = 'signed-out' | 'expired' | 'other-tab';

interface SessionState {
  token: string | null;
  /** Why the user was last signed out, so the sign-in page can say it. */
  lastReason: SignOutReason | null;
  /** This session's own "Remember me" (not whatever another sign-in stored). */
  remembered: boolean;
  /** Whether the token is in storage (false with storage disabled: nothing to compare with). */
  stored: boolean;
  /** The service accepted it and the other tabs were told (a session found in storage was). */
  announced: boolean;
}

export interface SessionEnd {
  reason: SignOutReason;
  remembered: boolean;
}

function area(remembered: boolean): Storage | undefined {
  try {
    return remembered ? localStorage : sessionStorage;
  } catch {
    return undefined;
  }
}

function initial(): SessionState {
  for (const remembered of [false, true]) {
    try {
      const token = area(remembered)?.getItem(KEY) ?? null;
      if (token !== null)
        return { token, lastReason: null, remembered, stored: true, announced: true };
    } catch {
      // Storage disabled: signed out.
    }
  }
  return { token: null, lastReason: null, remembered: false, stored: false, announced: false };
}

// Storage is written by signIn/signOut below (two areas, chosen by "Remember me").
export const sessionStore = createStore<SessionState>(initial());
const endListeners = new Set<(end: SessionEnd) => void>();

function forget(token: string | null, remembered: boolean) {
  try {
    sessionStorage.removeItem(KEY);
    // Another tab may have stored its own session there since: only ours is removed.
    if (!remembered || localStorage.getItem(KEY) === token) localStorage.removeItem(KEY);
  } catch {
    // nothing stored
  }
}

export const session = {
  getToken: (): string | null => sessionStore.get().token,
  /**
   * The token to send now, checked against storage: when the stored token is no
   * longer this tab's (signed out or in as someone else in another tab), the session ends here
   * and nothing is sent.
   */
  tokenToSend(): string | null {
    const { token, remembered, stored } = sessionStore.get();
    if (token === null || !stored) return token;
    let now: string | null | undefined;
    try {
      now = area(remembered)?.getItem(KEY);
    } catch {
      now = undefined;
    }
    if (now === undefined || now === token) return token;
    session.signOut('other-tab', { tellOthers: false });
    return null;
  },
  /** Whether this session was started with "Remember me". */
  isRemembered: (): boolean => sessionStore.get().remembered,
  signIn(newToken: string, remember: boolean) {
    let stored = false;
    try {
      sessionStorage.removeItem(KEY);
      localStorage.removeItem(KEY);
      area(remember)?.setItem(KEY, newToken);
      stored = true;
    } catch {
      // Storage can be disabled (private mode); the token then lives for this page only.
    }
    sessionStore.set({
      token: newToken,
      lastReason: null,
      remembered: remember,
      stored,
      announced: false,
    });
  },
  /**
   * Tells the other tabs, once the service accepted the token: a mistyped token in one tab must
   * not sign the others out.
   */
  announce() {
    const state = sessionStore.get();
    if (state.token === null) return;
    sessionStore.set({ ...state, announced: true });
    postSessionMessage({ type: 'signed-in', token: hashText(state.token) });
  },
  /**
   * Ends the session in this tab and tells every other tab; not when another tab told us, nor
   * for a sign-in attempt the service refused (it never was a session of the others).
   */
  signOut(reason: SignOutReason, { tellOthers = true }: { tellOthers?: boolean } = {}) {
    const { token, lastReason, remembered, announced } = sessionStore.get();
    if (token === null && lastReason === reason) return;
    forget(token, remembered);
    sessionStore.set({
      token: null,
      lastReason: reason,
      remembered: false,
      stored: false,
      announced: false,
    });
    // A sign-in attempt the service refused (its 401 included) was never the others' session.
    if (tellOthers && announced) postSessionMessage({ type: 'signed-out' });
    if (token !== null) for (const l of [...endListeners]) l({ reason, remembered });
  },
  /** What another tab said: a sign-out, or a sign-in with another token, ends ours. */
  heard(message: { type: 'signed-in'; token: string } | { type: 'signed-out' }) {
    const { token } = sessionStore.get();
    if (token === null) return;
    if (message.type === 'signed-in' && message.token === hashText(token)) return;
    session.signOut('other-tab', { tellOthers: false });
  },
  /** Called once per ended session (token dropped), in every tab it was open in. */
  onEnd(listener: (end: SessionEnd) => void): () => void {
    endListeners.add(listener);
    return () => endListeners.delete(listener);
  },
  lastReason: (): SignOutReason | null => sessionStore.get().lastReason,
  subscribe: sessionStore.subscribe,
};

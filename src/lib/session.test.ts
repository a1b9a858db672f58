// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hashText } from './identity-key';
import { session, type SessionEnd } from './session';
import { listenSessionMessages, resetSessionChannel, type SessionMessage } from './session-channel';

// One session per browser profile. The other tabs are played by a second
// BroadcastChannel (or `storage` events) beside this module's own.

const KEY = 'sunbed-fleet.token';
const ends: SessionEnd[] = [];
let off = () => undefined as unknown;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  ends.length = 0;
  off = session.onEnd((e) => ends.push(e));
});
afterEach(() => {
  off();
  session.signOut('signed-out');
  vi.unstubAllGlobals();
  resetSessionChannel();
});

describe('one session across tabs', () => {
  it("another tab's sign-out ends this tab's session, with the reason", () => {
    session.signIn('tok-a', true);
    session.heard({ type: 'signed-out' });
    expect(session.getToken()).toBeNull();
    expect(session.lastReason()).toBe('other-tab');
    expect(ends).toEqual([{ reason: 'other-tab', remembered: true }]);
  });

  it('a sign-in elsewhere with the same token keeps the session; another token ends it', () => {
    session.signIn('tok-a', false);
    session.heard({ type: 'signed-in', token: hashText('tok-a') });
    expect(session.getToken()).toBe('tok-a');
    session.heard({ type: 'signed-in', token: hashText('tok-b') });
    expect(session.getToken()).toBeNull();
    expect(ends).toEqual([{ reason: 'other-tab', remembered: false }]);
  });

  it('sends no token the storage no longer holds (another tab signed in as someone else)', () => {
    session.signIn('tok-a', true);
    expect(session.tokenToSend()).toBe('tok-a');
    localStorage.setItem(KEY, 'tok-b');
    expect(session.tokenToSend()).toBeNull();
    expect(session.lastReason()).toBe('other-tab');
    // Ours only was dropped: the other session's token stays.
    expect(localStorage.getItem(KEY)).toBe('tok-b');
  });

  it('tells the other tabs of a sign-in (a hash, never the token) and a sign-out', async () => {
    const other = new BroadcastChannel('sunbed-fleet.session');
    const heard: SessionMessage[] = [];
    other.onmessage = (e: MessageEvent) => heard.push(e.data as SessionMessage);
    session.signIn('tok-a', false);
    // Not before the service accepted the token (announce), nor for a refused attempt (its 401).
    session.signOut('expired');
    session.signIn('tok-a', false);
    session.announce();
    session.signOut('signed-out');
    await vi.waitFor(() => expect(heard).toHaveLength(2));
    expect(heard).toEqual([
      { type: 'signed-in', token: hashText('tok-a') },
      { type: 'signed-out' },
    ]);
    expect(JSON.stringify(heard)).not.toContain('tok-a');
    other.close();
  });

  it('without BroadcastChannel, goes through a storage event and leaves nothing stored', () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    resetSessionChannel();
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    session.signIn('tok-a', false);
    session.announce();
    session.signOut('signed-out');
    const events = setItem.mock.calls.filter(([key]) => key === 'sunbed-fleet.session-event');
    expect(events.map(([, value]) => (JSON.parse(value) as SessionMessage).type)).toEqual([
      'signed-in',
      'signed-out',
    ]);
    expect(localStorage.getItem('sunbed-fleet.session-event')).toBeNull();

    // Another tab's write arrives here as a storage event.
    const heard: SessionMessage[] = [];
    const stop = listenSessionMessages((m) => heard.push(m));
    const [, value] = events[1]!;
    dispatchEvent(
      new StorageEvent('storage', { key: 'sunbed-fleet.session-event', newValue: value }),
    );
    dispatchEvent(
      new StorageEvent('storage', { key: 'sunbed-fleet.session-event', newValue: null }),
    );
    expect(heard).toEqual([{ type: 'signed-out' }]);
    stop();
  });
});

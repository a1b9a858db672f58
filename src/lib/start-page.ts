import { createStore, useStore, type Store } from './create-store';
import { scopedName } from './identity-key';
import { onIdentityDataReset } from './identity-store';

// docs/decisions.md#board-words: the page `/` and a sign-in without a deep link open, kept per
// identity (a front-desk tablet's account opens the board, an operator's the fleet list).
export type StartPage = 'fleet' | 'board';

const parse = (raw: string | null): StartPage => (raw === 'board' ? 'board' : 'fleet');
const stores = new Map<string, Store<StartPage>>();
const signedOut = createStore<StartPage>('fleet');
// Removed with the identity's other local data at sign-out: read again.
onIdentityDataReset(() => {
  for (const store of stores.values()) {
    store.reload();
    store.set(store.get());
  }
});

/** The identity's start page store (identityKey); without an identity a fixed "fleet". */
function storeOf(key: string | null): Store<StartPage> {
  if (!key) return signedOut;
  let store = stores.get(key);
  if (!store) {
    store = createStore<StartPage>('fleet', {
      key: scopedName(key, 'start-page'),
      parse,
      serialize: (v) => (v === 'fleet' ? null : v),
    });
    stores.set(key, store);
  }
  return store;
}

export const readStartPage = (key: string | null): StartPage => storeOf(key).get();

/** Whether any identity of this browser chose the board: if none, `/` need not wait for one. */
export function anyBoardChoice(): boolean {
  try {
    for (let i = 0; i < localStorage.length; i++) {
      const k = localStorage.key(i);
      if (k?.endsWith('.start-page') && localStorage.getItem(k) === 'board') return true;
    }
  } catch {
    // Storage disabled: nothing was chosen.
  }
  return false;
}

export function setStartPage(key: string | null, page: StartPage): void {
  if (key) storeOf(key).set(page);
}

export function useStartPage(key: string | null): StartPage {
  return useStore(storeOf(key));
}

import { createStore, useStore, type Store, type StorePersistence } from './create-store';
import { NAME_PREFIX, scopedName } from './identity-key';

// What a person keeps in this browser (command history, site names, company labels,
// start page) is kept per identity, under sunbed-fleet.<identity key>.<purpose>, and goes at
// sign-out unless the session was remembered. The pages use the signed-in identity's copy.

/** The signed-in identity's key (identityKey), set once the identity is known; null signed out. */
export const activeIdentityStore = createStore<string | null>(null);

const resets = new Set<() => void>();

export interface IdentityStore<T> {
  get: () => T;
  set: (next: T | ((prev: T) => T)) => void;
  /** The signed-in identity's value in a component. */
  use: () => T;
  storeOf: (key: string | null) => Store<T>;
}

/**
 * `empty` must serialize to null (no key left behind). `legacyKey`: where this was kept for the
 * whole browser before; moved to the first identity that signs in, then gone.
 */
export function createIdentityStore<T>(
  purpose: string,
  empty: T,
  persist: Pick<StorePersistence<T>, 'parse' | 'serialize'>,
  legacyKey?: string,
): IdentityStore<T> {
  const stores = new Map<string, Store<T>>();
  // Signed out: memory only, never stored.
  const none = createStore<T>(empty);
  const storeOf = (key: string | null): Store<T> => {
    if (!key) return none;
    let store = stores.get(key);
    if (!store) {
      const name = scopedName(key, purpose);
      if (legacyKey) moveLegacy(legacyKey, name);
      store = createStore<T>(empty, { ...persist, key: name });
      stores.set(key, store);
    }
    return store;
  };
  resets.add(() => {
    none.set(empty);
    // Re-read from storage (empty after a removal), and tell the pages still subscribed.
    for (const store of stores.values()) {
      store.reload();
      store.set(store.get());
    }
  });
  const current = () => storeOf(activeIdentityStore.get());
  return {
    get: () => current().get(),
    set: (next) => current().set(next),
    use() {
      const key = useStore(activeIdentityStore);
      return useStore(storeOf(key));
    },
    storeOf,
  };
}

function moveLegacy(legacyKey: string, name: string) {
  try {
    const old = localStorage.getItem(legacyKey);
    if (old === null) return;
    if (localStorage.getItem(name) === null) localStorage.setItem(name, old);
    localStorage.removeItem(legacyKey);
  } catch {
    // Storage disabled: nothing to move.
  }
}

/** Registers a reset for per-identity data kept outside createIdentityStore (start page). */
export function onIdentityDataReset(reset: () => void): void {
  resets.add(reset);
}

/** Removes everything kept for the identity in localStorage; the stores read it again. */
export function removeIdentityLocalData(key: string): void {
  const prefix = `${NAME_PREFIX}.${key}.`;
  try {
    const keys: string[] = [];
    for (let i = 0; i < localStorage.length; i++) {
      const k = localStorage.key(i);
      if (k?.startsWith(prefix)) keys.push(k);
    }
    for (const k of keys) localStorage.removeItem(k);
  } catch {
    // Storage disabled: nothing was kept.
  }
  resetIdentityStores();
}

/** Every per-identity store forgets its in-memory copy (a switch of user in this tab). */
export function resetIdentityStores(): void {
  for (const reset of resets) reset();
}

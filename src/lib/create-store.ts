import { useSyncExternalStore } from 'react';

// One external store for module state that outlives components (session, theme, toasts, …).
// Pages read it with useStore(); persistence and cross-tab sync are opt-in per store.

export interface StorePersistence<T> {
  /** Storage key; also the key whose `storage` events from other tabs are followed. */
  key: string;
  /** Which Web Storage area; read at call time so tests can swap it. Default 'local'. */
  area?: 'local' | 'session';
  /** Turns the stored text (null when absent) into a value; the validator of what was stored. */
  parse: (raw: string | null) => T;
  /** Text to store; null removes the key. Default JSON.stringify. */
  serialize?: (value: T) => string | null;
  /** Follow writes from other tabs of this browser. Default true. */
  crossTab?: boolean;
}

export interface Store<T> {
  get: () => T;
  set: (next: T | ((prev: T) => T)) => void;
  subscribe: (listener: () => void) => () => void;
  /** Forget the in-memory copy; the next get() reads storage again (persisted stores only). */
  reload: () => void;
}

function storageArea(area: 'local' | 'session' = 'local'): Storage | undefined {
  try {
    return area === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

function readStored<T>(p: StorePersistence<T>): T {
  let raw: string | null;
  try {
    raw = storageArea(p.area)?.getItem(p.key) ?? null;
  } catch {
    raw = null;
  }
  return p.parse(raw);
}

function writeStored<T>(p: StorePersistence<T>, value: T): void {
  try {
    const area = storageArea(p.area);
    const text = p.serialize ? p.serialize(value) : JSON.stringify(value);
    if (text === null) area?.removeItem(p.key);
    else area?.setItem(p.key, text);
  } catch {
    // Storage full or disabled (private mode): the value lives for this page load only.
  }
}

/** A store of one value. Without `persist` it lives in memory; with it, it is read lazily. */
export function createStore<T>(initial: T, persist?: StorePersistence<T>): Store<T> {
  let loaded = persist === undefined;
  let value = initial;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((l) => l());

  const get = () => {
    if (!loaded && persist) {
      value = readStored(persist);
      loaded = true;
    }
    return value;
  };

  const onStorage = (e: StorageEvent) => {
    if (!persist || (e.key !== null && e.key !== persist.key)) return;
    loaded = false;
    emit();
  };
  const followsTabs =
    persist !== undefined && persist.crossTab !== false && typeof window !== 'undefined';

  return {
    get,
    set(next) {
      value = typeof next === 'function' ? (next as (prev: T) => T)(get()) : next;
      loaded = true;
      if (persist) writeStored(persist, value);
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      if (followsTabs && listeners.size === 1) window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        if (followsTabs && listeners.size === 0) window.removeEventListener('storage', onStorage);
      };
    },
    reload() {
      if (persist) loaded = false;
    },
  };
}

/** The store's value (or a part of it) in a component; re-renders only when that changes. */
export function useStore<T>(store: Store<T>): T;
export function useStore<T, S>(store: Store<T>, select: (value: T) => S, serverValue?: S): S;
export function useStore<T, S>(store: Store<T>, select?: (value: T) => S, serverValue?: S) {
  const read = () => (select ? select(store.get()) : store.get());
  return useSyncExternalStore(
    store.subscribe,
    read,
    serverValue === undefined ? read : () => serverValue,
  );
}

import {
  deleteDB,
  openDB,
  type DBSchema,
  type IDBPDatabase,
  type IDBPTransaction,
  type StoreNames,
} from 'idb';
import { NAME_PREFIX, scopedName } from './identity-key';
import { session } from './session';
import { storageProblemOf, type StorageProblem } from './storage-problem';

// One database per (identity, feature): each feature owns its schema and migrations in its own
// file, so adding a store never means editing a shared schema file.

export type Migration<S extends DBSchema | unknown> = (
  db: IDBPDatabase<S>,
  tx: IDBPTransaction<S, StoreNames<S>[], 'versionchange'>,
) => void;

export interface DbDefinition<S extends DBSchema | unknown> {
  /** Short feature name, part of the database name: "alerts", "fleet-history"… */
  purpose: string;
  /** Append-only: migrations[i] upgrades version i to i + 1; the version is the list's length. */
  migrations: readonly Migration<S>[];
}

export type OpenResult<S extends DBSchema | unknown> =
  { ok: true; db: IDBPDatabase<S> } | { ok: false; problem: StorageProblem };

// Ended in this tab (signed out, or a 401); a tab that never had a session (tests) is not.
const sessionEnded = () => session.getToken() === null && session.lastReason() !== null;
const SIGNED_OUT: StorageProblem = { kind: 'failed', message: 'the session has ended' };
const REGISTRY_KEY = `${NAME_PREFIX}.idb-names`;
const open = new Map<string, IDBPDatabase<unknown>>();
// Identity keys this tab opened a database for (their data goes when the session ends by 401).
const openedKeys = new Set<string>();

function registry(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(REGISTRY_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((n): n is string => typeof n === 'string') : [];
  } catch {
    return [];
  }
}

function saveRegistry(names: string[]) {
  try {
    // An empty registry leaves no key behind: sign-out must leave the browser's storage empty.
    if (names.length === 0) localStorage.removeItem(REGISTRY_KEY);
    else localStorage.setItem(REGISTRY_KEY, JSON.stringify([...new Set(names)]));
  } catch {
    // The registry is a fallback for browsers without indexedDB.databases(); losing it is fine.
  }
}

function timeout<T>(ms: number, value: T): Promise<T> {
  return new Promise((resolve) => setTimeout(() => resolve(value), ms));
}

/** Opens the feature's database for one identity; never throws (a problem means: no persistence). */
export async function openIdentityDb<S extends DBSchema | unknown>(
  key: string,
  def: DbDefinition<S>,
  { timeoutMs = 5000 }: { timeoutMs?: number } = {},
): Promise<OpenResult<S>> {
  if (typeof indexedDB === 'undefined' || indexedDB === null)
    return { ok: false, problem: { kind: 'unsupported', message: 'IndexedDB is not available' } };
  // Signed out (a host still starting as the session ended): nothing may be created any more.
  if (sessionEnded()) return { ok: false, problem: SIGNED_OUT };
  const name = scopedName(key, def.purpose);
  openedKeys.add(key);
  const existing = open.get(name);
  if (existing) return { ok: true, db: existing as IDBPDatabase<S> };
  let blocked = false;
  let created = false;
  try {
    const opening = openDB<S>(name, def.migrations.length, {
      upgrade(db, oldVersion, newVersion, tx) {
        if (oldVersion === 0) created = true;
        for (let v = oldVersion; v < (newVersion ?? def.migrations.length); v++)
          def.migrations[v]?.(db, tx);
      },
      blocked() {
        blocked = true;
      },
      // Another tab upgrades or deletes this database (e.g. sign-out): let it.
      blocking() {
        open.get(name)?.close();
        open.delete(name);
      },
      terminated() {
        open.delete(name);
      },
    });
    const db = await Promise.race([opening, timeout(timeoutMs, null)]);
    if (!db) {
      void opening.then((late) => late.close()).catch(() => undefined);
      return {
        ok: false,
        problem: blocked
          ? { kind: 'blocked', message: 'another tab keeps an older version open' }
          : { kind: 'failed', message: 'opening the database timed out' },
      };
    }
    if (sessionEnded()) {
      // The session ended while this opened: let go, and a database made just now (empty) goes.
      db.close();
      if (created) void deleteDB(name).catch(() => undefined);
      return { ok: false, problem: SIGNED_OUT };
    }
    open.set(name, db as IDBPDatabase<unknown>);
    saveRegistry([...registry(), name]);
    return { ok: true, db };
  } catch (error) {
    return { ok: false, problem: storageProblemOf(error) };
  }
}

/**
 * The databases of every identity this tab opened: for a session that ends without the user
 * (a 401), which leaves no identity to name. Same rule as sign-out: the caller skips it when
 * the session was remembered.
 */
export async function deleteOpenedIdentityDatabases(): Promise<void> {
  const keys = [...openedKeys];
  openedKeys.clear();
  await Promise.all(keys.map((key) => deleteIdentityDatabases(key)));
}

/** Every database of this identity: closes this tab's connections, then deletes them. */
export async function deleteIdentityDatabases(key: string, timeoutMs = 3000): Promise<void> {
  if (typeof indexedDB === 'undefined' || indexedDB === null) return;
  const prefix = `${NAME_PREFIX}.${key}.`;
  const names = new Set(registry().filter((n) => n.startsWith(prefix)));
  try {
    const listed = (await indexedDB.databases?.()) ?? [];
    for (const d of listed) if (d.name?.startsWith(prefix)) names.add(d.name);
  } catch {
    // databases() is missing in older browsers: the registry has the names.
  }
  for (const name of names) {
    open.get(name)?.close();
    open.delete(name);
  }
  // A tab that does not let go would block forever; the deletion then completes when it closes.
  await Promise.race([
    Promise.all([...names].map((n) => deleteDB(n).catch(() => undefined))),
    timeout(timeoutMs, undefined),
  ]);
  saveRegistry(registry().filter((n) => !n.startsWith(prefix)));
}

/** Test seam: forget this tab's connections (fake-indexeddb is reset between tests). */
export function closeAllIdentityDbs(): void {
  for (const db of open.values()) db.close();
  open.clear();
  openedKeys.clear();
}

import { useSyncExternalStore } from 'react';
import type { ControllerActionKind } from './action-availability';
import { FOLLOW_LIMIT_MS } from './action-progress';

// Controller commands started from this browser, kept in localStorage (never sent anywhere):
// support staff can see afterwards what they did to which unit and how it ended.

export type HistoryStatus =
  'following' | 'verified' | 'unexpected' | 'no-change' | 'stuck' | 'failed';

export interface HistoryEntry {
  id: string;
  /** When the confirmation was sent (ms). */
  at: number;
  guid: string;
  unit: string;
  company?: string;
  action: ControllerActionKind;
  status: HistoryStatus;
  outcome: string;
}

export const HISTORY_KEY = 'sunbed-dashboard.controller-actions';
export const HISTORY_LIMIT = 100;

let cache: HistoryEntry[] | undefined;
const NO_ENTRIES: HistoryEntry[] = [];
const listeners = new Set<() => void>();

function isEntry(v: unknown): v is HistoryEntry {
  const e = v as Partial<HistoryEntry> | null;
  return (
    typeof e === 'object' &&
    e !== null &&
    typeof e.id === 'string' &&
    typeof e.at === 'number' &&
    typeof e.guid === 'string' &&
    typeof e.unit === 'string' &&
    (e.action === 'reset' || e.action === 'update') &&
    typeof e.status === 'string' &&
    typeof e.outcome === 'string'
  );
}

/** Parses stored text; anything unreadable is dropped rather than breaking the page. */
export function parseHistory(text: string | null): HistoryEntry[] {
  if (!text) return [];
  try {
    const raw: unknown = JSON.parse(text);
    return Array.isArray(raw) ? raw.filter(isEntry) : [];
  } catch {
    return [];
  }
}

/** A follow that the page stopped watching (closed tab) never reached an outcome: say so. */
export function settleAbandoned(entries: HistoryEntry[], now: number): HistoryEntry[] {
  return entries.map((e) =>
    e.status === 'following' && now - e.at > FOLLOW_LIMIT_MS + 60_000
      ? {
          ...e,
          status: 'stuck',
          outcome: 'Not followed to the end (the page was closed): check the unit',
        }
      : e,
  );
}

function read(): HistoryEntry[] {
  if (cache === undefined) {
    let text: string | null;
    try {
      text = localStorage.getItem(HISTORY_KEY);
    } catch {
      text = null;
    }
    cache = settleAbandoned(parseHistory(text), Date.now());
  }
  return cache;
}

function write(entries: HistoryEntry[]): void {
  cache = entries.slice(0, HISTORY_LIMIT);
  try {
    localStorage.setItem(HISTORY_KEY, JSON.stringify(cache));
  } catch {
    // Storage full or disabled: the history still lives for this page load.
  }
  listeners.forEach((l) => l());
}

export function addHistoryEntry(entry: Omit<HistoryEntry, 'id'>): string {
  const id = `${entry.at.toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  write([{ ...entry, id }, ...read()]);
  return id;
}

export function updateHistoryEntry(
  id: string,
  patch: Pick<HistoryEntry, 'status' | 'outcome'>,
): void {
  const entries = read();
  if (!entries.some((e) => e.id === id)) return;
  write(entries.map((e) => (e.id === id ? { ...e, ...patch } : e)));
}

export function clearHistory(): void {
  write([]);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab of this browser may add entries too.
  const onStorage = (e: StorageEvent) => {
    if (e.key !== HISTORY_KEY) return;
    cache = undefined;
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useActionHistory(): HistoryEntry[] {
  return useSyncExternalStore(subscribe, read, () => NO_ENTRIES);
}

/** Test seam: forget the in-memory copy so the next read comes from localStorage. */
export function resetHistoryCache(): void {
  cache = undefined;
}

import { currentIntl } from '@/lib/intl';
import { activeIdentityStore, createIdentityStore } from '@/lib/identity-store';
import type { ControllerCommandKind } from './command-availability';
import { FOLLOW_LIMIT_MS } from './command-progress';
import { messages } from './messages';

// Controller commands started from this browser, kept in localStorage (never sent anywhere):
// support staff can see afterwards what they did to which unit and how it ended. Kept per
// identity: the next person on the computer sees none of it.

export type HistoryStatus =
  'following' | 'verified' | 'unexpected' | 'no-change' | 'stuck' | 'failed';

export interface HistoryEntry {
  id: string;
  /** When the confirmation was sent (ms). */
  at: number;
  guid: string;
  unit: string;
  company?: string;
  action: ControllerCommandKind;
  status: HistoryStatus;
  outcome: string;
}

// The browser-wide key of before: moved to the first identity that signs in.
export const LEGACY_HISTORY_KEY = 'sunbed-dashboard.controller-actions';
export const HISTORY_PURPOSE = 'command-history';
export const HISTORY_LIMIT = 100;

const NO_ENTRIES: HistoryEntry[] = [];

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
          outcome: currentIntl().formatMessage(messages.outcomeAbandoned),
        }
      : e,
  );
}

const history = createIdentityStore<HistoryEntry[]>(
  HISTORY_PURPOSE,
  NO_ENTRIES,
  {
    parse: (text) => settleAbandoned(parseHistory(text), Date.now()),
    serialize: (v) => (v.length ? JSON.stringify(v) : null),
  },
  LEGACY_HISTORY_KEY,
);

function write(entries: HistoryEntry[]): void {
  history.set(entries.slice(0, HISTORY_LIMIT));
}

export function addHistoryEntry(entry: Omit<HistoryEntry, 'id'>): string {
  const id = `${entry.at.toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  write([{ ...entry, id }, ...history.get()]);
  return id;
}

export function updateHistoryEntry(
  id: string,
  patch: Pick<HistoryEntry, 'status' | 'outcome'>,
): void {
  const entries = history.get();
  if (!entries.some((e) => e.id === id)) return;
  write(entries.map((e) => (e.id === id ? { ...e, ...patch } : e)));
}

export function clearHistory(): void {
  write([]);
}

export function useCommandHistory(): HistoryEntry[] {
  return history.use();
}

/** Test seam: forget the in-memory copy so the next read comes from localStorage. */
export function resetHistoryCache(): void {
  history.storeOf(activeIdentityStore.get()).reload();
}

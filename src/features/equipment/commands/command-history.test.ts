// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  addHistoryEntry,
  HISTORY_LIMIT,
  HISTORY_PURPOSE,
  parseHistory,
  resetHistoryCache,
  settleAbandoned,
  updateHistoryEntry,
  type HistoryEntry,
} from './command-history';
import { scopedName } from '@/lib/identity-key';
import { activeIdentityStore } from '@/lib/identity-store';

const HISTORY_KEY = scopedName('id-a', HISTORY_PURPOSE);

const entry = (over: Partial<HistoryEntry> = {}): Omit<HistoryEntry, 'id'> => ({
  at: 1_700_000_000_000,
  guid: 'g1',
  unit: 'Cabin 3',
  action: 'reset',
  status: 'following',
  outcome: 'Sent',
  ...over,
});

describe('local action history', () => {
  beforeEach(() => {
    localStorage.clear();
    activeIdentityStore.set('id-a');
    resetHistoryCache();
  });

  it('keeps entries in localStorage, newest first, and updates the outcome', () => {
    const first = addHistoryEntry(entry());
    addHistoryEntry(entry({ action: 'update' }));
    updateHistoryEntry(first, {
      status: 'verified',
      outcome: 'Controller reset: back in stand-by',
    });
    resetHistoryCache();
    const stored = parseHistory(localStorage.getItem(HISTORY_KEY));
    expect(stored.map((e) => [e.action, e.status])).toEqual([
      ['update', 'following'],
      ['reset', 'verified'],
    ]);
  });

  it('is capped', () => {
    for (let i = 0; i < HISTORY_LIMIT + 5; i++) addHistoryEntry(entry({ at: i }));
    expect(parseHistory(localStorage.getItem(HISTORY_KEY))).toHaveLength(HISTORY_LIMIT);
  });

  it('drops unreadable storage instead of failing', () => {
    expect(parseHistory('{nope')).toEqual([]);
    expect(parseHistory(JSON.stringify([{ id: 1 }, { ...entry(), id: 'a' }]))).toHaveLength(1);
  });

  it('says when a follow was abandoned by closing the page', () => {
    const [settled] = settleAbandoned([{ ...entry(), id: 'a' }], 1_700_000_000_000 + 10 * 60_000);
    expect(settled?.status).toBe('stuck');
    expect(settled?.outcome).toMatch(/Not followed to the end/);
  });
});

import type { DBSchema, IDBPDatabase } from 'idb';
import { continueStoredDay, type HistoryDay } from '@/domain/fleet/fleet-history';
import { createStore } from './create-store';
import type { DbDefinition } from './identity-db';
import type { StorageProblem } from './storage-problem';

// docs/decisions.md#fleet-history: one record per unit and local day, key [guid, day], in the
// identity's own database (deleted with it at sign-out unless remembered). The service board
// writes it (its leader tab folds each poll); the unit page reads it too, so it lives here.

export interface FleetHistorySchema extends DBSchema {
  days: { key: [string, string]; value: HistoryDay; indexes: { day: string } };
}

export const fleetHistoryDb: DbDefinition<FleetHistorySchema> = {
  purpose: 'fleet-history',
  migrations: [
    (db) => {
      db.createObjectStore('days', { keyPath: ['guid', 'day'] }).createIndex('day', 'day');
    },
  ],
};

export type FleetHistoryDb = IDBPDatabase<FleetHistorySchema>;

/** The open history of the signed-in identity; null while opening or signed out. */
export interface FleetHistoryHandle {
  db: FleetHistoryDb | null;
  /** Set when the history cannot be kept: the one-line notice says so. */
  problem: StorageProblem | undefined;
}

export const fleetHistoryStore = createStore<FleetHistoryHandle | null>(null);

/** One unit's days, oldest first. */
export function unitHistory(db: FleetHistoryDb, guid: string): Promise<HistoryDay[]> {
  return db.getAll('days', IDBKeyRange.bound([guid, ''], [guid, '\uffff']));
}

export interface WriteOptions {
  /**
   * Puts per slice; each slice runs in its own task (a request callback), so none is long. 100:
   * a slice of 500 (each a read and a put of a structured clone) took ~60 ms of main-thread CPU
   * on the bench's busy 2-core machine at 100,000 units.
   */
  slice?: number;
  /** Days older than this ("YYYY-MM-DD") are deleted in the same transaction. */
  cutoffDay?: string;
  /**
   * Records already checked against storage. A record not in it is read first and continues the
   * stored one of its unit and day (continueStoredDay), so a reload never restarts a day.
   */
  continued?: WeakSet<HistoryDay>;
}

/**
 * One transaction per call (a batch of a poll's changed records). The puts are issued in slices, the next slice from the callback of
 * the last request of the one before: the transaction stays alive and the page gets its turn.
 */
export async function writeHistory(
  db: FleetHistoryDb,
  records: readonly HistoryDay[],
  { slice = 100, cutoffDay, continued }: WriteOptions = {},
): Promise<void> {
  const tx = db.transaction('days', 'readwrite');
  const store = tx.store;
  for (let from = 0; from < records.length; from += slice) {
    const to = Math.min(records.length, from + slice);
    if (continued) {
      const unchecked = records.slice(from, to).filter((r) => !continued.has(r));
      const stored = await Promise.all(unchecked.map((r) => store.get([r.guid, r.day])));
      unchecked.forEach((r, i) => {
        continueStoredDay(r, stored[i]);
        continued.add(r);
      });
    }
    let last: Promise<unknown> = Promise.resolve();
    for (let i = from; i < to; i++) last = store.put(records[i]!);
    await last;
  }
  if (cutoffDay) {
    let cursor = await store.index('day').openCursor(IDBKeyRange.upperBound(cutoffDay, true));
    while (cursor) {
      await cursor.delete();
      cursor = await cursor.continue();
    }
  }
  await tx.done;
}

import type { StoreNames } from 'idb';
import { scopedName } from '@/lib/identity-key';
import { campaignsDb, type CampaignsSchema } from './campaigns-db';

// docs/decisions.md#background: a tab downloads and starts the campaign runner only when this
// identity has a campaign stored (or a page of campaigns is open, or another tab's runner speaks).
// Asked with the plain IndexedDB API: no idb, no runner code.

const STORE: StoreNames<CampaignsSchema> = 'campaigns';

/** Whether the identity's campaigns database holds a campaign; true when it cannot tell. */
export async function hasStoredCampaigns(key: string): Promise<boolean> {
  if (typeof indexedDB === 'undefined' || indexedDB === null) return false;
  const name = scopedName(key, campaignsDb.purpose);
  try {
    // Listing first: opening a database that does not exist would create it empty at version 1,
    // and the runner's first open would then skip its migrations.
    const listed = await indexedDB.databases();
    if (!listed.some((d) => d.name === name)) return false;
  } catch {
    // databases() is missing in older browsers: start the runner, which knows.
    return true;
  }
  return new Promise((resolve) => {
    const request = indexedDB.open(name);
    // Deleted since it was listed (sign-out in another tab): leave nothing behind.
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onerror = () => resolve(false);
    request.onsuccess = () => {
      const db = request.result;
      const finish = (value: boolean) => {
        db.close();
        resolve(value);
      };
      if (!db.objectStoreNames.contains(STORE)) return finish(false);
      try {
        const count = db.transaction(STORE, 'readonly').objectStore(STORE).count();
        count.onsuccess = () => finish(count.result > 0);
        count.onerror = () => finish(true);
      } catch {
        finish(true);
      }
    };
  });
}

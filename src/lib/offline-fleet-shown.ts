import { createStore } from './create-store';

// docs/decisions.md#installable-app: the offline copy on screen, for the notice that says how old
// it is. Apart from offline-fleet-cleanup.ts, so the notice (on every page) does not bring idb.
export const offlineFleetShown = createStore<{ company: string; savedAt: number } | null>(null);

import { deleteDB } from 'idb';
import { NAME_PREFIX } from './identity-key';
import { offlineFleetShown } from './offline-fleet-shown';
import { session } from './session';

// docs/decisions.md#installable-app: the fleet copy for offline viewing exists only while the
// session is remembered. This part deletes it (started by offline-fleet-host.tsx); reading and
// writing the copy is offline-fleet-db.ts.

export const OFFLINE_FLEET_DB = `${NAME_PREFIX}.offline-fleet`;

/** Deletes the copy; a connection open in this tab lets go (its `blocking` handler). */
export async function deleteOfflineFleet(): Promise<void> {
  offlineFleetShown.set(null);
  await deleteDB(OFFLINE_FLEET_DB).catch(() => undefined);
}

/** At start and at every sign-in or sign-out: a session that is not remembered keeps nothing. */
export function keepOfflineFleetOnlyWhenRemembered(): () => void {
  if (typeof indexedDB === 'undefined') return () => undefined;
  let last: string | null | undefined;
  const check = () => {
    const token = session.getToken();
    const keep = token !== null && session.isRemembered() ? token : null;
    if (keep === last) return;
    last = keep;
    if (keep === null) void deleteOfflineFleet();
  };
  check();
  return session.subscribe(check);
}

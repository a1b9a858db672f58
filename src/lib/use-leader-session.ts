import { useEffect, useRef } from 'react';
import type { DBSchema, IDBPDatabase } from 'idb';
import type { StorageProblem } from './storage-problem';
import { openIdentityDb, type DbDefinition } from './identity-db';
import { scopedName } from './identity-key';
import { electLeader, type Leadership } from './leader';
import { openTabChannel, type TabChannel } from './tab-channel';

// The host of background work shared by the tabs of one identity (alerts, campaigns): its
// IndexedDB database, the Web Lock that names the one tab doing the work, the channel that shares
// its state, all opened once the identity is known and closed when it changes or signs out.

export interface LeaderSessionParts<S, M> {
  /** null: no IndexedDB (the work runs in memory; `problem` says why). */
  db: IDBPDatabase<S> | null;
  problem: StorageProblem | undefined;
  leadership: Leadership;
  channel: TabChannel<M>;
}

export interface LeaderSessionSpec<S, M> {
  database: DbDefinition<S>;
  /** The lock's and channel's name inside the identity ("alerts:all", "campaigns"). */
  name: string;
  /** Starts the work on the opened parts; returns what closes it (before the parts close). */
  start: (parts: LeaderSessionParts<S, M>) => () => void;
  /** After the parts closed (clear the stores the work filled). */
  stop: () => void;
}

export function useLeaderSession<S extends DBSchema | unknown, M>(
  key: string | null | undefined,
  spec: LeaderSessionSpec<S, M>,
): void {
  const latest = useRef(spec);
  useEffect(() => {
    latest.current = spec;
  });
  const { name } = spec;
  useEffect(() => {
    if (!key) return;
    let closed = false;
    let cleanup = () => undefined as void;
    void (async () => {
      const opened = await openIdentityDb(key, latest.current.database);
      if (closed) return;
      const scoped = scopedName(key, name);
      const leadership = electLeader(scoped);
      const channel = openTabChannel<M>(scoped);
      const db = opened.ok ? opened.db : null;
      const problem = opened.ok ? undefined : opened.problem;
      const stopWork = latest.current.start({ db, problem, leadership, channel });
      cleanup = () => {
        stopWork();
        channel.close();
        leadership.release();
      };
    })();
    return () => {
      closed = true;
      cleanup();
      latest.current.stop();
    };
  }, [key, name]);
}

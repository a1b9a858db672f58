import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useIdentity } from '@/api/auth';
import { fleetUnitQueries } from '@/api/fleet/fleet-units';
import {
  emptyFoldState,
  historyCutoffDay,
  storedDayRead,
  type HistoryDay,
} from '@/domain/fleet/fleet-history';
import {
  fleetHistoryDb,
  fleetHistoryStore,
  writeHistory,
  type FleetHistoryDb,
} from '@/lib/fleet-history-db';
import { openIdentityDb } from '@/lib/identity-db';
import { identityKey, scopedName } from '@/lib/identity-key';
import { fleetRatesStore } from '@/lib/fleet-rates';
import { electLeader } from '@/lib/leader';
import { storageProblemOf } from '@/lib/storage-problem';
import { useCompany } from '@/lib/use-company';
import { foldPoll } from './fold-poll';

// docs/decisions.md#fleet-history: mounted on every page while signed in. It opens this
// identity's history, and the tab holding the lock folds each fleet poll into it: the fold runs
// in slices of about 8 ms that yield to the page, and what changed is stored in batches of 2,000
// records (a transaction each) as it goes.

export function HistoryHost() {
  const identity = useIdentity();
  const key = identityKey(identity.data);
  const [leaderDb, setLeaderDb] = useState<FleetHistoryDb | null>(null);

  useEffect(() => {
    if (!key) return;
    let closed = false;
    let release = () => undefined as void;
    void openIdentityDb(key, fleetHistoryDb).then((opened) => {
      if (closed) return;
      fleetHistoryStore.set(
        opened.ok ? { db: opened.db, problem: undefined } : { db: null, problem: opened.problem },
      );
      if (!opened.ok) return;
      const leadership = electLeader(scopedName(key, 'fleet-history'));
      const off = leadership.subscribe((leader) => setLeaderDb(leader ? opened.db : null));
      if (leadership.isLeader()) setLeaderDb(opened.db);
      release = () => {
        off();
        leadership.release();
      };
    });
    return () => {
      closed = true;
      release();
      fleetHistoryStore.set(null);
      setLeaderDb(null);
    };
  }, [key]);

  return leaderDb ? <HistoryFolder db={leaderDb} /> : null;
}

/** Follows the fleet poll of this page's company (whoever polls it) and folds each one. */
function HistoryFolder({ db }: { db: FleetHistoryDb }) {
  const company = useCompany();
  const { data, dataUpdatedAt } = useQuery({ ...fleetUnitQueries.units(company), enabled: false });
  // Each record this tab starts is read against storage once (the fold state knows which were):
  // a reload continues the stored day.
  const fold = useRef(emptyFoldState());
  const queue = useRef<Promise<void>>(Promise.resolve());
  const prunedOn = useRef('');

  useEffect(() => {
    if (!data?.complete) return;
    const units = data.units;
    const at = dataUpdatedAt;
    queue.current = queue.current.then(async () => {
      const started = performance.now();
      const cutoff = historyCutoffDay(at);
      let prune = prunedOn.current !== cutoff;
      let failed = false;
      // Stored in batches as the fold goes, so the records of a poll are never all held at once.
      const store = async (changed: HistoryDay[]) => {
        if (failed) return;
        try {
          await writeHistory(db, changed, {
            continued: new WeakSet(changed.filter(storedDayRead)),
            ...(prune ? { cutoffDay: cutoff } : {}),
          });
          if (prune) prunedOn.current = cutoff;
          prune = false;
        } catch (error) {
          // Full or refused: say so once; the pages keep working without history.
          failed = true;
          fleetHistoryStore.set({ db: null, problem: storageProblemOf(error) });
        }
      };
      const rest = await foldPoll(fold.current, units, at, { store });
      const { perDay, version } = fold.current.rates;
      if (version !== fleetRatesStore.get().version || perDay !== fleetRatesStore.get().perDay)
        fleetRatesStore.set({ perDay, version });
      await store(rest);
      performance.measure('fleet-history-fold', { start: started, end: performance.now() });
    });
  }, [data, dataUpdatedAt, db]);

  return null;
}

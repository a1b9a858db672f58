import { useEffect, useMemo, useState } from 'react';
import { useIdentity } from '@/api/auth';
import { engineRecentDays } from '@/api/engine/history';
import { getRuntimeConfig } from '@/config/runtime-config';
import { addMark, historyKnows, historyMarks, type WordMark } from '@/domain/equipment/board-since';
import { boardWord } from '@/domain/equipment/board-words';
import type { HistoryDay } from '@/domain/fleet/fleet-history';
import type { FleetUnit } from '@/domain/fleet/fleet-unit';
import { useStore } from '@/lib/create-store';
import { fleetHistoryStore, type FleetHistoryDb } from '@/lib/fleet-history-db';
import { identityKey } from '@/lib/identity-key';
import { useEngine } from '@/lib/use-engine';

// docs/decisions.md#board-words: what polls saw of each unit's word. This page's own polls are
// kept for the tab's life (per identity); the fleet history adds what other tabs saw before.

/** Above this many units the history is not read each poll (one range read per unit). */
const HISTORY_UNITS_MAX = 300;
const HISTORY_DAYS = 2;
const seenByIdentity = new Map<string, Map<string, WordMark[]>>();

function seenOf(key: string | null): Map<string, WordMark[]> {
  const k = key ?? '';
  let seen = seenByIdentity.get(k);
  if (!seen) seenByIdentity.set(k, (seen = new Map()));
  return seen;
}

// Local days of any zone: a day's slack on the UTC date is enough for "today and yesterday".
const fromDay = (now: number) =>
  new Date(now - (HISTORY_DAYS + 1) * 86_400_000).toISOString().slice(0, 10);

async function readRecentHistory(
  db: FleetHistoryDb,
  guids: readonly string[],
  now: number,
): Promise<Map<string, HistoryDay[]>> {
  const from = fromDay(now);
  const tx = db.transaction('days');
  const lists = await Promise.all(
    guids.map((g) => tx.store.getAll(IDBKeyRange.bound([g, from], [g, '\uffff']))),
  );
  await tx.done;
  return new Map(guids.map((g, i) => [g, lists[i] ?? []]));
}

/** Each unit's word marks: this page's observations, plus the history's where it can tell. */
export function useWordMarks(
  units: readonly FleetUnit[],
  polledAt: number,
): ReadonlyMap<string, readonly WordMark[]> {
  const key = identityKey(useIdentity().data);
  const db = useStore(fleetHistoryStore)?.db ?? null;
  // docs/decisions.md#engine-alerts: with the engine, its history (the browser keeps none).
  const engineOn = useEngine().state === 'on';
  const [history, setHistory] = useState<ReadonlyMap<string, HistoryDay[]>>(new Map());

  useEffect(() => {
    if ((!db && !engineOn) || units.length === 0 || units.length > HISTORY_UNITS_MAX) return;
    let stale = false;
    const guids = units.map((u) => u.guid);
    (engineOn
      ? engineRecentDays(guids, fromDay(polledAt))
      : readRecentHistory(db!, guids, polledAt)
    ).then(
      (read) => !stale && setHistory(read),
      // Without a readable history the page's own polls still say "since".
      () => undefined,
    );
    return () => {
      stale = true;
    };
  }, [db, engineOn, units, polledAt]);

  return useMemo(() => {
    const seen = seenOf(key);
    const { stateCodes } = getRuntimeConfig();
    const out = new Map<string, readonly WordMark[]>();
    for (const u of units) {
      const mark = { at: polledAt, word: boardWord(u.derived.state) };
      const own = addMark(seen.get(u.guid) ?? [], mark);
      seen.set(u.guid, own);
      const days = historyKnows(u.derived.state) ? history.get(u.guid) : undefined;
      out.set(u.guid, days?.length ? [...historyMarks(days, stateCodes), ...own] : own);
    }
    return out;
  }, [key, units, polledAt, history]);
}

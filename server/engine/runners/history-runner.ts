// The leader's history fold on every fleet poll: the browser's fold (src/domain/fleet-history)
// into the unit_days table, part changes into part_changes (docs/decisions.md#engine-alerts).
import type { Kysely } from 'kysely';
import {
  continueStoredDay,
  emptyFoldState,
  foldUnits,
  storedDayRead,
  type FoldState,
  type HistoryDay,
} from '../../../src/domain/fleet/fleet-history.ts';
import { unpackDay } from '../../../src/domain/fleet/fleet-history-day.ts';
import { noteCounter, type FleetRates } from '../../../src/domain/fleet/fleet-rates.ts';
import type { FleetUnit } from '../../../src/domain/fleet/fleet-unit.ts';
import {
  notePartChanges,
  type LastCounters,
  type SeenPartChange,
} from '../../../src/domain/service/part-changes.ts';
import { dayNumber, RATE_WINDOW_DAYS } from '../../../src/domain/service/usage-rate.ts';
import {
  pruneHistory,
  recentCounters,
  storedDays,
  writeDays,
  writePartChanges,
} from '../history/history-store.ts';
import { DayWrites } from '../history/day-writes.ts';
import type { Database } from '../storage/schema.ts';
import { eachInTurns } from '../storage/turns.ts';
import { inSlices } from './yield-turn.ts';

export interface HistoryRunnerDeps {
  db: Kysely<Database>;
  publish(event: { type: 'history'; companyGuids: string[] }): Promise<void>;
}

export interface HistoryPoll {
  at: number;
  ok: boolean;
  units: readonly FleetUnit[];
}

const UNITS_PER_STEP = 100;
const NO_RATES: FleetRates = new Map();

export function createHistoryRunner(deps: HistoryRunnerDeps) {
  let fold: FoldState | undefined;
  let last: LastCounters = new Map();
  let prunedOn = '';
  // A waiting record is kept as the fold's packed day of its unit (updated in place by later
  // polls; a new day or layout makes a new one, so the kept one stays that day's last state).
  const dayWrites = new DayWrites({
    keep: (r) => {
      const slot = fold?.slots.get(r.guid);
      return slot === undefined ? r : fold!.days[slot];
    },
    restore: (kept, guid) =>
      Array.isArray(kept) && fold ? unpackDay(fold.layouts, kept, guid) : (kept as HistoryDay),
  });

  /** A new leader's usage rates and last counter values, from the stored recent days. */
  async function seed(at: number): Promise<FoldState> {
    const state = emptyFoldState();
    last = new Map();
    dayWrites.clear();
    const since = new Date(at - (RATE_WINDOW_DAYS + 2) * 86_400_000).toISOString().slice(0, 10);
    for (const row of await recentCounters(deps.db, since)) {
      const day = dayNumber(row.day);
      let seen = last.get(row.guid);
      if (!seen) last.set(row.guid, (seen = new Map()));
      for (const [type, [first, end]] of Object.entries(row.counters)) {
        noteCounter(state.rates, row.guid, type, first, day);
        noteCounter(state.rates, row.guid, type, end, day);
        seen.set(type, end);
      }
    }
    return state;
  }

  async function onPoll(poll: HistoryPoll): Promise<void> {
    if (!poll.ok) return;
    const { at, units } = poll;
    fold ??= await seed(at);
    const state = fold;
    // Every loop over the units in turns of the event loop: 100,000 units in one go stalled it.
    const companies = new Map<string, readonly string[]>();
    await eachInTurns(units, (u) => void companies.set(u.guid, u.companyGuids));
    const companiesOf = (guid: string) => companies.get(guid);
    const drops: SeenPartChange[] = [];
    await inSlices(units.length, UNITS_PER_STEP, (from, to) => {
      for (const d of notePartChanges(last, units.slice(from, to), at)) drops.push(d);
    });
    const changed: HistoryDay[] = [];
    await inSlices(units.length, UNITS_PER_STEP, (from, to) => {
      for (const record of foldUnits(state, units, at, from, to)) changed.push(record);
    });
    // A day this leader started that is already stored goes on from the stored one (a restart
    // or a new leader never restarts a day).
    const unchecked: HistoryDay[] = [];
    await eachInTurns(changed, (r) => void (storedDayRead(r) || unchecked.push(r)));
    if (unchecked.length) {
      const stored = await storedDays(deps.db, unchecked);
      for (const r of unchecked) continueStoredDay(r, stored.get(`${r.guid}|${r.day}`));
    }
    // Only latest values moved: most records wait for their unit's step (history/day-writes.ts).
    const due: HistoryDay[] = [];
    await eachInTurns(
      await dayWrites.due(changed, at),
      (r) => void (companies.has(r.guid) && due.push(r)),
    );
    await writeDays(deps.db, due, companiesOf);
    dayWrites.wrote(due, at);
    await writePartChanges(deps.db, drops, companiesOf);
    const today = new Date(at).toISOString().slice(0, 10);
    if (prunedOn !== today) {
      await pruneHistory(deps.db, at);
      prunedOn = today;
    }
    if (due.length || drops.length) {
      const touched = new Set<string>();
      for (const r of due) for (const c of companiesOf(r.guid) ?? []) touched.add(c);
      await deps.publish({ type: 'history', companyGuids: [...touched] });
    }
  }

  return {
    onPoll(poll: HistoryPoll): Promise<void> {
      return onPoll(poll).catch((error: unknown) => {
        // The next poll starts again from storage.
        fold = undefined;
        console.error('[engine] history:', error instanceof Error ? error.message : error);
      });
    },
    /** guid → counter type → minutes per day, for the alert rules' forecasts. */
    rates: (): FleetRates => fold?.rates.perDay ?? NO_RATES,
    forget() {
      fold = undefined;
    },
  };
}

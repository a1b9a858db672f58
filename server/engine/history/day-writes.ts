// Which folded day records the history runner writes now (docs/decisions.md#engine-poll-performance).
// Operating time moves every minute, so nearly every unit's day record changes on every other
// poll. A record whose day, first values and state changes are as last written (only its latest
// values moved) waits for its unit's next step of DAY_STEP_MS; a new day, a state change or a new
// counter is written at once. A new leader continues from the stored day with its own latest values,
// so a lost wait costs nothing but up to one step of lag in what the history routes show.
import type { HistoryDay } from '../../../src/domain/fleet/fleet-history.ts';
import { staggerStep } from '../storage/stagger.ts';
import { eachInTurns } from '../storage/turns.ts';

/** The most a stored day's latest counter and log values lag behind the fold. */
export const DAY_STEP_MS = 10 * 60_000;

type Pairs = Record<string, [number, number]>;

/** Same keys with the same first values. */
function sameFirsts(a: Pairs, b: Pairs): boolean {
  let n = 0;
  for (const k in a) {
    if (b[k]?.[0] !== a[k]![0]) return false;
    n++;
  }
  for (const _ in b) n--;
  return n === 0;
}

/** True when `r` differs from the written record `w` only by its latest values. */
const onlyLatestMoved = (w: HistoryDay, r: HistoryDay): boolean =>
  w.day === r.day &&
  w.firstAt === r.firstAt &&
  w.states.length === r.states.length &&
  sameFirsts(w.counters, r.counters) &&
  sameFirsts(w.logs, r.logs);

/** How a waiting record is kept until it is due: by default itself. The history runner keeps the
 *  fold's packed day instead (which the fold updates in place), so the ~100,000 records a poll
 *  unpacks die young instead of being promoted while they wait. */
export interface DayKeeper {
  keep(record: HistoryDay): unknown;
  restore(kept: unknown, guid: string): HistoryDay;
}

const ITSELF: DayKeeper = { keep: (r) => r, restore: (kept) => kept as HistoryDay };

export class DayWrites {
  private written = new Map<string, { record: HistoryDay; at: number }>();
  private waiting = new Map<string, unknown>();

  constructor(private readonly keeper: DayKeeper = ITSELF) {}

  /** The records to write now, from this poll's changed ones and the waiting ones now due. */
  async due(changed: readonly HistoryDay[], at: number): Promise<HistoryDay[]> {
    const out: HistoryDay[] = [];
    await eachInTurns(changed, (r) => {
      const w = this.written.get(r.guid);
      if (w && onlyLatestMoved(w.record, r)) {
        this.waiting.set(r.guid, this.keeper.keep(r));
        return;
      }
      const kept = this.waiting.get(r.guid);
      this.waiting.delete(r.guid);
      // The end of the unit's previous day is written with the new one.
      const older = kept === undefined ? undefined : this.keeper.restore(kept, r.guid);
      if (older && older.day !== r.day) out.push(older);
      out.push(r);
    });
    // Deleting the entry being visited is safe in a Map's iteration (no copy of 100,000 entries).
    await eachInTurns(this.waiting, ([guid, kept]) => {
      const w = this.written.get(guid);
      if (!w || staggerStep(guid, w.at, DAY_STEP_MS) !== staggerStep(guid, at, DAY_STEP_MS)) {
        out.push(this.keeper.restore(kept, guid));
        this.waiting.delete(guid);
      }
    });
    return out;
  }

  /** These records are stored (in order: a unit's later record last). */
  wrote(records: readonly HistoryDay[], at: number): void {
    for (const r of records) this.written.set(r.guid, { record: r, at });
  }

  /** Records still waiting (tests). */
  get waitingCount(): number {
    return this.waiting.size;
  }

  clear(): void {
    this.written.clear();
    this.waiting.clear();
  }
}

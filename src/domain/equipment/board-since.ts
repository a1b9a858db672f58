import { boardWord, type BoardWord } from './board-words.ts';
import { deriveEquipmentState, type DerivedStateName } from './equipment-state.ts';
import type { HistoryDay } from '../fleet/fleet-history.ts';

// docs/decisions.md#board-words: how long a unit has shown its word. The service sends no events,
// so the only evidence is what polls saw: the fleet history's state changes and this page's own
// polls. A change seen between two polls gives "for 12 min"; a word seen since the first poll
// that saw the unit at all gives only "since 14:02", because it may have started earlier.

export interface WordMark {
  at: number;
  word: BoardWord;
}

export type WordSince = { kind: 'changed'; at: number } | { kind: 'seen'; at: number };

/** The start of the last run of `current` in the marks (any order); undefined without one. */
export function wordSince(marks: readonly WordMark[], current: BoardWord): WordSince | undefined {
  const sorted = [...marks].sort((a, b) => a.at - b.at);
  let i = sorted.length - 1;
  if (i < 0 || sorted[i]!.word !== current) return undefined;
  while (i > 0 && sorted[i - 1]!.word === current) i--;
  return { kind: i > 0 ? 'changed' : 'seen', at: sorted[i]!.at };
}

// States a controller code cannot show: the history (codes only) says nothing true about them.
const NOT_FROM_CODE: ReadonlySet<DerivedStateName> = new Set([
  'offline',
  'no-device',
  'controller-timeout',
]);

/** Whether the fleet history's state codes can tell how long this state has lasted. */
export const historyKnows = (state: DerivedStateName): boolean => !NOT_FROM_CODE.has(state);

/** A unit's history days as word marks: each recorded state code read through the state table. */
export function historyMarks(
  days: readonly HistoryDay[],
  stateCodes: Readonly<Record<string, string>> | undefined,
): WordMark[] {
  const out: WordMark[] = [];
  for (const d of days) {
    for (const [at, code] of d.states) {
      if (code === null) continue;
      const derived = deriveEquipmentState(
        { device: { guid: 'history', last_ping: at }, controller: { state: code } },
        { now: at, ...(stateCodes ? { stateCodes } : {}) },
      );
      out.push({ at, word: boardWord(derived.state) });
    }
  }
  return out;
}

/** Adds an observation when the word differs from the last one kept (marks stay short). */
export function addMark(marks: readonly WordMark[], mark: WordMark, keep = 16): WordMark[] {
  const last = marks.at(-1);
  if (last && (last.word === mark.word || last.at > mark.at)) return marks as WordMark[];
  return [...marks, mark].slice(-keep);
}

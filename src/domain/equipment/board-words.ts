import type { DerivedStateName, HealthClass } from './equipment-state.ts';

// docs/decisions.md#board-words: one plain word per unit for the salon board, from its derived
// state; the board's order puts what needs someone first.

export const BOARD_WORDS = [
  'Fault',
  'Attention',
  'Needs cleaning',
  'Offline',
  'Unknown',
  'Busy',
  'Paused',
  'Cooling down',
  'In session',
  'Free',
] as const;

export type BoardWord = (typeof BOARD_WORDS)[number];

const WORD_OF_STATE: Readonly<Record<DerivedStateName, BoardWord>> = {
  'stand-by': 'Free',
  'in-session': 'In session',
  'session-paused': 'Paused',
  cooldown: 'Cooling down',
  cleaning: 'Needs cleaning',
  'controller-powerup': 'Busy',
  'controller-setting-time': 'Busy',
  'controller-copy-files': 'Busy',
  'controller-online-update': 'Busy',
  'controller-warning': 'Attention',
  'controller-confirm': 'Attention',
  'controller-pincode': 'Attention',
  'controller-config-view': 'Attention',
  'controller-quickstatus-view': 'Attention',
  'controller-error': 'Fault',
  'controller-timeout': 'Fault',
  offline: 'Offline',
  'no-device': 'Offline',
  unknown: 'Unknown',
};

/** The card's word; a state name this table does not know reads "Unknown", never blank. */
export function boardWord(state: DerivedStateName | string): BoardWord {
  return Object.hasOwn(WORD_OF_STATE, state) ? WORD_OF_STATE[state as DerivedStateName] : 'Unknown';
}

/**
 * The colour family of each word, from the health classes' colours. The occupied words share the
 * "busy" colour: at the desk the first question is whether a bed is free.
 */
export const BOARD_WORD_TONE: Readonly<Record<BoardWord, HealthClass>> = {
  Fault: 'fault',
  Attention: 'attention',
  'Needs cleaning': 'attention',
  Offline: 'offline',
  Unknown: 'unknown',
  Busy: 'busy',
  Paused: 'busy',
  'Cooling down': 'busy',
  'In session': 'busy',
  Free: 'ok',
};

const RANK = new Map<BoardWord, number>(BOARD_WORDS.map((w, i) => [w, i]));

/** Lower first: the order of BOARD_WORDS. */
export const boardWordRank = (word: BoardWord): number => RANK.get(word) ?? BOARD_WORDS.length;

export interface BoardSortable {
  word: BoardWord;
  /** Alias, else serial. */
  name: string;
}

// One collator: localeCompare with options builds one per call, far too slow for a big fleet.
const byName = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** What needs someone first (Fault, Attention, Needs cleaning, Offline …), then by name. */
export function compareBoardCards(a: BoardSortable, b: BoardSortable): number {
  return boardWordRank(a.word) - boardWordRank(b.word) || byName.compare(a.name, b.name);
}

/** Units per word, in board order, only the words that occur. */
export function boardWordCounts(words: Iterable<BoardWord>): { word: BoardWord; count: number }[] {
  const counts = new Map<BoardWord, number>();
  for (const w of words) counts.set(w, (counts.get(w) ?? 0) + 1);
  return BOARD_WORDS.filter((w) => counts.has(w)).map((word) => ({
    word,
    count: counts.get(word)!,
  }));
}

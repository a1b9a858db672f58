import { describe, expect, it } from 'vitest';
import {
  BOARD_WORDS,
  boardWord,
  boardWordCounts,
  compareBoardCards,
  type BoardWord,
} from './board-words.ts';
import {
  deriveEquipmentState,
  EQUIPMENT_STATES,
  type DerivedStateName,
  type StateInput,
} from './equipment-state.ts';

const NOW = 1_800_000_000_000;
const live = (state: unknown, timeout = false): StateInput =>
  ({
    device: { guid: 'dev-1', last_ping: NOW - 1_000 },
    controller: { state, communication: { timeout } },
  }) as StateInput;

// From the controller's code (or its absence) through the derived state to the card's word.
describe('boardWord: every state of the state table, unknown codes included', () => {
  it.each<[string, StateInput, DerivedStateName, BoardWord]>([
    ['code 0', live(0), 'controller-powerup', 'Busy'],
    ['code 1', live(1), 'controller-pincode', 'Attention'],
    ['code 2', live(2), 'controller-config-view', 'Attention'],
    ['code 3', live(3), 'controller-quickstatus-view', 'Attention'],
    ['code 4', live(4), 'controller-setting-time', 'Busy'],
    ['code 5', live(5), 'controller-warning', 'Attention'],
    ['code 6', live(6), 'controller-error', 'Fault'],
    ['code 7', live(7), 'controller-confirm', 'Attention'],
    ['code 8', live(8), 'controller-copy-files', 'Busy'],
    ['code 9', live(9), 'controller-online-update', 'Busy'],
    ['code 10', live(10), 'stand-by', 'Free'],
    ['code 11', live(11), 'in-session', 'In session'],
    ['code 12', live(12), 'cooldown', 'Cooling down'],
    ['code 13', live(13), 'session-paused', 'Paused'],
    ['code 14', live(14), 'cleaning', 'Needs cleaning'],
    ['unknown code 15', live(15), 'unknown', 'Unknown'],
    ['unknown code 42', live(42), 'unknown', 'Unknown'],
    ['negative code', live(-1), 'unknown', 'Unknown'],
    ['fractional code', live(10.5), 'unknown', 'Unknown'],
    ['code as text', live('10'), 'unknown', 'Unknown'],
    ['no code', live(undefined), 'unknown', 'Unknown'],
    ['controller timeout', live(10, true), 'controller-timeout', 'Fault'],
    [
      'ping too old',
      { device: { guid: 'd', last_ping: NOW - 3_600_000 }, controller: { state: 11 } },
      'offline',
      'Offline',
    ],
    ['no device', { controller: { state: 11 } }, 'no-device', 'Offline'],
  ])('%s → %s → %s', (_, input, state, word) => {
    const derived = deriveEquipmentState(input, { now: NOW });
    expect(derived.state).toBe(state);
    expect(boardWord(derived.state)).toBe(word);
  });

  it('gives every known state a word, and a state name it does not know "Unknown"', () => {
    for (const s of EQUIPMENT_STATES) expect(BOARD_WORDS).toContain(boardWord(s));
    expect(boardWord('teleporting')).toBe('Unknown');
    expect(boardWord('constructor')).toBe('Unknown');
  });
});

describe('board order and counts', () => {
  it('puts Fault, Attention, Needs cleaning and Offline first, then names in natural order', () => {
    const cards = [
      { word: 'Free', name: 'Bed 10' },
      { word: 'Offline', name: 'Bed 1' },
      { word: 'Free', name: 'Bed 2' },
      { word: 'Needs cleaning', name: 'Bed 7' },
      { word: 'In session', name: 'Bed 3' },
      { word: 'Fault', name: 'Bed 9' },
      { word: 'Attention', name: 'Bed 8' },
    ] as const;
    expect([...cards].sort(compareBoardCards).map((c) => `${c.word}:${c.name}`)).toEqual([
      'Fault:Bed 9',
      'Attention:Bed 8',
      'Needs cleaning:Bed 7',
      'Offline:Bed 1',
      'In session:Bed 3',
      'Free:Bed 2',
      'Free:Bed 10',
    ]);
  });

  it('counts units per word in board order, leaving out words no unit has', () => {
    expect(boardWordCounts(['Free', 'Fault', 'Free', 'In session'])).toEqual([
      { word: 'Fault', count: 1 },
      { word: 'In session', count: 1 },
      { word: 'Free', count: 2 },
    ]);
    expect(boardWordCounts([])).toEqual([]);
  });
});

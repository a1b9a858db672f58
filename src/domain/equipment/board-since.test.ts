import { describe, expect, it } from 'vitest';
import { addMark, historyKnows, historyMarks, wordSince, type WordMark } from './board-since.ts';
import { DEFAULT_STATE_CODES } from './equipment-state.ts';
import type { HistoryDay } from '../fleet/fleet-history.ts';

const T = 1_800_000_000_000;
const MIN = 60_000;
const m = (minutes: number, word: WordMark['word']): WordMark => ({ at: T + minutes * MIN, word });

describe('wordSince', () => {
  it.each<[string, WordMark[], WordMark['word'], ReturnType<typeof wordSince>]>([
    ['nothing seen', [], 'Free', undefined],
    [
      'only the current word: seen since the first poll',
      [m(0, 'Free')],
      'Free',
      { kind: 'seen', at: T },
    ],
    [
      'a change between polls: changed at the first poll that saw it',
      [m(0, 'Free'), m(5, 'In session'), m(6, 'In session')],
      'In session',
      { kind: 'changed', at: T + 5 * MIN },
    ],
    [
      'an earlier run of the same word does not count',
      [m(0, 'In session'), m(3, 'Free'), m(9, 'In session')],
      'In session',
      { kind: 'changed', at: T + 9 * MIN },
    ],
    [
      'marks in any order',
      [m(9, 'Fault'), m(0, 'Free')],
      'Fault',
      { kind: 'changed', at: T + 9 * MIN },
    ],
    ['last mark is another word: no answer', [m(0, 'Free')], 'Fault', undefined],
  ])('%s', (_, marks, current, expected) => {
    expect(wordSince(marks, current)).toEqual(expected);
  });
});

describe('historyMarks', () => {
  const day = (states: HistoryDay['states']): HistoryDay => ({
    guid: 'g',
    day: '2027-01-15',
    firstAt: T,
    lastAt: T,
    counters: {},
    logs: {},
    states,
  });

  it('reads codes through the state table, an override and unknown codes included', () => {
    const marks = historyMarks(
      [
        day([
          [T, 10],
          [T + MIN, 11],
          [T + 2 * MIN, null],
          [T + 3 * MIN, 42],
        ]),
      ],
      { ...DEFAULT_STATE_CODES, '42': 'cleaning' },
    );
    expect(marks.map((x) => x.word)).toEqual(['Free', 'In session', 'Needs cleaning']);
    expect(historyMarks([day([[T, 99]])], undefined)[0]?.word).toBe('Unknown');
  });

  it('is not asked about states no controller code can show', () => {
    expect(historyKnows('offline')).toBe(false);
    expect(historyKnows('no-device')).toBe(false);
    expect(historyKnows('controller-timeout')).toBe(false);
    expect(historyKnows('in-session')).toBe(true);
    expect(historyKnows('unknown')).toBe(true);
  });
});

describe('addMark', () => {
  it('keeps only changes, never goes back in time, and keeps the newest few', () => {
    let marks: WordMark[] = [];
    marks = addMark(marks, m(0, 'Free'));
    marks = addMark(marks, m(1, 'Free'));
    marks = addMark(marks, m(2, 'Fault'));
    marks = addMark(marks, m(1, 'Free'));
    expect(marks).toEqual([m(0, 'Free'), m(2, 'Fault')]);
    for (let i = 3; i < 40; i++) marks = addMark(marks, m(i, i % 2 ? 'Free' : 'Fault'), 4);
    expect(marks).toHaveLength(4);
    expect(marks.at(-1)).toEqual(m(39, 'Free'));
  });
});

import { describe, expect, it } from 'vitest';
import {
  entryProblems,
  irradianceFlagged,
  readDraft,
  type LogbookEntryInput,
} from './logbook-entry';

const today = '2026-11-27';
const reasons = (e: LogbookEntryInput) =>
  entryProblems(e, today).map((p) => `${p.field}:${p.reason}`);

describe('logbook entries', () => {
  it.each<[string, LogbookEntryInput, string[]]>([
    [
      'a lamp change with type and count',
      { kind: 'lamp-change', day: today, lampType: 'R160', count: 24 },
      [],
    ],
    [
      'a lamp change of no lamps',
      { kind: 'lamp-change', day: today, lampType: 'R160', count: 0 },
      ['count:must-be-positive'],
    ],
    [
      'a negative count',
      { kind: 'lamp-change', day: today, lampType: 'R160', count: -2 },
      ['count:must-be-positive'],
    ],
    [
      'a lamp change without a type',
      { kind: 'lamp-change', day: today, count: 2 },
      ['lampType:required'],
    ],
    [
      'a measurement',
      { kind: 'irradiance', day: today, wPerM2: 0.25, instrument: 'X1', measuredBy: 'An' },
      [],
    ],
    [
      'a measurement without who',
      { kind: 'irradiance', day: today, wPerM2: 0.25, instrument: 'X1' },
      ['measuredBy:required'],
    ],
    ['UV type 5', { kind: 'uv-type', day: today, uvType: 5 }, ['uvType:uv-type-range']],
    ['UV type 3', { kind: 'uv-type', day: today, uvType: 3 }, []],
    ['a future day', { kind: 'cleaning', day: '2026-11-28' }, ['day:future-date']],
    ['no day', { kind: 'cleaning', day: '' }, ['day:not-a-date']],
    ['an empty note', { kind: 'note', day: today, text: ' ' }, ['text:required']],
    ['an acrylic change', { kind: 'acrylic-change', day: '2026-01-02' }, []],
  ])('%s', (_, entry, expected) => {
    expect(reasons(entry)).toEqual(expected);
  });

  it('flags irradiance above 0.3 W/m²', () => {
    expect(irradianceFlagged(0.3)).toBe(false);
    expect(irradianceFlagged(0.31)).toBe(true);
  });

  it('reads a Dutch decimal comma as a decimal', () => {
    const { entry, problems } = readDraft(
      { kind: 'irradiance', day: today, wPerM2: '3,0', instrument: 'UV-meter', measuredBy: 'Jan' },
      'nl',
      today,
    );
    expect(problems).toEqual([]);
    expect(entry.wPerM2).toBe(3);
    expect(irradianceFlagged(entry.wPerM2!)).toBe(true);
  });

  it('says which field is not a number, once', () => {
    const { problems } = readDraft(
      { kind: 'lamp-change', day: today, lampType: 'R', count: '2,5' },
      'nl',
      today,
    );
    expect(problems).toEqual([{ field: 'count', reason: 'whole-number' }]);
    const words = readDraft(
      { kind: 'irradiance', day: today, wPerM2: 'veel', instrument: 'a', measuredBy: 'b' },
      'nl',
      today,
    );
    expect(words.problems).toEqual([{ field: 'wPerM2', reason: 'not-a-number' }]);
  });
});

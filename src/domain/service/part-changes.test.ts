import { describe, expect, it } from 'vitest';
import type { FleetUnit } from '../fleet/fleet-unit.ts';
import { notePartChanges, type LastCounters } from './part-changes.ts';

const unit = (guid: string, hours: [string, number][]) =>
  ({ guid, hours: hours.map(([type, value]) => ({ type, value })) }) as unknown as FleetUnit;

describe('part changes seen between polls', () => {
  it('records a counter that fell, with the value the old part reached', () => {
    const last: LastCounters = new Map();
    expect(
      notePartChanges(
        last,
        [
          unit('a', [
            ['lamps', 900],
            ['led', 50],
          ]),
        ],
        1,
      ),
    ).toEqual([]);
    expect(
      notePartChanges(
        last,
        [
          unit('a', [
            ['lamps', 960],
            ['led', 55],
          ]),
        ],
        2,
      ),
    ).toEqual([]);
    expect(
      notePartChanges(
        last,
        [
          unit('a', [
            ['lamps', 3],
            ['led', 60],
          ]),
        ],
        3,
      ),
    ).toEqual([{ guid: 'a', type: 'lamps', at: 3, valueReached: 960 }]);
    // The new part's value is the one compared next.
    expect(
      notePartChanges(
        last,
        [
          unit('a', [
            ['lamps', 10],
            ['led', 61],
          ]),
        ],
        4,
      ),
    ).toEqual([]);
  });

  it('a unit seen for the first time has nothing to compare with', () => {
    const last: LastCounters = new Map([['b', new Map([['lamps', 500]])]]);
    expect(notePartChanges(last, [unit('c', [['lamps', 1]])], 5)).toEqual([]);
  });
});

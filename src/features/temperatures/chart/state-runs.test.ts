import { describe, expect, it } from 'vitest';
import { stateRuns } from './state-runs';
import { toColumns } from '../model/temperature-columns';
import { MINUTE, T0, temperatureEntry } from '@/testing/documents';

const byName = (a: string, b: string) => a.localeCompare(b);
const all = { from: T0, to: T0 + 100 * MINUTE };

describe('stateRuns', () => {
  it('merges consecutive logs of one controller state', () => {
    const states = [10, 10, 11, 11, 11, 12, 10];
    const logs = states.map((state, i) => temperatureEntry(i, { ntc1: 1 }, { state }));
    const runs = stateRuns(toColumns(logs, all, byName));
    expect(runs.map((r) => [r.code, r.logs])).toEqual([
      [10, 2],
      [11, 3],
      [12, 1],
      [10, 1],
    ]);
    expect(runs[1]).toMatchObject({ start: T0 + 2 * MINUTE, end: T0 + 5 * MINUTE });
  });

  it('does not paint a state across a gap in the logs', () => {
    const logs = [0, 1, 2, 3, 30, 31].map((m) => temperatureEntry(m, { ntc1: 1 }, { state: 11 }));
    const runs = stateRuns(toColumns(logs, all, byName));
    expect(runs).toHaveLength(2);
    expect(runs[0]!.end).toBe(T0 + 4 * MINUTE);
    expect(runs[1]!.start).toBe(T0 + 30 * MINUTE);
  });

  it('is empty without logs', () => {
    expect(stateRuns(toColumns([], all, byName))).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { gapThresholdMs, sensorStats, toColumns } from './temperature-columns';
import { MINUTE, T0, temperatureEntry } from '@/testing/documents';

const byName = (a: string, b: string) => a.localeCompare(b);
const all = { from: T0 - 1, to: T0 + 1_000 * MINUTE };

describe('toColumns', () => {
  it('clips to the window and sorts by log_date whatever order the server used', () => {
    const logs = [
      temperatureEntry(2, { ntc1: 30 }),
      temperatureEntry(0, { ntc1: 10 }),
      temperatureEntry(1, { ntc1: 20 }),
      temperatureEntry(9, { ntc1: 90 }),
    ];
    const cols = toColumns(logs, { from: T0, to: T0 + 2 * MINUTE }, byName);
    expect([...cols.times]).toEqual([T0, T0 + MINUTE, T0 + 2 * MINUTE]);
    expect([...cols.values.get('ntc1')!]).toEqual([10, 20, 30]);
    expect(cols.guids).toEqual(['log-0', 'log-1', 'log-2']);
  });

  it('lower-cases sensor ids and marks missing readings as NaN', () => {
    const cols = toColumns(
      [temperatureEntry(0, { NTC1: 253 }), temperatureEntry(1, { ntc1: 254, led1: 240 })],
      all,
      byName,
    );
    expect(cols.sensors).toEqual(['led1', 'ntc1']);
    expect(Number.isNaN(cols.values.get('led1')![0]!)).toBe(true);
    expect(cols.values.get('ntc1')![0]).toBe(253);
  });
});

describe('sensorStats', () => {
  it('gives the latest reading with its time, and min/max over the window', () => {
    const logs = [
      temperatureEntry(0, { ntc1: 253, ntc2: 100 }),
      temperatureEntry(1, { ntc1: -5 }),
      temperatureEntry(2, { ntc1: 300 }),
    ];
    const [ntc1, ntc2] = sensorStats(toColumns(logs, all, byName));
    expect(ntc1).toMatchObject({
      sensor: 'ntc1',
      latest: 300,
      latestAt: T0 + 2 * MINUTE,
      min: -5,
      max: 300,
      readings: 3,
    });
    // ntc2 is missing from the newer logs: its latest is the last log that had it.
    expect(ntc2).toMatchObject({ latest: 100, latestAt: T0, latestIndex: 0, readings: 1 });
  });
});

describe('gapThresholdMs', () => {
  it('is three typical spacings, at least 90 s, and infinite with too few logs', () => {
    expect(gapThresholdMs([0, 60_000, 120_000, 180_000])).toBe(180_000);
    expect(gapThresholdMs([0, 1_000, 2_000, 3_000])).toBe(90_000);
    expect(gapThresholdMs([0, 60_000])).toBe(Number.POSITIVE_INFINITY);
  });
});

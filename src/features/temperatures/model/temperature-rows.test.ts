import { describe, expect, it } from 'vitest';
import { toColumns } from './temperature-columns';
import { buildChartRows, pointsOf } from './temperature-rows';
import { MINUTE, T0, temperatureEntry, temperatureEntries } from '@/testing/documents';

const byName = (a: string, b: string) => a.localeCompare(b);
const windowOf = (minutes: number) => ({ from: T0, to: T0 + minutes * MINUTE });

describe('buildChartRows without downsampling', () => {
  it('converts tenths to °C, one row per log, and keys series safely', () => {
    const cols = toColumns(
      [temperatureEntry(0, { ntc1: 253, 'odd.id': 1 }), temperatureEntry(1, { ntc1: -5 })],
      windowOf(10),
      byName,
    );
    const { rows, keys, downsampled } = buildChartRows(cols, 800);
    expect(downsampled).toBe(false);
    const k = keys.get('ntc1')!;
    expect(rows.map((r) => r[k])).toEqual([25.3, -0.5]);
    // A missing reading is a null (a gap in that series), not a zero.
    expect(rows[1]![keys.get('odd.id')!]).toBeNull();
  });

  it('breaks the line where logs stop for longer than three intervals', () => {
    const logs = [0, 1, 2, 3, 10, 11].map((m) => temperatureEntry(m, { ntc1: 200 }));
    const { rows, keys } = buildChartRows(toColumns(logs, windowOf(12), byName), 800);
    const k = keys.get('ntc1')!;
    expect(rows.map((r) => r[k])).toEqual([20, 20, 20, 20, null, 20, 20]);
    expect(rows[4]!.li).toBe(-1);
  });
});

describe('buildChartRows with min/max downsampling', () => {
  const day = 1_440;
  const sensors = ['ntc1', 'ntc2'];
  const wave = (i: number, s: number) => 250 + s * 10 + Math.round(20 * Math.sin(i / 30));

  it('keeps the output within the pixel budget per series', () => {
    const cols = toColumns(temperatureEntries(day, sensors, wave), windowOf(day), byName);
    const { rows, keys, downsampled } = buildChartRows(cols, 600);
    expect(downsampled).toBe(true);
    expect(rows.length).toBeLessThanOrEqual(600);
    expect(pointsOf(rows, keys.get('ntc2')!)).toBeLessThanOrEqual(600);
  });

  it('keeps a one-minute spike and the window bounds of every series', () => {
    const logs = temperatureEntries(day, sensors, (i, s) =>
      s === 0 && i === 777 ? 999 : wave(i, s),
    );
    const cols = toColumns(logs, windowOf(day), byName);
    const { rows, keys } = buildChartRows(cols, 300);
    for (const sensor of sensors) {
      const column = cols.values.get(sensor)!;
      const drawn = rows.map((r) => r[keys.get(sensor)!]).filter((v): v is number => v !== null);
      expect(Math.max(...drawn)).toBe(Math.max(...column) / 10);
      expect(Math.min(...drawn)).toBe(Math.min(...column) / 10);
    }
    expect(rows.some((r) => r[keys.get('ntc1')!] === 99.9)).toBe(true);
  });

  it('keeps rows in time order, each pointing at a real log, with gaps as null rows', () => {
    const logs = temperatureEntries(day, sensors, wave).filter(
      (l) => l.logDate < T0 + 600 * MINUTE || l.logDate > T0 + 700 * MINUTE,
    );
    const cols = toColumns(logs, windowOf(day), byName);
    const { rows, keys } = buildChartRows(cols, 300);
    for (let i = 1; i < rows.length; i += 1)
      expect(rows[i]!.t).toBeGreaterThanOrEqual(rows[i - 1]!.t);
    const gaps = rows.filter((r) => r.li === -1);
    expect(gaps).toHaveLength(1);
    expect(gaps[0]!.t).toBeGreaterThan(T0 + 600 * MINUTE);
    expect(gaps[0]!.t).toBeLessThan(T0 + 700 * MINUTE);
    expect(gaps[0]![keys.get('ntc1')!]).toBeNull();
    for (const row of rows.filter((r) => r.li >= 0)) expect(cols.times[row.li]).toBe(row.t);
  });

  it('puts the earlier extreme first so a falling edge stays falling', () => {
    const logs = temperatureEntries(day, ['ntc1'], (i) => (i < 720 ? 400 : 100));
    const { rows, keys } = buildChartRows(toColumns(logs, windowOf(day), byName), 100);
    const values = rows.map((r) => r[keys.get('ntc1')!] as number);
    // Max before min in the bucket of the drop: never a spike back up after the fall.
    for (let i = 1; i < values.length; i += 1)
      expect(values[i]).toBeLessThanOrEqual(values[i - 1]!);
    expect(values[0]).toBe(40);
    expect(values.at(-1)).toBe(10);
  });
});

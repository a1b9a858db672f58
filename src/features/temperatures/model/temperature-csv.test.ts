import { describe, expect, it } from 'vitest';
import { toColumns } from './temperature-columns';
import { CSV_HEADER, csvFileName, csvText, temperatureCsv } from './temperature-csv';
import { MINUTE, T0, temperatureEntry } from '@/testing/documents';

const byName = (a: string, b: string) => a.localeCompare(b);

describe('temperatureCsv', () => {
  it('writes one line per reading: UTC time, sensor, °C with one decimal', () => {
    const logs = [temperatureEntry(0, { ntc1: 253, ntc2: -5 }), temperatureEntry(1, { ntc1: 0 })];
    const csv = temperatureCsv(toColumns(logs, { from: T0, to: T0 + MINUTE }, byName));
    expect(csv.split('\r\n')).toEqual([
      CSV_HEADER,
      '2026-11-22T00:00:00.000Z,ntc1,25.3',
      '2026-11-22T00:00:00.000Z,ntc2,-0.5',
      '2026-11-22T00:01:00.000Z,ntc1,0.0',
      '',
    ]);
  });

  it('only exports the window', () => {
    const logs = [temperatureEntry(0, { ntc1: 1 }), temperatureEntry(5, { ntc1: 2 })];
    const csv = temperatureCsv(
      toColumns(logs, { from: T0 + MINUTE, to: T0 + 10 * MINUTE }, byName),
    );
    expect(csv).not.toContain('0.1');
    expect(csv).toContain(',ntc1,0.2');
  });
});

describe('csvText', () => {
  it('quotes separators and defuses formulas in device-provided text', () => {
    expect(csvText('ntc1')).toBe('ntc1');
    expect(csvText('a,b')).toBe('"a,b"');
    expect(csvText('say "hi"')).toBe('"say ""hi"""');
    expect(csvText('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
  });
});

describe('csvFileName', () => {
  it('names the unit and the window, safe for any file system', () => {
    expect(csvFileName('2499/22', Date.UTC(2026, 10, 21, 9), Date.UTC(2026, 10, 22, 9, 30))).toBe(
      'temperatures-2499_22-20261121T0900Z-20261122T0930Z.csv',
    );
  });
});

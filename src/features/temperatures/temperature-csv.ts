import { formatCelsiusValue } from '@/domain/units';
import type { LogColumns } from './temperature-columns';

// CSV export of the window: one line per reading (time, sensor, °C), oldest first.

export const CSV_HEADER = 'time,sensor,celsius';

/** Quotes when needed; a leading = + - @ in text is defused so spreadsheets never run it. */
export function csvText(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function temperatureCsvLines(cols: LogColumns): string[] {
  const lines = [CSV_HEADER];
  const sensorCells = cols.sensors.map(csvText);
  for (let i = 0; i < cols.times.length; i += 1) {
    const time = new Date(cols.times[i]!).toISOString();
    for (let s = 0; s < cols.sensors.length; s += 1) {
      const v = cols.values.get(cols.sensors[s]!)![i]!;
      if (Number.isNaN(v)) continue;
      lines.push(`${time},${sensorCells[s]!},${formatCelsiusValue(v)}`);
    }
  }
  return lines;
}

export function temperatureCsv(cols: LogColumns): string {
  return `${temperatureCsvLines(cols).join('\r\n')}\r\n`;
}

/** "temperatures-2499000022-20261121T0900Z-20261122T0900Z.csv" */
export function csvFileName(serial: string | undefined, from: number, to: number): string {
  const stamp = (ms: number) => new Date(ms).toISOString().slice(0, 16).replaceAll('-', '').replace(':', '') + 'Z';
  const who = (serial ?? 'unit').replace(/[^A-Za-z0-9_-]/g, '_');
  return `temperatures-${who}-${stamp(from)}-${stamp(to)}.csv`;
}

import { formatCelsiusValue } from '@/domain/units';
import type { LogColumns } from './temperature-columns';

// CSV export of the window: one line per reading (time, sensor, °C), oldest first. Header and
// values stay English and ASCII whatever the language on screen: the file is data
// (docs/decisions.md#languages).

export const CSV_HEADER = 'time,sensor,celsius';

/** Quotes when needed; a leading = + - @ in text is defused so spreadsheets never run it. */
export function csvText(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * The CSV as parts, one per log (its readings' lines), ready for `new Blob(parts)`: a month is
 * about a million lines, and one giant string would double the memory for a moment.
 */
export function temperatureCsvParts(cols: LogColumns): string[] {
  const parts = [`${CSV_HEADER}\r\n`];
  const prefixes = cols.sensors.map((s) => `,${csvText(s)},`);
  const columns = cols.sensors.map((s) => cols.values.get(s)!);
  // Readings repeat a few hundred distinct values: format each once.
  const celsius = new Map<number, string>();
  for (let i = 0; i < cols.times.length; i += 1) {
    const time = new Date(cols.times[i]!).toISOString();
    let part = '';
    for (let s = 0; s < columns.length; s += 1) {
      const v = columns[s]![i]!;
      if (Number.isNaN(v)) continue;
      let text = celsius.get(v);
      if (text === undefined) {
        text = formatCelsiusValue(v);
        celsius.set(v, text);
      }
      part += `${time}${prefixes[s]!}${text}\r\n`;
    }
    if (part) parts.push(part);
  }
  return parts;
}

export function temperatureCsv(cols: LogColumns): string {
  return temperatureCsvParts(cols).join('');
}

/** "temperatures-2499000022-20261121T0900Z-20261122T0900Z.csv" */
export function csvFileName(serial: string | undefined, from: number, to: number): string {
  const stamp = (ms: number) =>
    new Date(ms).toISOString().slice(0, 16).replaceAll('-', '').replace(':', '') + 'Z';
  const who = (serial ?? 'unit').replace(/[^A-Za-z0-9_-]/g, '_');
  return `temperatures-${who}-${stamp(from)}-${stamp(to)}.csv`;
}

// Human units for the table: ms below 10 s, kB = 1000 bytes (as Vite prints), MB for heaps.
import type { Stat } from './stats.ts';

export type Unit = 'ms' | 'kB' | 'MB' | 'count' | 'x' | 'score';

export function fmt(value: number | undefined, unit: Unit): string {
  if (value === undefined || !Number.isFinite(value)) return '—';
  switch (unit) {
    case 'ms':
      return value >= 10_000 ? `${(value / 1000).toFixed(1)} s` : `${Math.round(value)} ms`;
    case 'kB':
      return `${(value / 1000).toFixed(1)} kB`;
    case 'MB':
      return `${(value / 1e6).toFixed(1)} MB`;
    case 'x':
      return `${value.toFixed(2)}×`;
    case 'score':
      return String(Math.round(value));
    default:
      return Math.round(value).toLocaleString('en-US');
  }
}

/** "median (min–max)", or just the value when every run agreed or there was one run. */
export function fmtStat(s: Stat | undefined, unit: Unit): string {
  if (!s) return 'n/a';
  const m = fmt(s.median, unit);
  if (s.n === 1 || s.min === s.max) return m;
  return `${m} (${fmt(s.min, unit)}–${fmt(s.max, unit)})`;
}

// The one table (Markdown, so it can go into the README as is) built from the results.
import { fmt, fmtStat, type Unit } from './format.ts';
import { ratio, type Stat } from './stats.ts';

export interface Row {
  measure: string;
  ours: Stat | undefined;
  unit: Unit;
  baseline?: Stat | undefined;
  /** e.g. "≤ 120 kB"; `limit` and `better` decide the status column. */
  goal?: string;
  limit?: number;
  better?: 'lower' | 'higher';
}

function status(row: Row): string {
  if (row.limit === undefined || !row.ours) return '';
  const ok = row.better === 'higher' ? row.ours.median >= row.limit : row.ours.median <= row.limit;
  return ok ? 'ok' : '**MISS**';
}

export function renderTable(rows: readonly Row[]): string {
  const head = [
    'Measure',
    'Ours: median (min–max)',
    'Baseline',
    'Ours / baseline',
    'Goal',
    'Status',
  ];
  const body = rows.map((r) => {
    const vsBase = r.baseline ? fmt(ratio(r.ours, r.baseline), 'x') : '';
    return [
      r.measure,
      fmtStat(r.ours, r.unit),
      r.baseline ? fmtStat(r.baseline, r.unit) : '',
      vsBase,
      r.goal ?? '',
      status(r),
    ];
  });
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  return [
    line(head),
    `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`,
    ...body.map(line),
  ].join('\n');
}

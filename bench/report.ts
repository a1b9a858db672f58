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

/** Whether a row with a budget meets it (its median); undefined without a budget or a figure. */
export function meetsBudget(row: Row): boolean | undefined {
  if (row.limit === undefined || !row.ours) return undefined;
  return row.better === 'higher' ? row.ours.median >= row.limit : row.ours.median <= row.limit;
}

function status(row: Row): string {
  const ok = meetsBudget(row);
  return ok === undefined ? '' : ok ? 'ok' : '**MISS**';
}

export interface BudgetCheck {
  broken: Row[];
  /** Rows with a budget but no figure (section not run, or the run stopped early). */
  unmeasured: Row[];
}

/** `npm run bench -- --check`: which budgets the figures break. */
export function checkBudgets(rows: readonly Row[]): BudgetCheck {
  const withBudget = rows.filter((r) => r.limit !== undefined);
  return {
    broken: withBudget.filter((r) => meetsBudget(r) === false),
    unmeasured: withBudget.filter((r) => meetsBudget(r) === undefined),
  };
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

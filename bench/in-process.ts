// Sections measured in this Node process (the same V8 as Chromium), not in a browser: the pure
// work a page runs per poll or per view, where what matters is the longest task it causes. Each
// section turns its samples into rows of the one table; a new one is an entry in IN_PROCESS and
// its name in cli.ts SECTIONS. With only such sections, the app is not built and no browser runs.
import { measureAlerts, type Sample } from './alerts-measure.ts';
import type { BenchOptions, Section } from './cli.ts';
import type { Row } from './report.ts';
import { measureService } from './service-measure.ts';
import { stat } from './stats.ts';

interface InProcessSection {
  name: Section;
  measure(opts: BenchOptions): Promise<Row[]>;
}

const wall = (xs: Sample[]) => stat(xs.map((x) => x.wall));
const LONG_TASK = { goal: '≤ 50 ms', limit: 50, better: 'lower' as const };

const alerts: InProcessSection = {
  name: 'alerts',
  async measure(opts) {
    // Evaluation needs the fleet sizes where it can hurt; the quick smoke keeps to 10,000.
    const scales = opts.quick ? [10_000] : [10_000, 100_000];
    const rows: Row[] = [];
    for (const r of await measureAlerts(scales, opts.quick ? 2 : opts.runs)) {
      const at = `Alerts ${r.units.toLocaleString('en-US')} units (${r.conditions.toLocaleString('en-US')} conditions)`;
      rows.push(
        {
          measure: `${at}: evaluation → longest task (baseline: one pass)`,
          ours: wall(r.longest),
          baseline: wall(r.onePass),
          unit: 'ms',
          ...LONG_TASK,
        },
        {
          measure: `${at}: poll firing every alert → longest reducer task (baseline: one task)`,
          ours: wall(r.reducerSlice),
          baseline: wall(r.reducer),
          unit: 'ms',
          ...LONG_TASK,
        },
        {
          measure: `${at}: that poll → longest task after the reducer (count, diff, one chunk)`,
          ours: wall(r.chunk),
          unit: 'ms',
          ...LONG_TASK,
        },
        {
          measure: `${at}: poll where one alert ended → tabs + storage (baseline: whole state)`,
          ours: wall(r.delta),
          baseline: wall(r.after),
          unit: 'ms',
          ...LONG_TASK,
        },
      );
    }
    return rows;
  },
};

const service: InProcessSection = {
  name: 'service',
  async measure(opts) {
    const scales = opts.quick ? [10_000] : [10_000, 100_000];
    const rows: Row[] = [];
    for (const r of measureService(scales, opts.quick ? 2 : 3)) {
      const at = `Service board ${r.units.toLocaleString('en-US')} units (${r.rows.toLocaleString('en-US')} rows)`;
      rows.push(
        {
          measure: `${at}: rows built and sorted (before first rows)`,
          ours: stat(r.build),
          unit: 'ms',
        },
        {
          measure: `${at}: Due within 30 days → filtered and sorted`,
          ours: stat(r.filter),
          unit: 'ms',
        },
        {
          measure: `${at}: first poll folded into the history (whole)`,
          ours: stat(r.foldFirst),
          unit: 'ms',
        },
        {
          measure: `${at}: that fold's longest slice (one task)`,
          ours: stat(r.foldFirstSlice),
          unit: 'ms',
          ...LONG_TASK,
        },
        {
          measure: `${at}: next poll (a tenth changed) folded (whole)`,
          ours: stat(r.foldNext),
          unit: 'ms',
        },
        {
          measure: `${at}: its longest slice (one task)`,
          ours: stat(r.foldNextSlice),
          unit: 'ms',
          ...LONG_TASK,
        },
      );
    }
    return rows;
  },
};

export const IN_PROCESS: readonly InProcessSection[] = [alerts, service];

// Sections measured in this Node process (the same V8 as Chromium), not in a browser: the pure
// work a page runs per poll or per view, where what matters is the longest task it causes. Each
// section turns its samples into rows of the one table; a new one is an entry in IN_PROCESS and
// its name in cli.ts SECTIONS. With only such sections, the app is not built and no browser runs.
import { measureAlerts, type Sample } from './alerts-measure.ts';
import type { BenchOptions, Section } from './cli.ts';
import { growthPerDay, measureEngine, p99, type EnginePollSample } from './engine-measure.ts';
import type { Row } from './report.ts';
import { measureFanout } from './notifications-fanout.ts';
import { measureService, type Timed } from './service-measure.ts';
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
    for (const r of await measureService(scales, opts.quick ? 2 : 3)) {
      const at = `Service board ${r.units.toLocaleString('en-US')} units (${r.rows.toLocaleString('en-US')} rows)`;
      const pair = (what: string, xs: Timed[]): Row[] => [
        { measure: `${at}: ${what} → result`, ours: stat(xs.map((x) => x.wall)), unit: 'ms' },
        {
          measure: `${at}: ${what} → longest task`,
          ours: stat(xs.map((x) => x.longest)),
          unit: 'ms',
          ...LONG_TASK,
        },
      ];
      rows.push(
        ...pair('fleet loaded → first rows (baseline: one pass, one task)', r.firstRows).map(
          (row, i) => (i === 0 ? { ...row, baseline: stat(r.onePass) } : row),
        ),
        ...pair('Due within 30 days', r.filter),
        ...pair('sort by unit', r.sort),
        ...pair('next poll (a tenth changed)', r.nextPoll),
        ...pair('first poll folded into the history', r.foldFirst),
        ...pair('next poll folded', r.foldNext),
      );
    }
    return rows;
  },
};

const engine: InProcessSection = {
  name: 'engine',
  async measure(opts) {
    const scales = opts.quick ? [10_000] : [10_000, 100_000];
    const rows: Row[] = [];
    for (const r of await measureEngine(scales, opts.quick ? 2 : 3)) {
      const at = `Engine ${r.units.toLocaleString('en-US')} units`;
      const of = (pick: (x: EnginePollSample) => number | undefined) => stat(r.next.map(pick));
      const first = (pick: (x: EnginePollSample) => number | undefined) => stat([pick(r.first)]);
      const cpuBudget =
        r.units >= 100_000 ? { goal: '≤ 3000 ms', limit: 3000, better: 'lower' as const } : {};
      const stall = { goal: '≤ 100 ms', limit: 100, better: 'lower' as const };
      rows.push(
        {
          measure: `${at}: next poll → CPU of the engine (baseline: first poll)`,
          ours: of((x) => x.cpuMs),
          baseline: first((x) => x.cpuMs),
          unit: 'ms',
          ...cpuBudget,
        },
        {
          measure: `${at}: next poll → wall time (baseline: first poll)`,
          ours: of((x) => x.wallMs),
          baseline: first((x) => x.wallMs),
          unit: 'ms',
        },
        {
          measure: `${at}: next poll → longest event-loop stall (baseline: first poll)`,
          ours: of((x) => x.longestStallMs),
          baseline: first((x) => x.longestStallMs),
          unit: 'ms',
          ...stall,
        },
        {
          measure: `${at}: next poll → units rows written, whole or seen_at only (baseline: first poll)`,
          ours: of((x) => x.rowsWritten),
          baseline: first((x) => x.rowsWritten),
          unit: 'count',
        },
        {
          measure: `${at}: next poll → database growth (baseline: first poll)`,
          ours: of((x) => x.dbGrowthBytes / 1024),
          baseline: first((x) => x.dbGrowthBytes / 1024),
          unit: 'count',
        },
        {
          measure: `${at}: database growth per day, kB (one day of history + 2,880 polls)`,
          ours: stat([growthPerDay(r) / 1024]),
          unit: 'count',
        },
        {
          measure: `${at}: GET /engine/v1/status during a poll → p99 (baseline: first poll)`,
          ours: of((x) => x.statusP99Ms),
          baseline: first((x) => x.statusP99Ms),
          unit: 'ms',
        },
      );
      if (r.api) {
        const api = r.api;
        const n = api.alerts.toLocaleString('en-US');
        const p99Ms = { goal: '≤ 200 ms', limit: 200, better: 'lower' as const };
        rows.push(
          {
            measure: `${at}: GET /engine/v1/alerts with ${n} alerts → p99`,
            ours: stat([p99(api.listMs)]),
            unit: 'ms',
            ...p99Ms,
          },
          {
            measure: `${at}: GET /engine/v1/alerts/count with ${n} alerts → p99`,
            ours: stat([p99(api.countMs)]),
            unit: 'ms',
            ...p99Ms,
          },
          {
            measure: `${at}: one event → all ${api.clients} SSE clients got it, p99`,
            ours: stat([p99(api.fanoutMs)]),
            unit: 'ms',
          },
        );
      }
    }
    return rows;
  },
};

const notifications: InProcessSection = {
  name: 'notifications',
  async measure(opts) {
    // One run: the full fan-out takes minutes on PGlite; the quick smoke fans out 1,000 alerts.
    const r = await measureFanout(opts.quick ? 1_000 : 10_000);
    const at = `Notifications: ${r.alerts.toLocaleString('en-US')} alerts firing at once → ${r.recipients.toLocaleString('en-US')} recipients (${r.deliveries.toLocaleString('en-US')} deliveries)`;
    const one = (x: number) => stat([x]);
    return [
      { measure: `${at}: all sent and audited`, ours: one(r.fanoutMs), unit: 'ms' },
      {
        measure: `${at}: alerts API p99 during the fan-out (baseline: idle)`,
        ours: one(r.p99During),
        baseline: one(r.p99Idle),
        unit: 'ms',
        goal: '≤ 200 ms',
        limit: 200,
        better: 'lower',
      },
    ];
  },
};

export const IN_PROCESS: readonly InProcessSection[] = [alerts, service, engine, notifications];

// Shape of bench/results.json, and the table rows derived from it.
import type { BundleRow } from './bundle.ts';
import type { LongestTask } from './browser.ts';
import type { CampaignRun } from './campaigns.ts';
import { engineCampaignRows } from './engine-campaigns-rows.ts';
import type { EngineCampaignRun } from './engine-campaigns.ts';
import type { FleetRun } from './fleet.ts';
import type { LighthouseRun } from './lighthouse.ts';
import type { LogsRun } from './logs.ts';
import type { Row } from './report.ts';
import { ratio, stat, type Stat } from './stats.ts';
import type { TemperatureRun } from './temperatures.ts';
import type { UsageRun } from './usage.ts';

export interface Results {
  meta: Record<string, unknown>;
  bundle: BundleRow[];
  fleet: Record<string, { app: FleetRun[]; baseline: FleetRun[] }>;
  detail: (number | null)[];
  temperatures: Partial<Record<'24h' | '7d', TemperatureRun[]>>;
  logs: LogsRun[];
  lighthouse: LighthouseRun[];
  lighthouseTemperatures?: LighthouseRun[];
  /** Campaign form and page at one big scale (`campaignUnits`). */
  campaigns?: { units: number; runs: CampaignRun[] };
  /** A campaign on the engine (bench/engine-campaigns.ts), one run. */
  engineCampaigns?: EngineCampaignRun;
  /** Unit usage figures from 5,000 session logs, in Node (no browser). */
  usage?: UsageRun;
  /** Rows of the other sections measured in Node (bench/in-process.ts), samples included. */
  inProcess?: Row[];
  /** Every table row with its budget and verdict (written at the end). */
  rows?: (Row & { meetsBudget: boolean | undefined })[];
}

const BUDGETS: Record<string, number> = {
  'sign-in': 120_000,
  fleet: 170_000,
  temperatures: 290_000,
};

const of = <T>(runs: readonly T[], pick: (r: T) => number | null | undefined): Stat | undefined =>
  stat(runs.map((r) => pick(r) ?? null));
const asStat = (x: number | undefined): Stat | undefined =>
  x === undefined ? undefined : stat([x]);
const scaleLabel = (n: number) => n.toLocaleString('en-US');

type FleetPick = [string, (r: FleetRun) => number | null | undefined, Row['unit']];
const LOAD_TASK = 'sign-in click → every unit in: longest task, main-thread CPU';
const POLL_BYTES = 'poll with nothing changed: bytes transferred';
const POLL_CPU = 'poll with nothing changed: main-thread CPU';
const FLEET_METRICS: FleetPick[] = [
  ['sign-in click → first rows', (r) => r.firstRowsMs, 'ms'],
  ['sign-in click → last list page received', (r) => r.lastPageMs, 'ms'],
  ['search keystroke → list updated (slowest of 3 keys)', (r) => r.searchKeyMs, 'ms'],
  ['scroll 5,000 rows → longest task', (r) => r.scrollLongestTaskMs, 'ms'],
  ['scroll 5,000 rows → longest task, main-thread CPU', (r) => r.scrollLongestTaskCpuMs, 'ms'],
  ['DOM rows', (r) => r.domRows, 'count'],
  ['JS heap after load (after GC)', (r) => r.heapBytes, 'MB'],
  [LOAD_TASK, (r) => r.loadLongestTaskCpuMs, 'ms'],
  [POLL_BYTES, (r) => r.poll?.bytes, 'kB'],
  [POLL_CPU, (r) => r.poll?.cpuMs, 'ms'],
  [
    'poll with nothing changed: longest task, main-thread CPU',
    (r) => r.poll?.longestTaskCpuMs,
    'ms',
  ],
];
/** The first round's growth goals (≤ 3× from the smallest scale to 10,000 units). */
const GROWTH_GOALS = new Set(FLEET_METRICS.slice(0, 7).map(([name]) => name));

type Budget = Pick<Row, 'goal' | 'limit' | 'better'>;
const under = (limit: number, goal: string): Budget => ({ goal, limit, better: 'lower' });
/** Fleet data path budgets, by scale and measure. */
const FLEET_BUDGETS: Record<number, Record<string, Budget>> = {
  10_000: {
    'sign-in click → first rows': under(1000, '≤ 1 s'),
    [POLL_CPU]: under(50, '≤ 50 ms'),
  },
  100_000: {
    'sign-in click → first rows': under(2000, '≤ 2 s'),
    'search keystroke → list updated (slowest of 3 keys)': under(100, '≤ 100 ms'),
    'scroll 5,000 rows → longest task, main-thread CPU': under(50, '≤ 50 ms'),
    'JS heap after load (after GC)': under(100e6, '≤ 100 MB'),
    [LOAD_TASK]: under(50, '≤ 50 ms'),
    [POLL_BYTES]: under(1e6, '≤ 1 MB'),
    'poll with nothing changed: longest task, main-thread CPU': under(50, '≤ 50 ms'),
  },
};

function fleetRows(results: Results): Row[] {
  const scales = Object.keys(results.fleet)
    .map(Number)
    .sort((a, b) => a - b);
  const rows: Row[] = [];
  for (const [name, pick, unit] of FLEET_METRICS) {
    for (const s of scales) {
      const f = results.fleet[s]!;
      rows.push({
        measure: `Fleet ${scaleLabel(s)} units: ${name}`,
        ours: of(f.app, pick),
        baseline: of(f.baseline, pick),
        unit,
        ...FLEET_BUDGETS[s]?.[name],
      });
    }
    if (!GROWTH_GOALS.has(name) || unit === 'count') continue;
    const small = scales[0];
    for (const big of scales.filter((s) => s === 10_000 || s === 100_000)) {
      if (small === undefined) continue;
      const g = (k: 'app' | 'baseline') =>
        asStat(ratio(of(results.fleet[big]![k], pick), of(results.fleet[small]![k], pick)));
      rows.push({
        measure: `Fleet growth ${scaleLabel(big)} / ${scaleLabel(small)}: ${name}`,
        ours: g('app'),
        baseline: g('baseline'),
        unit: 'x',
        // The budgets are about what users feel (time, memory), not about bytes on the wire.
        ...(big === 10_000 && !name.includes('last list page')
          ? { goal: '≤ 3', limit: 3, better: 'lower' as const }
          : {}),
      });
    }
  }
  return rows;
}

const LONG_TASK = { goal: '≤ 50 ms', limit: 50, better: 'lower' as const };

function campaignRows({ units, runs }: NonNullable<Results['campaigns']>): Row[] {
  const at = `Campaigns ${scaleLabel(units)} units`;
  const ms = (measure: string, pick: (r: CampaignRun) => number | null | undefined): Row => ({
    measure: `${at}: ${measure}`,
    ours: of(runs, pick),
    unit: 'ms',
  });
  // Wall time of the longest task, then its main-thread CPU (steadier on a shared machine).
  const task = (measure: string, pick: (r: CampaignRun) => LongestTask | null): Row[] => [
    { ...ms(`${measure} → longest task`, (r) => pick(r)?.wallMs), ...LONG_TASK },
    ms(`${measure} → longest task, main-thread CPU`, (r) => pick(r)?.cpuMs),
  ];
  return [
    ms('form: navigation → preview of every unit painted', (r) => r.formLoadMs),
    ...task('form: that load', (r) => r.formLoadTask),
    {
      measure: `${at}: form: checkboxes in the DOM (cap 500)`,
      ours: of(runs, (r) => r.checkboxes),
      unit: 'count',
    },
    ms('form: State filter change → preview updated', (r) => r.filterMs),
    ...task('form: that change', (r) => r.filterTask),
    ...task('form: typing the name (5 keys)', (r) => r.typingTask),
    ms('Start campaign click → first unit rows painted', (r) => r.startMs),
    ...task('that start', (r) => r.startTask),
    ms('Start click → first round over every unit done', (r) => r.firstRoundMs),
    ...task('page open 10 s while it runs', (r) => r.runningTask),
    ms('Pause click → "Paused" painted (one change stored and posted)', (r) => r.pauseMs),
    ...task('that Pause', (r) => r.pauseTask),
    ...task('unit table: scroll 5,000 rows', (r) => r.scrollTask),
    { measure: `${at}: unit table: DOM rows`, ours: of(runs, (r) => r.domRows), unit: 'count' },
    ...task('event log: scroll to its end', (r) => r.logScrollTask),
    {
      measure: `${at}: event log: items in the DOM`,
      ours: of(runs, (r) => r.logItems),
      unit: 'count',
    },
  ];
}

export function toRows(results: Results): Row[] {
  const rows: Row[] = results.bundle.flatMap((b): Row[] => {
    const limit = BUDGETS[b.page];
    return [
      {
        measure: `Bundle: JS to show the ${b.page} page (gzip)`,
        ours: asStat(b.jsGzipBytes),
        unit: 'kB' as const,
        ...(limit ? { goal: `≤ ${limit / 1000} kB`, limit, better: 'lower' as const } : {}),
      },
      // Not a budget: background work the app starts after the page showed (bench/README.md).
      {
        measure: `Bundle: ${b.page} page, JS loaded after it showed (gzip)`,
        ours: asStat(b.later?.jsGzipBytes ?? 0),
        unit: 'kB' as const,
      },
    ];
  });
  rows.push(...fleetRows(results));
  if (results.detail.length)
    rows.push({
      measure: 'Detail: click in fleet list → all panels filled',
      ours: stat(results.detail),
      unit: 'ms',
    });
  for (const [range, runs] of Object.entries(results.temperatures)) {
    const t = `Temperatures ${range}`;
    rows.push(
      {
        measure: `${t}: data arrival → charts drawn`,
        ours: of(runs, (r) => r.arrivalToDrawnMs),
        unit: 'ms',
      },
      {
        measure: `${t}: navigation → charts drawn`,
        ours: of(runs, (r) => r.navigationToDrawnMs),
        unit: 'ms',
      },
      {
        measure: `${t}: bytes transferred (API)`,
        ours: of(runs, (r) => r.transferBytes),
        unit: 'kB',
      },
      {
        measure: `${t}: points per series (max)`,
        ours: of(runs, (r) => r.maxPointsPerSeries),
        unit: 'count',
      },
      { measure: `${t}: hover → tooltip painted`, ours: of(runs, (r) => r.hoverMs), unit: 'ms' },
    );
  }
  if (results.logs.length) {
    const l = results.logs;
    rows.push(
      {
        measure: 'Logs (100,000): page load → first rows',
        ours: of(l, (r) => r.firstRowsMs),
        unit: 'ms',
      },
      {
        measure: 'Logs (100,000): scroll 5,000 rows → longest task',
        ours: of(l, (r) => r.scrollLongestTaskMs),
        unit: 'ms',
      },
      {
        measure: 'Logs (100,000): scroll → longest task, main-thread CPU',
        ours: of(l, (r) => r.scrollLongestTaskCpuMs),
        unit: 'ms',
      },
      {
        measure: 'Logs (100,000): Type filter change → list updated',
        ours: of(l, (r) => r.filterMs),
        unit: 'ms',
      },
    );
  }
  if (results.lighthouse.length) {
    const h = results.lighthouse;
    rows.push(
      {
        measure: 'Lighthouse fleet 1,000 (mobile): performance',
        ours: of(h, (r) => r.score),
        unit: 'score',
        goal: '≥ 95',
        limit: 95,
        better: 'higher',
      },
      { measure: 'Lighthouse fleet 1,000 (mobile): LCP', ours: of(h, (r) => r.lcpMs), unit: 'ms' },
      { measure: 'Lighthouse fleet 1,000 (mobile): TBT', ours: of(h, (r) => r.tbtMs), unit: 'ms' },
    );
  }
  const t = results.lighthouseTemperatures ?? [];
  if (t.length)
    rows.push(
      {
        measure: 'Lighthouse temperatures 1,000 (mobile): performance',
        ours: of(t, (r) => r.score),
        unit: 'score',
        goal: '≥ 95',
        limit: 95,
        better: 'higher',
      },
      { measure: 'Lighthouse temperatures (mobile): LCP', ours: of(t, (r) => r.lcpMs), unit: 'ms' },
      { measure: 'Lighthouse temperatures (mobile): TBT', ours: of(t, (r) => r.tbtMs), unit: 'ms' },
    );
  if (results.campaigns) rows.push(...campaignRows(results.campaigns));
  if (results.engineCampaigns) rows.push(...engineCampaignRows(results.engineCampaigns));
  if (results.usage) {
    const u = results.usage;
    rows.push(
      {
        measure: 'Unit usage from 5,000 session logs (Node): CPU',
        ours: stat(u.cpuSamples),
        unit: 'ms',
        goal: '≤ 100 ms',
        limit: 100,
        better: 'lower',
      },
      {
        measure: 'Unit usage from 5,000 session logs (Node): wall',
        ours: stat(u.samples),
        unit: 'ms',
      },
    );
  }
  rows.push(...(results.inProcess ?? []));
  return rows;
}

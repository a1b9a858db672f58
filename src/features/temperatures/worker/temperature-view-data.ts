import type { TemperatureEntry } from '@/api/temperature-entry';
import { compareSensorIds } from '@/domain/equipment/sensors';
import { stateRuns, type StateRun } from '../chart/state-runs';
import { sensorStats, toColumns, type SensorStats } from '../model/temperature-columns';
import type { TimeWindow } from '../model/temperature-range';
import { windowOf, type WindowSpec } from './window-spec';
import { buildChartRows, type ChartRows } from '../model/temperature-rows';

// What the page draws from a window's logs, built where the logs are held (the temperatures
// worker, or this thread without one): only drawn rows, the table's figures and the state band
// cross to the page, never the 10,080 × 23 readings of a week (docs/decisions.md#temperature-pipeline).

/** A log a drawn row or a latest value stands for (opened on click). */
export interface LogRef {
  guid: string;
  t: number;
}

export interface TemperatureViewData {
  window: TimeWindow;
  /** log_date of the newest log held (also outside the window), if any. */
  newest: number | undefined;
  /** Logs in the window. */
  count: number;
  sensors: string[];
  /** `latestIndex` is an index into `refs`. */
  stats: SensorStats[];
  runs: StateRun[];
  /** Rows' `li` is an index into `refs` (-1 for a gap row). */
  chart: ChartRows;
  refs: LogRef[];
  /** When the logs were read and validated (ms since epoch): start of the draw measure. */
  dataAt: number;
}

export function newestLogDate(logs: readonly TemperatureEntry[]): number | undefined {
  let newest: number | undefined;
  for (const log of logs) if (newest === undefined || log.logDate > newest) newest = log.logDate;
  return newest;
}

/** Newer logs (the live poll) added once each, oldest first; the same array when none is new. */
export function appendNewer(
  logs: readonly TemperatureEntry[],
  fresh: readonly TemperatureEntry[],
): readonly TemperatureEntry[] {
  const seen = new Set(logs.map((l) => l.guid));
  const added = fresh.filter((l) => !seen.has(l.guid));
  if (added.length === 0) return logs;
  return [...logs, ...added].sort((a, b) => a.logDate - b.logDate);
}

/**
 * Columns, statistics, state runs and rows downsampled to `budget` points (min/max per bucket, so
 * spikes stay), with log indexes renumbered into the short `refs` list.
 */
export function buildViewData(
  logs: readonly TemperatureEntry[],
  spec: WindowSpec,
  budget: number,
  dataAt: number,
): TemperatureViewData {
  const newest = newestLogDate(logs);
  const window = windowOf(spec, newest);
  const cols = toColumns(logs, window, compareSensorIds);
  const chart = buildChartRows(cols, budget);
  const refs: LogRef[] = [];
  const refOf = new Map<number, number>();
  const ref = (i: number) => {
    let r = refOf.get(i);
    if (r === undefined) {
      r = refs.push({ guid: cols.guids[i]!, t: cols.times[i]! }) - 1;
      refOf.set(i, r);
    }
    return r;
  };
  for (const row of chart.rows) if (row.li >= 0) row.li = ref(row.li);
  const stats = sensorStats(cols).map((s) =>
    s.latestIndex === undefined ? s : { ...s, latestIndex: ref(s.latestIndex) },
  );
  return {
    window,
    newest,
    count: cols.times.length,
    sensors: cols.sensors,
    stats,
    runs: stateRuns(cols),
    chart,
    refs,
    dataAt,
  };
}

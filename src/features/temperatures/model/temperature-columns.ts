import type { TemperatureEntry } from '@/api/temperature-entry';
import { normalizeSensorId } from '@/domain/equipment/sensors';
import type { TimeWindow } from './temperature-range';

// Logs turned into columns once per data change: typed arrays keep 23 × 10,080 readings cheap
// to scan for statistics, downsampling and the state band.

export interface LogColumns {
  window: TimeWindow;
  /** log_date of each log in the window, ascending. */
  times: Float64Array;
  guids: string[];
  states: Float64Array;
  /** Lower-case sensor ids in the caller's order (docs/decisions.md#timestamps-units). */
  sensors: string[];
  /** Per sensor, tenths of °C per log; NaN where that log has no reading for the sensor. */
  values: Map<string, Float64Array>;
  /** Above this distance between two logs, the chart shows a gap instead of a line. */
  gapMs: number;
}

const MIN_GAP_MS = 90_000;

/** Three typical intervals (median spacing) without a log is a gap; never less than 90 s. */
export function gapThresholdMs(times: ArrayLike<number>): number {
  const n = times.length;
  if (n < 3) return Number.POSITIVE_INFINITY;
  // A sample of spacings is enough for the median and keeps this O(n) on long windows.
  const step = Math.max(1, Math.floor((n - 1) / 512));
  const diffs: number[] = [];
  for (let i = 1; i < n; i += step) diffs.push(times[i]! - times[i - 1]!);
  diffs.sort((a, b) => a - b);
  const median = diffs[Math.floor(diffs.length / 2)]!;
  return Math.max(MIN_GAP_MS, median * 3);
}

/**
 * Clips to the window (the server may have ignored from/to, docs/decisions.md#collections), sorts
 * by log_date, columnises.
 */
export function toColumns(
  logs: readonly TemperatureEntry[],
  window: TimeWindow,
  compareSensors: (a: string, b: string) => number,
): LogColumns {
  const inWindow = logs.filter(
    (log) => Number.isFinite(log.logDate) && log.logDate >= window.from && log.logDate <= window.to,
  );
  let sorted = true;
  for (let i = 1; i < inWindow.length; i += 1) {
    if (inWindow[i]!.logDate < inWindow[i - 1]!.logDate) {
      sorted = false;
      break;
    }
  }
  if (!sorted) inWindow.sort((a, b) => a.logDate - b.logDate);

  const n = inWindow.length;
  const times = new Float64Array(n);
  const states = new Float64Array(n);
  const guids = new Array<string>(n);
  const values = new Map<string, Float64Array>();
  // Sensor ids repeat in every log: normalise each spelling once, not once per reading.
  const columnOf = new Map<string, Float64Array>();
  for (let i = 0; i < n; i += 1) {
    const log = inWindow[i]!;
    times[i] = log.logDate;
    states[i] = log.controllerState;
    guids[i] = log.guid;
    const readings = log.readings;
    for (let r = 0; r < readings.length; r += 1) {
      const reading = readings[r]!;
      let column = columnOf.get(reading.sensor);
      if (!column) {
        const id = normalizeSensorId(reading.sensor);
        column = values.get(id);
        if (!column) {
          column = new Float64Array(n).fill(Number.NaN);
          values.set(id, column);
        }
        columnOf.set(reading.sensor, column);
      }
      if (Number.isFinite(reading.value)) column[i] = reading.value;
    }
  }
  const sensors = [...values.keys()].sort(compareSensors);
  return { window, times, guids, states, sensors, values, gapMs: gapThresholdMs(times) };
}

export interface SensorStats {
  sensor: string;
  /** Tenths of °C. */
  latest?: number;
  latestAt?: number;
  latestIndex?: number;
  min?: number;
  max?: number;
  readings: number;
}

/** Latest value and min/max over the window, per sensor (the "Latest readings" table). */
export function sensorStats(cols: LogColumns): SensorStats[] {
  return cols.sensors.map((sensor) => {
    const column = cols.values.get(sensor)!;
    const stats: SensorStats = { sensor, readings: 0 };
    let min = Number.POSITIVE_INFINITY;
    let max = Number.NEGATIVE_INFINITY;
    for (let i = 0; i < column.length; i += 1) {
      const v = column[i]!;
      if (Number.isNaN(v)) continue;
      stats.readings += 1;
      if (v < min) min = v;
      if (v > max) max = v;
      stats.latest = v;
      stats.latestIndex = i;
    }
    if (stats.readings > 0) {
      stats.min = min;
      stats.max = max;
      stats.latestAt = cols.times[stats.latestIndex!];
    }
    return stats;
  });
}

import { describe, expect, it } from 'vitest';
import { MINUTE, T0, temperatureEntry, temperatureEntries } from '@/testing/documents';
import { pointsOf } from '../model/temperature-rows';
import { appendNewer, buildViewData } from './temperature-view-data';
import { windowOf, type WindowSpec } from './window-spec';

const HOUR = 60 * MINUTE;

describe('windowOf', () => {
  const live: WindowSpec = { kind: 'live', from: T0, to: T0 + HOUR, spanMs: HOUR };
  it.each([
    ['a fixed window stays put', { kind: 'fixed', from: T0, to: T0 + HOUR }, T0 + 5 * HOUR, T0],
    ['a live window without logs ends at its anchor', live, undefined, T0],
    ['a live window keeps its anchor while the newest log is older', live, T0 + 30 * MINUTE, T0],
    ['a live window slides with a newer log', live, T0 + HOUR + 5 * MINUTE, T0 + 5 * MINUTE],
  ] as const)('%s', (_, spec, newest, from) => {
    const w = windowOf(spec, newest);
    expect(w.from).toBe(from);
    expect(w.to - w.from).toBe(HOUR);
  });
});

describe('appendNewer', () => {
  const logs = [0, 1, 2].map((i) => temperatureEntry(i, { ntc1: 200 }));
  it.each([
    ['nothing new keeps the same array', [], 3],
    ['a log already held is not added twice', [logs[2]!], 3],
    ['newer logs are added in time order', [4, 3].map((i) => temperatureEntry(i, {})), 5],
  ] as const)('%s', (_, fresh, length) => {
    const out = appendNewer(logs, fresh);
    expect(out).toHaveLength(length);
    if (length === 3) expect(out).toBe(logs);
    const dates = out.map((l) => l.logDate);
    expect(dates).toEqual([...dates].sort((a, b) => a - b));
  });
});

describe('buildViewData', () => {
  const day = 24 * 60;
  const spike = 700;
  const logs = temperatureEntries(day, ['ntc1', 'ntc2'], (i, s) =>
    i === 777 && s === 0 ? spike : 250 + s * 10 + (i % 7),
  );
  const spec: WindowSpec = { kind: 'fixed', from: T0, to: T0 + day * MINUTE };

  it('downsamples to the budget, keeps the spike and names each drawn log in a short list', () => {
    const view = buildViewData(logs, spec, 320, 42);
    const key = view.chart.keys.get('ntc1')!;
    expect(view.count).toBe(day);
    expect(view.chart.downsampled).toBe(true);
    expect(pointsOf(view.chart.rows, key)).toBeLessThanOrEqual(320);
    expect(Math.max(...view.chart.rows.map((r) => r[key] ?? 0))).toBe(spike / 10);
    // Every row's log is in refs, with that row's time; refs hold only drawn logs.
    for (const row of view.chart.rows) expect(view.refs[row.li]!.t).toBe(row.t);
    expect(view.refs.length).toBeLessThanOrEqual(view.chart.rows.length + view.sensors.length);
    expect(view.dataAt).toBe(42);
  });

  it('gives the latest readings table its values and the log each one opens', () => {
    const view = buildViewData(logs, spec, 320, 0);
    const ntc2 = view.stats.find((s) => s.sensor === 'ntc2')!;
    expect(ntc2.latest).toBe(260 + ((day - 1) % 7));
    expect(view.refs[ntc2.latestIndex!]).toEqual({
      guid: `log-${day - 1}`,
      t: T0 + (day - 1) * MINUTE,
    });
    expect(view.runs.length).toBeGreaterThan(0);
  });

  it('is empty, not broken, for a window without logs', () => {
    const view = buildViewData([], spec, 320, 0);
    expect(view).toMatchObject({ count: 0, sensors: [], stats: [], runs: [], refs: [] });
    expect(view.newest).toBeUndefined();
  });
});

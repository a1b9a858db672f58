import { describe, expect, it, vi } from 'vitest';
import type { TemperatureLogList, TemperatureRange } from '@/api/temperatures';
import { MINUTE, T0, temperatureEntry, temperatureEntries } from '@/testing/documents';
import { pointsOf } from '../model/temperature-rows';
import { runJob } from './run-job';
import { TemperatureStore, type FetchLogs, type ViewRequest } from './temperature-store';

const list = (items: TemperatureLogList['items']): TemperatureLogList => ({
  items,
  invalidCount: 0,
  serverIgnoredPaging: false,
});
const day = temperatureEntries(24 * 60, ['ntc1'], (i) => 200 + (i % 10));

/** A service that answers `day` for a window and `newer` for a poll (a request with only `from`). */
function service(newer: TemperatureLogList['items'] = []) {
  const calls: TemperatureRange[] = [];
  const fetchLogs = vi.fn<FetchLogs>(async (_guid, _company, range, signal) => {
    calls.push(range);
    await Promise.resolve();
    if (signal?.aborted) throw new DOMException('aborted', 'AbortError');
    return list(range.from! > T0 ? newer : day);
  });
  return { fetchLogs, calls };
}

const request = (over: Partial<ViewRequest> = {}): ViewRequest => ({
  key: 'day',
  guid: 'unit',
  company: undefined,
  request: { from: T0 },
  spec: { kind: 'live', from: T0, to: T0 + 24 * 60 * MINUTE, spanMs: 24 * 60 * MINUTE },
  budget: 640,
  ...over,
});

describe('TemperatureStore', () => {
  it('draws a new width from the logs it holds, without downloading them again', async () => {
    const { fetchLogs } = service();
    const store = new TemperatureStore(fetchLogs);
    const wide = await store.view(request({ budget: 640 }));
    const narrow = await store.view(request({ budget: 128 }));
    expect(fetchLogs).toHaveBeenCalledTimes(1);
    const key = wide.chart.keys.get('ntc1')!;
    expect(pointsOf(wide.chart.rows, key)).toBeGreaterThan(pointsOf(narrow.chart.rows, key));
    expect(pointsOf(narrow.chart.rows, key)).toBeLessThanOrEqual(128);
    // The first view brings its download's arrival once (the bench's start), later ones do not.
    expect(store.arrival('day')).toBeUndefined();
  });

  it('shares one download between views asked for at the same time', async () => {
    const { fetchLogs } = service();
    const store = new TemperatureStore(fetchLogs);
    await Promise.all([store.view(request()), store.view(request({ budget: 200 }))]);
    expect(fetchLogs).toHaveBeenCalledTimes(1);
  });

  it('stops the download when every view waiting for it was cancelled, and starts anew later', async () => {
    const { fetchLogs } = service();
    const store = new TemperatureStore(fetchLogs);
    const cancel = new AbortController();
    const view = store.view(request(), cancel.signal);
    cancel.abort();
    await expect(view).rejects.toMatchObject({ name: 'AbortError' });
    expect(fetchLogs.mock.calls[0]![3]!.aborted).toBe(true);
    await store.view(request());
    expect(fetchLogs).toHaveBeenCalledTimes(2);
  });

  it('keeps the download going while another view still waits for it', async () => {
    const { fetchLogs } = service();
    const store = new TemperatureStore(fetchLogs);
    const cancel = new AbortController();
    const first = store.view(request(), cancel.signal);
    const second = store.view(request({ budget: 200 }));
    cancel.abort();
    await expect(first).rejects.toMatchObject({ name: 'AbortError' });
    expect((await second).count).toBe(day.length);
    expect(fetchLogs).toHaveBeenCalledTimes(1);
  });

  it('downloads again after a failure (Retry)', async () => {
    const fetchLogs = vi
      .fn<FetchLogs>()
      .mockRejectedValueOnce(new Error('500'))
      .mockResolvedValue(list(day));
    const store = new TemperatureStore(fetchLogs);
    await expect(store.view(request())).rejects.toThrow('500');
    expect((await store.view(request())).count).toBe(day.length);
  });

  it('polls for logs newer than the newest held and adds them to the window', async () => {
    const newest = day.at(-1)!.logDate;
    const fresh = [temperatureEntry(99_999, { ntc1: 333 }, { at: newest + MINUTE })];
    const { fetchLogs, calls } = service(fresh);
    const store = new TemperatureStore(fetchLogs);
    // Nothing held yet: nothing is asked.
    expect(await store.poll(request())).toEqual({ added: 0, version: 0 });
    await store.view(request());
    expect(await store.poll(request())).toEqual({ added: 1, version: 1 });
    expect(calls.at(-1)).toEqual({ from: newest + 1 });
    expect(await store.poll(request())).toEqual({ added: 0, version: 1 });
    const view = await store.view(request());
    expect(view.newest).toBe(newest + MINUTE);
    expect(view.stats[0]!.latest).toBe(333);
    expect(fetchLogs).toHaveBeenCalledTimes(3);
  });

  it('exports every reading of the window as CSV', async () => {
    const store = new TemperatureStore(service().fetchLogs);
    const csv = await (await store.csv(request())).text();
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe('time,sensor,celsius');
    expect(lines).toHaveLength(1 + day.length);
  });

  it('holds two windows: the third one lets the oldest go', async () => {
    const { fetchLogs } = service();
    const store = new TemperatureStore(fetchLogs);
    for (const key of ['a', 'b', 'c', 'b', 'a']) await store.view(request({ key }));
    // a, b, c downloaded; b still held; a downloaded again.
    expect(fetchLogs).toHaveBeenCalledTimes(4);
  });

  it('never hands one identity’s held logs to another after a sign-out', async () => {
    const { fetchLogs } = service();
    const store = new TemperatureStore(fetchLogs);
    const job = { kind: 'view', request: request() } as const;
    await runJob(store, job, 'token-a');
    await runJob(store, job, 'token-a');
    expect(fetchLogs).toHaveBeenCalledTimes(1);
    await runJob(store, job, 'token-b');
    expect(fetchLogs).toHaveBeenCalledTimes(2);
  });
});

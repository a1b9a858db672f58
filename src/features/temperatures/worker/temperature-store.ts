import type { TemperatureEntry } from '@/api/temperature-entry';
import { fetchTemperatureLogs, type TemperatureRange } from '@/api/temperatures';
import { compareSensorIds } from '@/domain/equipment/sensors';
import { toColumns } from '../model/temperature-columns';
import { temperatureCsvParts } from '../model/temperature-csv';
import {
  appendNewer,
  buildViewData,
  newestLogDate,
  type TemperatureViewData,
} from './temperature-view-data';
import { windowOf, type WindowSpec } from './window-spec';

// The windows' logs, held where they were fetched (the temperatures worker, or this thread when
// no worker can start): a new chart width is drawn again from them without a new download, the
// live poll adds only what is newer (docs/decisions.md#temperature-pipeline).

export interface WindowRequest {
  /** Names the window's logs (the list query's key): equal keys share one download. */
  key: string;
  guid: string;
  company: string | undefined;
  /** What is asked of the service (a live window is open-ended). */
  request: TemperatureRange;
  spec: WindowSpec;
}

export interface ViewRequest extends WindowRequest {
  /** Points per series at most (about one per pixel of plot width). */
  budget: number;
}

export interface PollResult {
  /** Logs added by this poll. */
  added: number;
  /** Counts every change of the window's logs: part of the view's query key. */
  version: number;
}

/** Where the window's responses arrived, for the bench (page clock via the time origin). */
export interface Arrival {
  /** responseEnd of the last response, ms since epoch. */
  at: number;
  requests: number;
  transferBytes: number;
}

interface Held {
  logs: readonly TemperatureEntry[];
  dataAt: number;
  version: number;
  arrival?: Arrival | undefined;
}

interface Entry {
  controller: AbortController;
  /** Requests waiting for the download; when all of them gave up, the download stops. */
  waiters: number;
  loaded: Promise<Held>;
  held?: Held;
}

export type FetchLogs = typeof fetchTemperatureLogs;

/** Two windows: the one on screen and the one before it (a range switched back and forth). */
const KEEP = 2;

const now = () => performance.timeOrigin + performance.now();

function abortError(): DOMException {
  return new DOMException('The temperatures request was cancelled.', 'AbortError');
}

function untilAborted(signal: AbortSignal | undefined): Promise<never> | undefined {
  if (!signal) return undefined;
  return new Promise<never>((_, reject) => {
    if (signal.aborted) reject(abortError());
    signal.addEventListener('abort', () => reject(abortError()), { once: true });
  });
}

/** The responses of one download in this global's Resource Timing (the worker's own). */
function arrivalSince(start: number): Arrival | undefined {
  if (typeof performance.getEntriesByType !== 'function') return undefined;
  const entries = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
    (e) => /\/temperatures\?/.test(e.name) && performance.timeOrigin + e.startTime >= start,
  );
  if (entries.length === 0) return undefined;
  return {
    at: performance.timeOrigin + Math.max(...entries.map((e) => e.responseEnd)),
    requests: entries.length,
    transferBytes: entries.reduce((sum, e) => sum + e.transferSize, 0),
  };
}

export class TemperatureStore {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly fetchLogs: FetchLogs = fetchTemperatureLogs) {}

  async view(req: ViewRequest, signal?: AbortSignal): Promise<TemperatureViewData> {
    const held = await this.held(req, signal);
    return buildViewData(held.logs, req.spec, req.budget, held.dataAt);
  }

  /** The arrival of the download a view was drawn from (once per download). */
  arrival(key: string): Arrival | undefined {
    const held = this.entries.get(key)?.held;
    const arrival = held?.arrival;
    if (held) held.arrival = undefined;
    return arrival;
  }

  /** Asks only for logs newer than the newest held (or than the window's end when none). */
  async poll(req: WindowRequest, signal?: AbortSignal): Promise<PollResult> {
    const held = this.entries.get(req.key)?.held;
    if (!held) return { added: 0, version: 0 };
    const since = (newestLogDate(held.logs) ?? req.spec.to) + 1;
    const fresh = await this.fetchLogs(req.guid, req.company, { from: since }, signal);
    const logs = appendNewer(held.logs, fresh.items);
    if (logs === held.logs) return { added: 0, version: held.version };
    const added = logs.length - held.logs.length;
    held.logs = logs;
    held.dataAt = now();
    held.version += 1;
    return { added, version: held.version };
  }

  /** The window's CSV export (docs/decisions.md#languages: data, English). */
  async csv(req: WindowRequest, signal?: AbortSignal): Promise<Blob> {
    const held = await this.held(req, signal);
    const window = windowOf(req.spec, newestLogDate(held.logs));
    const parts = temperatureCsvParts(toColumns(held.logs, window, compareSensorIds));
    return new Blob(parts, { type: 'text/csv;charset=utf-8' });
  }

  private async held(req: WindowRequest, signal?: AbortSignal): Promise<Held> {
    const entry = this.entry(req);
    if (entry.held) return entry.held;
    entry.waiters += 1;
    let waiting = true;
    const giveUp = () => {
      if (!waiting) return;
      waiting = false;
      entry.waiters -= 1;
      if (entry.waiters === 0 && !entry.held) {
        entry.controller.abort();
        if (this.entries.get(req.key) === entry) this.entries.delete(req.key);
      }
    };
    signal?.addEventListener('abort', giveUp, { once: true });
    const aborted = untilAborted(signal);
    try {
      return await (aborted ? Promise.race([entry.loaded, aborted]) : entry.loaded);
    } finally {
      signal?.removeEventListener('abort', giveUp);
      if (waiting) {
        waiting = false;
        entry.waiters -= 1;
      }
    }
  }

  private entry(req: WindowRequest): Entry {
    const known = this.entries.get(req.key);
    if (known) {
      // Most recently used last: the oldest window is the one let go.
      this.entries.delete(req.key);
      this.entries.set(req.key, known);
      return known;
    }
    const controller = new AbortController();
    const start = now();
    const entry: Entry = {
      controller,
      waiters: 0,
      loaded: this.fetchLogs(req.guid, req.company, req.request, controller.signal).then((list) => {
        entry.held = { logs: list.items, dataAt: now(), version: 0, arrival: arrivalSince(start) };
        return entry.held;
      }),
    };
    // A failed download is forgotten, so Retry downloads again.
    entry.loaded.catch(() => {
      if (this.entries.get(req.key) === entry) this.entries.delete(req.key);
    });
    this.entries.set(req.key, entry);
    for (const key of this.entries.keys()) {
      if (this.entries.size <= KEEP) break;
      if (key === req.key) continue;
      const old = this.entries.get(key)!;
      if (old.waiters > 0 && !old.held) continue;
      if (!old.held) old.controller.abort();
      this.entries.delete(key);
    }
    return entry;
  }
}

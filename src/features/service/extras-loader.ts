import type { UnitZone } from '@/domain/local-clock';
import type { UnitExtra } from '@/domain/service/service-board';

// docs/decisions.md#service-forecast: session logs (and endpoint 5's limits) are read only for
// units a person looks at: the rows in view, or all of them after "Forecast all N units". At most
// four units load at once; each loaded unit is kept, so scrolling back costs nothing.

export const MAX_CONCURRENT = 4;

/** A unit to load: its zone decides its session-log window. */
export interface UnitJob {
  guid: string;
  zone?: UnitZone | undefined;
}

export type LoadUnit = (job: UnitJob, signal: AbortSignal) => Promise<UnitExtra>;

export interface ExtrasLoader {
  /** Rows in view: loaded first, before anything asked for earlier. */
  want(jobs: readonly UnitJob[]): void;
  /** Every unit; resolves when all are loaded or the run is cancelled. */
  runAll(
    jobs: readonly UnitJob[],
    onProgress: (done: number, total: number) => void,
  ): Promise<void>;
  cancelAll(): void;
  has(guid: string): boolean;
  close(): void;
}

export function createExtrasLoader(
  load: LoadUnit,
  onLoaded: (guid: string, extra: UnitExtra) => void,
  concurrency = MAX_CONCURRENT,
): ExtrasLoader {
  const done = new Set<string>();
  const running = new Set<string>();
  let visible: UnitJob[] = [];
  let all: UnitJob[] = [];
  let allProgress: ((guid: string) => void) | undefined;
  const abort = new AbortController();
  let cancel: () => void = () => undefined;

  function next(): UnitJob | undefined {
    for (const list of [visible, all]) {
      while (list.length) {
        const job = list.shift()!;
        if (!done.has(job.guid) && !running.has(job.guid)) return job;
        if (done.has(job.guid)) allProgress?.(job.guid);
      }
    }
    return undefined;
  }

  function pump() {
    while (running.size < concurrency && !abort.signal.aborted) {
      const job = next();
      if (!job) return;
      const { guid } = job;
      running.add(guid);
      load(job, abort.signal)
        .then((extra) => {
          done.add(guid);
          onLoaded(guid, extra);
        })
        // A unit that fails stays without a forecast; the next look at it tries again.
        .catch(() => undefined)
        .finally(() => {
          running.delete(guid);
          allProgress?.(guid);
          pump();
        });
    }
  }

  return {
    want(jobs) {
      visible = jobs.filter((j) => !done.has(j.guid));
      pump();
    },
    runAll(jobs, onProgress) {
      const total = new Set(jobs.map((j) => j.guid));
      const finished = new Set([...total].filter((g) => done.has(g)));
      onProgress(finished.size, total.size);
      if (finished.size === total.size) return Promise.resolve();
      all = jobs.filter((j) => !done.has(j.guid));
      return new Promise<void>((resolve) => {
        allProgress = (guid) => {
          if (!total.has(guid) || finished.has(guid)) return;
          finished.add(guid);
          onProgress(finished.size, total.size);
          if (finished.size === total.size) {
            allProgress = undefined;
            resolve();
          }
        };
        const stop = () => {
          allProgress = undefined;
          resolve();
        };
        cancel = stop;
        pump();
      });
    },
    cancelAll() {
      all = [];
      cancel();
    },
    has: (guid) => done.has(guid),
    close() {
      abort.abort();
      all = [];
      visible = [];
      cancel();
    },
  };
}

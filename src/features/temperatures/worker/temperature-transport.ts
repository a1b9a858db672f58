import { ApiError } from '@/api/api-error';
import { clientSettings, reportUnauthorized } from '@/api/client';
import { runtimeConfigReady } from '@/config/runtime-config';
import type {
  TemperatureJob,
  TemperatureJobResult,
  TemperatureWorkerReply,
  TemperatureWorkerRequest,
} from './temperature-worker-protocol';

// How the temperatures page reaches its data path: the temperatures worker, or (no Worker: tests,
// old browsers, a CSP that refuses it) the same store on this thread (docs/decisions.md#temperature-pipeline).

export interface TemperatureTransport {
  run<K extends TemperatureJob['kind']>(
    job: Extract<TemperatureJob, { kind: K }>,
    signal?: AbortSignal,
  ): Promise<TemperatureJobResult[K]>;
}

type AnyResult = TemperatureJobResult[TemperatureJob['kind']];

/** The store on this thread, loaded on first use: with a worker it stays out of the page's download. */
export function inlineTransport(): TemperatureTransport {
  let store: Promise<{ run: (job: TemperatureJob, signal?: AbortSignal) => Promise<AnyResult> }>;
  return {
    run(job, signal) {
      store ??= Promise.all([import('./temperature-store'), import('./run-job')]).then(
        ([{ TemperatureStore }, { runJob }]) => {
          const held = new TemperatureStore();
          return {
            run: (j: TemperatureJob, s?: AbortSignal) => runJob(held, j, clientSettings().token, s),
          };
        },
      );
      return store.then((s) => s.run(job, signal)) as never;
    },
  };
}

interface Pending {
  job: TemperatureJob;
  signal: AbortSignal | undefined;
  resolve: (result: AnyResult) => void;
  reject: (error: unknown) => void;
  /** Restarts the job's deadline (posted, or an answer arrived). */
  arm?: () => void;
}

/**
 * Jobs go to `worker`; if it fails to start (an `error` event: script refused by the CSP, module
 * workers unsupported), every waiting job and all later ones run on `fallback()` instead.
 */
export function workerTransport(
  worker: Worker,
  fallback: () => TemperatureTransport = inlineTransport,
): TemperatureTransport {
  let nextId = 1;
  const pending = new Map<number, Pending>();
  let inline: TemperatureTransport | undefined;

  const runInline = (p: Pending) => inline!.run(p.job, p.signal).then(p.resolve, p.reject);

  worker.onerror = (event) => {
    event.preventDefault?.();
    if (inline) return;
    console.warn('[temperatures] the worker did not start; drawing on the main thread instead');
    inline = fallback();
    worker.terminate();
    const waiting = [...pending.values()];
    pending.clear();
    for (const p of waiting) void runInline(p);
  };
  worker.onmessage = (event: MessageEvent<TemperatureWorkerReply>) => {
    const reply = event.data;
    if (reply.type === 'unauthorized') return reportUnauthorized(reply.token);
    if (reply.type === 'progress') {
      for (const p of pending.values()) p.arm?.();
      return;
    }
    const entry = pending.get(reply.id);
    if (!entry) return;
    pending.delete(reply.id);
    if (reply.type === 'result') entry.resolve(reply.result);
    else if (reply.type === 'error') entry.reject(new ApiError(reply.error));
    else entry.reject(new DOMException('The temperatures request was cancelled.', 'AbortError'));
  };

  return {
    run(job, signal) {
      return new Promise<AnyResult>((resolve, reject) => {
        const p: Pending = { job, signal, resolve, reject };
        if (inline) return void runInline(p);
        if (signal?.aborted) return reject(signal.reason);
        const id = nextId++;
        let posted = false;
        // The page owns the deadline too, as for the fleet (api/fleet-transport.ts): a job that
        // hears nothing from the service for timeoutMs fails as a time-out here, whatever the
        // worker's own timers do (they are a backstop, and run on another clock).
        let timer: ReturnType<typeof setTimeout> | undefined;
        p.arm = () => {
          clearTimeout(timer);
          timer = setTimeout(() => {
            if (!pending.delete(id)) return;
            worker.postMessage({ type: 'cancel', id } satisfies TemperatureWorkerRequest);
            reject(new ApiError({ status: 0, kind: 'timeout' }));
          }, clientSettings().timeoutMs);
        };
        p.resolve = (result) => {
          clearTimeout(timer);
          resolve(result);
        };
        p.reject = (error) => {
          clearTimeout(timer);
          reject(error);
        };
        pending.set(id, p);
        signal?.addEventListener(
          'abort',
          () => {
            if (!pending.has(id)) return;
            if (posted)
              return worker.postMessage({ type: 'cancel', id } satisfies TemperatureWorkerRequest);
            pending.delete(id);
            reject(signal.reason);
          },
          { once: true },
        );
        // The base URL comes from config.json (signed-in pages render after it anyway).
        void runtimeConfigReady().then(() => {
          if (!pending.has(id)) return;
          posted = true;
          p.arm?.();
          worker.postMessage({
            type: 'job',
            id,
            client: clientSettings(),
            job,
          } satisfies TemperatureWorkerRequest);
        });
      }) as never;
    },
  };
}

let transport: TemperatureTransport | undefined;

function startWorker(): Worker | undefined {
  if (typeof Worker !== 'function') return undefined;
  try {
    return new Worker(new URL('./temperature-worker.ts', import.meta.url), {
      type: 'module',
      name: 'temperatures',
    });
  } catch {
    // Some browsers throw at once (a CSP refusing workers, no module workers).
    return undefined;
  }
}

/** The page's transport, made on first use. */
export function temperatureTransport(): TemperatureTransport {
  if (!transport) {
    const worker = startWorker();
    transport = worker ? workerTransport(worker) : inlineTransport();
  }
  return transport;
}

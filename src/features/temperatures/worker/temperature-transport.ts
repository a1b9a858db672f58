import { clientSettings } from '@/api/client';
import { apiRpcOptions } from '@/api/worker-client';
import { runtimeConfigReady } from '@/config/runtime-config';
import { rpcClient } from '@/lib/worker-rpc';
import type { TemperatureJob, TemperatureJobResult } from './temperature-worker-protocol';

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

/**
 * Jobs go to `worker` (lib/worker-rpc.ts); if it fails to start (an `error` event: script refused
 * by the CSP, module workers unsupported), every waiting job and all later ones run on
 * `fallback()` instead.
 */
export function workerTransport(
  worker: Worker,
  fallback: () => TemperatureTransport = inlineTransport,
): TemperatureTransport {
  const runner = rpcClient(worker, {
    ...apiRpcOptions,
    name: 'temperatures',
    // The base URL comes from config.json (signed-in pages render after it anyway).
    ready: runtimeConfigReady,
    fallback: () => {
      const inline = fallback();
      return { call: (job: TemperatureJob, o) => inline.run(job, o?.signal) as Promise<AnyResult> };
    },
  });
  return { run: (job, signal) => runner.call(job, { signal }) as never };
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

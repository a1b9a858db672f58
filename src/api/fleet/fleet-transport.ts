import { ApiError } from '../api-error.ts';
import { clientSettings, reportUnauthorized } from '../client.ts';
import type { FleetPatch, SyncRequest } from './fleet-sync.ts';
import type { FleetWorkerReply, FleetWorkerRequest } from './fleet-worker-protocol.ts';

// How useFleetUnits reaches the fleet data path: the fleet worker, or (no Worker: tests, old
// browsers) the same FleetSync on this thread.

export type SyncOptions = Omit<SyncRequest, 'signal' | 'identity'>;

export interface FleetTransport {
  sync(
    request: SyncOptions,
    onPatch: (patch: FleetPatch) => void,
    signal?: AbortSignal,
  ): Promise<void>;
}

function inlineTransport(): FleetTransport {
  // Loaded only here: with a worker, the list's fetch, validation and projection code stays out
  // of the page's own download (it is in the worker's).
  const sync = import('./fleet-sync.ts').then(({ FleetSync }) => new FleetSync());
  let queue: Promise<unknown> = Promise.resolve();
  return {
    sync(request, onPatch, signal) {
      const run = queue.then(async () =>
        (await sync).sync({ ...request, identity: clientSettings().token, signal }, onPatch),
      );
      queue = run.catch(() => {});
      return run;
    },
  };
}

function workerTransport(worker: Worker): FleetTransport {
  let nextId = 1;
  const waiting = new Map<
    number,
    { onPatch: (p: FleetPatch) => void; resolve: () => void; reject: (e: unknown) => void }
  >();
  worker.onmessage = (event: MessageEvent<FleetWorkerReply>) => {
    const reply = event.data;
    if (reply.type === 'unauthorized') return reportUnauthorized(reply.token);
    const entry = waiting.get(reply.id);
    if (!entry) return;
    if (reply.type === 'patch') {
      entry.onPatch(reply.patch);
      if (reply.patch.final) {
        waiting.delete(reply.id);
        entry.resolve();
      }
    } else {
      waiting.delete(reply.id);
      entry.reject(
        reply.type === 'error'
          ? new ApiError(reply.error)
          : new DOMException('The fleet sync was cancelled.', 'AbortError'),
      );
    }
  };
  return {
    sync(request, onPatch, signal) {
      const id = nextId++;
      const { baseUrl, token, timeoutMs } = clientSettings();
      const message: FleetWorkerRequest = {
        type: 'sync',
        id,
        baseUrl,
        token,
        timeoutMs,
        sync: { ...request, identity: token },
      };
      return new Promise<void>((resolve, reject) => {
        // The main thread owns the deadline too: a sync that brings nothing for timeoutMs fails as
        // a time-out here, whatever the worker's own timers do (they are a backstop).
        let timer: ReturnType<typeof setTimeout> | undefined;
        const settle = () => {
          clearTimeout(timer);
          waiting.delete(id);
        };
        const arm = () => {
          clearTimeout(timer);
          timer = setTimeout(() => {
            settle();
            worker.postMessage({ type: 'cancel', id });
            reject(new ApiError({ status: 0, kind: 'timeout' }));
          }, timeoutMs);
        };
        waiting.set(id, {
          onPatch: (patch) => {
            arm();
            onPatch(patch);
          },
          resolve: () => {
            settle();
            resolve();
          },
          reject: (error) => {
            settle();
            reject(error);
          },
        });
        signal?.addEventListener('abort', () => worker.postMessage({ type: 'cancel', id }), {
          once: true,
        });
        arm();
        worker.postMessage(message);
      });
    },
  };
}

let transport: FleetTransport | undefined;

export function fleetTransport(): FleetTransport {
  if (!transport) {
    transport =
      typeof Worker === 'function'
        ? workerTransport(
            new Worker(new URL('./fleet-worker', import.meta.url), {
              type: 'module',
              name: 'fleet',
            }),
          )
        : inlineTransport();
  }
  return transport;
}

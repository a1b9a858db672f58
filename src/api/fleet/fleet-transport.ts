import { rpcClient, type RpcRunner } from '@/lib/worker-rpc';
import { clientSettings } from '../client.ts';
import { apiRpcOptions } from '../worker-client.ts';
import type { FleetPatch, SyncRequest } from './fleet-sync.ts';
import type { FleetJob } from './fleet-worker-protocol.ts';

// How useFleetUnits reaches the fleet data path: the fleet worker (lib/worker-rpc.ts), or (no
// Worker: tests, old browsers; a worker that fails to start) the same FleetSync on this thread.

export type SyncOptions = Omit<SyncRequest, 'signal' | 'identity'>;

export interface FleetTransport {
  sync(
    request: SyncOptions,
    onPatch: (patch: FleetPatch) => void,
    signal?: AbortSignal,
  ): Promise<void>;
}

function inlineRunner(): RpcRunner<FleetJob, void, FleetPatch> {
  // Loaded only here: with a worker, the list's fetch, validation and projection code stays out
  // of the page's own download (it is in the worker's).
  const sync = import('./fleet-sync.ts').then(({ FleetSync }) => new FleetSync());
  let queue: Promise<unknown> = Promise.resolve();
  return {
    call(job, { signal, onUpdate } = {}) {
      const run = queue.then(async () =>
        (await sync).sync({ ...job, signal }, (patch) => onUpdate?.(patch)),
      );
      queue = run.catch(() => {});
      return run;
    },
  };
}

function startWorker(): RpcRunner<FleetJob, void, FleetPatch> {
  if (typeof Worker !== 'function') return inlineRunner();
  const worker = new Worker(new URL('./fleet-worker', import.meta.url), {
    type: 'module',
    name: 'fleet',
  });
  return rpcClient(worker, { ...apiRpcOptions, name: 'fleet', fallback: inlineRunner });
}

let runner: RpcRunner<FleetJob, void, FleetPatch> | undefined;

export function fleetTransport(): FleetTransport {
  return {
    sync(request, onPatch, signal) {
      runner ??= startWorker();
      const job = { ...request, identity: clientSettings().token };
      return runner.call(job, { signal, onUpdate: onPatch });
    },
  };
}

import { workerErrorInit } from '../api-error.ts';
import { configureApiClient } from '../client.ts';
import { FleetSync } from './fleet-sync.ts';
import type { FleetWorkerReply, FleetWorkerRequest } from './fleet-worker-protocol.ts';

// The fleet worker: the fleet list is fetched, parsed, validated and projected here, off the main
// thread, by the same client code (client.ts) with the main thread's token and base URL.

const scope = globalThis as unknown as {
  postMessage: (message: FleetWorkerReply) => void;
  onmessage: ((event: MessageEvent<FleetWorkerRequest>) => void) | null;
};
const sync = new FleetSync();
let token: string | null = null;
let running: { id: number; controller: AbortController } | undefined;
let queue: Promise<void> = Promise.resolve();

function run(request: Extract<FleetWorkerRequest, { type: 'sync' }>) {
  running?.controller.abort();
  const controller = new AbortController();
  const job = { id: request.id, controller };
  running = job;
  // A sync never starts before the last one ended (the aborted one ends at its next await).
  queue = queue.then(async () => {
    if (controller.signal.aborted) return scope.postMessage({ type: 'aborted', id: request.id });
    token = request.token;
    configureApiClient({
      baseUrl: request.baseUrl,
      getToken: () => token,
      onUnauthorized: () => scope.postMessage({ type: 'unauthorized', token: request.token }),
      timeoutMs: request.timeoutMs,
    });
    try {
      await sync.sync({ ...request.sync, signal: controller.signal }, (patch) =>
        scope.postMessage({ type: 'patch', id: request.id, patch }),
      );
    } catch (error) {
      if (controller.signal.aborted) return scope.postMessage({ type: 'aborted', id: request.id });
      scope.postMessage({ type: 'error', id: request.id, error: workerErrorInit(error, 'fleet') });
    } finally {
      if (running === job) running = undefined;
    }
  });
}

scope.onmessage = (event) => {
  const message = event.data;
  if (message.type === 'sync') run(message);
  else if (message.type === 'cancel' && running?.id === message.id) running.controller.abort();
};

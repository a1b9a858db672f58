import { workerErrorInit } from '@/api/api-error';
import { configureApiClient } from '@/api/client';
import { runJob } from './run-job';
import { TemperatureStore } from './temperature-store';
import type {
  ClientSettings,
  TemperatureWorkerReply,
  TemperatureWorkerRequest,
} from './temperature-worker-protocol';

// The temperatures worker: the window's logs are fetched, validated, held and downsampled here,
// off the main thread, by the same client code (client.ts) with the main thread's token, company
// and base URL, as the fleet worker does (docs/decisions.md#temperature-pipeline).

const scope = globalThis as unknown as {
  postMessage: (message: TemperatureWorkerReply) => void;
  onmessage: ((event: MessageEvent<TemperatureWorkerRequest>) => void) | null;
};
const store = new TemperatureStore();
const running = new Map<number, AbortController>();
let settings: ClientSettings | undefined;
let token: string | null = null;

function configure(next: ClientSettings) {
  token = next.token;
  if (
    settings &&
    settings.baseUrl === next.baseUrl &&
    settings.token === next.token &&
    settings.timeoutMs === next.timeoutMs
  )
    return;
  settings = next;
  configureApiClient({
    baseUrl: next.baseUrl,
    getToken: () => token,
    onUnauthorized: () => scope.postMessage({ type: 'unauthorized', token: next.token }),
    timeoutMs: next.timeoutMs,
    // Each answer tells the page the service is answering (temperature-transport.ts deadline).
    onAnswer: () => scope.postMessage({ type: 'progress' }),
  });
}

async function run(request: Extract<TemperatureWorkerRequest, { type: 'job' }>) {
  const controller = new AbortController();
  running.set(request.id, controller);
  configure(request.client);
  try {
    const result = await runJob(store, request.job, request.client.token, controller.signal);
    scope.postMessage({ type: 'result', id: request.id, result });
  } catch (error) {
    if (controller.signal.aborted) return scope.postMessage({ type: 'aborted', id: request.id });
    scope.postMessage({
      type: 'error',
      id: request.id,
      error: workerErrorInit(error, 'temperatures'),
    });
  } finally {
    running.delete(request.id);
    // Only the bench reads these entries (store.arrival): a long live view must not fill the
    // buffer. Not while a download runs, or its arrival would miss pages.
    if (running.size === 0) performance.clearResourceTimings();
  }
}

scope.onmessage = (event) => {
  const message = event.data;
  if (message.type === 'job') void run(message);
  else running.get(message.id)?.abort();
};

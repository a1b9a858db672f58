import { workerErrorInit, type ApiErrorInit } from '@/api/api-error';
import { workerClientConfigurer, type WorkerClientSettings } from '@/api/worker-client';
import { serveRpc } from '@/lib/worker-rpc-serve';
import { runJob } from './run-job';
import { TemperatureStore } from './temperature-store';
import type { TemperatureJob, TemperatureJobResult } from './temperature-worker-protocol';

// The temperatures worker: the window's logs are fetched, validated, held and downsampled here,
// off the main thread, by the same client code (client.ts) with the main thread's token, company
// and base URL, as the fleet worker does (docs/decisions.md#temperature-pipeline).

const store = new TemperatureStore();

serveRpc<
  TemperatureJob,
  TemperatureJobResult[TemperatureJob['kind']],
  never,
  WorkerClientSettings,
  ApiErrorInit
>({
  configure: workerClientConfigurer(),
  run: (job, { signal, settings }) => runJob(store, job, settings.token, signal),
  errorInit: (error) => workerErrorInit(error, 'temperatures'),
  // Only the bench reads these entries (store.arrival): a long live view must not fill the
  // buffer. Not while a download runs, or its arrival would miss pages.
  settled: (running) => {
    if (running === 0) performance.clearResourceTimings();
  },
});

import type { TemperatureJob, TemperatureJobResult } from './temperature-worker-protocol';
import type { TemperatureStore } from './temperature-store';

/** One job on a store: the same code in the worker and, without a worker, on this thread. */
export async function runJob(
  store: TemperatureStore,
  job: TemperatureJob,
  signal?: AbortSignal,
): Promise<TemperatureJobResult[TemperatureJob['kind']]> {
  switch (job.kind) {
    case 'view': {
      const view = await store.view(job.request, signal);
      return { view, arrival: store.arrival(job.request.key) };
    }
    case 'poll':
      return store.poll(job.request, signal);
    case 'csv':
      return store.csv(job.request, signal);
  }
}

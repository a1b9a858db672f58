import type { TemperatureJob, TemperatureJobResult } from './temperature-worker-protocol';
import type { TemperatureStore } from './temperature-store';

/**
 * One job on a store: the same code in the worker and, without a worker, on this thread. Held
 * logs are scoped to the token they were read with: after a sign-out another identity never gets
 * them from memory, it asks the service.
 */
export async function runJob(
  store: TemperatureStore,
  job: TemperatureJob,
  token: string | null,
  signal?: AbortSignal,
): Promise<TemperatureJobResult[TemperatureJob['kind']]> {
  const request = { ...job.request, key: `${token ?? ''}\n${job.request.key}` };
  switch (job.kind) {
    case 'view': {
      const view = await store.view({ ...request, budget: job.request.budget }, signal);
      return { view, arrival: store.arrival(request.key) };
    }
    case 'poll':
      return store.poll(request, signal);
    case 'csv':
      return store.csv(request, signal);
  }
}

import { serveRpc } from '@/lib/worker-rpc-serve';
import { workerErrorInit, type ApiErrorInit } from '../api-error.ts';
import { workerClientConfigurer, type WorkerClientSettings } from '../worker-client.ts';
import { FleetSync, type FleetPatch } from './fleet-sync.ts';
import type { FleetJob } from './fleet-worker-protocol.ts';

// The fleet worker: the fleet list is fetched, parsed, validated and projected here, off the main
// thread, by the same client code (client.ts) with the main thread's token and base URL.

const sync = new FleetSync();

serveRpc<FleetJob, void, FleetPatch, WorkerClientSettings, ApiErrorInit>({
  configure: workerClientConfigurer(),
  run: (job, { signal, update }) => sync.sync({ ...job, signal }, update),
  errorInit: (error) => workerErrorInit(error, 'fleet'),
  // A new sync replaces the running one, and never starts before it ended.
  latestOnly: true,
});

import type { SyncRequest } from './fleet-sync.ts';

// Messages between useFleetUnits (main thread) and the fleet worker (lib/worker-rpc): one sync is
// one job, its patches (FleetPatch) are updates (the last one has `final`), its answer is empty.

export type FleetJob = Omit<SyncRequest, 'signal'>;

import type { RpcReply, RpcRequest } from '@/lib/worker-rpc-protocol';
import type { ApiErrorInit } from '../api-error.ts';
import type { WorkerClientSettings } from '../worker-client.ts';
import type { FleetPatch, SyncRequest } from './fleet-sync.ts';

// Messages between useFleetUnits (main thread) and the fleet worker: one sync is one job, its
// patches are updates (the last one has `final`), its answer is empty.

export type FleetJob = Omit<SyncRequest, 'signal'>;

export type FleetWorkerRequest = RpcRequest<FleetJob, WorkerClientSettings>;

export type FleetWorkerReply = RpcReply<void, FleetPatch, ApiErrorInit>;

import type { ApiErrorInit } from '../api-error.ts';
import type { FleetPatch, SyncRequest } from './fleet-sync.ts';

// Messages between useFleetUnits (main thread) and the fleet worker.

export type FleetWorkerRequest =
  | {
      type: 'sync';
      id: number;
      baseUrl: string;
      token: string | null;
      timeoutMs: number;
      sync: Omit<SyncRequest, 'signal'>;
    }
  | { type: 'cancel'; id: number };

export type FleetWorkerReply =
  | { type: 'patch'; id: number; patch: FleetPatch }
  | { type: 'error'; id: number; error: ApiErrorInit }
  | { type: 'aborted'; id: number }
  /** A 401: the main thread signs out (once per token, as for its own requests). */
  | { type: 'unauthorized'; token: string | null };

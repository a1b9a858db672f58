import type { ApiErrorInit } from '@/api/api-error';
import type { WorkerClientSettings } from '@/api/worker-client';
import type { RpcReply, RpcRequest } from '@/lib/worker-rpc-protocol';
import type { Arrival, PollResult, ViewRequest, WindowRequest } from './temperature-store';
import type { TemperatureViewData } from './temperature-view-data';

// Messages between the temperatures page (temperature-transport.ts) and the temperatures worker
// (the protocol of lib/worker-rpc.ts).

export type TemperatureJob =
  | { kind: 'view'; request: ViewRequest }
  | { kind: 'poll'; request: WindowRequest }
  | { kind: 'csv'; request: WindowRequest };

/** What each job answers; a view brings its download's arrival once, for the bench. */
export interface TemperatureJobResult {
  view: { view: TemperatureViewData; arrival?: Arrival | undefined };
  poll: PollResult;
  csv: Blob;
}

export type TemperatureWorkerRequest = RpcRequest<TemperatureJob, WorkerClientSettings>;

/** Progress: an answer arrived from the service (a page of logs), the page's deadlines start again. */
export type TemperatureWorkerReply = RpcReply<
  TemperatureJobResult[TemperatureJob['kind']],
  never,
  ApiErrorInit
>;

import type { ApiErrorInit } from '@/api/api-error';
import type { Arrival, PollResult, ViewRequest, WindowRequest } from './temperature-store';
import type { TemperatureViewData } from './temperature-view-data';

// Messages between the temperatures page (temperature-transport.ts) and the temperatures worker.

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

/** The main thread's client settings (clientSettings()), sent with every job. */
export interface ClientSettings {
  baseUrl: string;
  token: string | null;
  timeoutMs: number;
}

export type TemperatureWorkerRequest =
  | { type: 'job'; id: number; client: ClientSettings; job: TemperatureJob }
  | { type: 'cancel'; id: number };

export type TemperatureWorkerReply =
  | { type: 'result'; id: number; result: TemperatureJobResult[TemperatureJob['kind']] }
  | { type: 'error'; id: number; error: ApiErrorInit }
  | { type: 'aborted'; id: number }
  /** An answer arrived from the service (a page of logs): the page's deadlines start again. */
  | { type: 'progress' }
  /** A 401: the main thread signs out (once per token, as for its own requests). */
  | { type: 'unauthorized'; token: string | null };

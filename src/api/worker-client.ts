import type { RpcClientOptions } from '@/lib/worker-rpc';
import type { RpcHooks } from '@/lib/worker-rpc-protocol';
import { ApiError, type ApiErrorInit } from './api-error.ts';
import { clientSettings, configureApiClient, reportUnauthorized } from './client.ts';

// The API's part of the worker protocol (lib/worker-rpc.ts), for both workers: on the page, the
// client's settings go out and a worker's error comes back as the same ApiError; in the worker,
// client.ts runs with those settings.

export type WorkerClientSettings = ReturnType<typeof clientSettings>;

type ApiRpcOptions = Pick<
  RpcClientOptions<unknown, unknown, unknown, WorkerClientSettings, ApiErrorInit>,
  'settings' | 'onUnauthorized' | 'toError' | 'timeoutError'
>;

/** The page's side: what every worker job needs from the API client. */
export const apiRpcOptions: ApiRpcOptions = {
  settings: clientSettings,
  onUnauthorized: reportUnauthorized,
  toError: (init) => new ApiError(init),
  timeoutError: () => new ApiError({ status: 0, kind: 'timeout' }),
};

/** The worker's side: client.ts reconfigured only when the page's settings change. */
export function workerClientConfigurer(): (next: WorkerClientSettings, hooks: RpcHooks) => void {
  let settings: WorkerClientSettings | undefined;
  let hooks: RpcHooks | undefined;
  return (next, nextHooks) => {
    hooks = nextHooks;
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
      getToken: () => next.token,
      onUnauthorized: () => hooks?.unauthorized(),
      timeoutMs: next.timeoutMs,
      // Each answer tells the page the service is answering (its deadline starts again).
      onAnswer: () => hooks?.progress(),
    });
  };
}

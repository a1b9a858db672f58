import { configureApiClient } from '@/api/client';

// Tests go through the real client against the real simulator in-process: no network, no fakes.

export interface RequestHandler {
  request: (input: string, init?: RequestInit) => Response | Promise<Response>;
}

/** A fetch implementation answering from `app.request` (the simulator's Hono app). */
export function simFetch(app: RequestHandler): typeof fetch {
  return async (input, init) => {
    const url = input instanceof Request ? input.url : input instanceof URL ? input.href : input;
    return app.request(url, init);
  };
}

export interface SimClientOptions {
  token?: string | null;
  /** Relative (`/api`, the default) or absolute base URL. */
  baseUrl?: string;
  timeoutMs?: number;
  /** Replaces simFetch(app), e.g. to wrap it. */
  fetchImpl?: typeof fetch;
}

export interface SimClient {
  /** How often onUnauthorized was called. */
  unauthorizedCalls: () => number;
  setToken: (token: string | null) => void;
  /** Every URL the client requested, in order (path and query, as sent). */
  requests: string[];
}

/** Points the app's apiClient at `app` with the given token; call in beforeEach. */
export function connectApiClient(app: RequestHandler, options: SimClientOptions = {}): SimClient {
  let token = options.token === undefined ? null : options.token;
  let unauthorized = 0;
  const requests: string[] = [];
  const inner = options.fetchImpl ?? simFetch(app);
  configureApiClient({
    baseUrl: options.baseUrl ?? '/api',
    getToken: () => token,
    onUnauthorized: () => {
      unauthorized += 1;
    },
    fetchImpl: (input, init) => {
      requests.push(input instanceof Request ? input.url : String(input));
      return inner(input, init);
    },
    ...(options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}),
  });
  return {
    unauthorizedCalls: () => unauthorized,
    setToken: (next) => {
      token = next;
    },
    requests,
  };
}

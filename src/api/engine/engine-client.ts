import { apiClient, type QueryValue } from '../client';

// The app's one door to the dashboard's own engine (server/engine/README.md, "The app's side"):
// same origin, /engine/v1/…, the session's bearer token, never cached; errors are the app's
// ApiError (a 400 carries the refused `field` and the `reason`).

/** Same origin whatever config.json's apiBaseUrl says: the engine is the server of the page. */
export const ENGINE_BASE = '/engine/v1';

export interface EngineGetOptions {
  company?: string | undefined;
  query?: Record<string, QueryValue>;
  signal?: AbortSignal | undefined;
}

export interface EngineSendOptions {
  company?: string | undefined;
  body?: unknown;
  signal?: AbortSignal | undefined;
}

export const engineClient = {
  async get<T = unknown>(path: string, options: EngineGetOptions = {}): Promise<T> {
    const { data } = await apiClient.get(path, { ...options, baseUrl: ENGINE_BASE });
    return data as T;
  },
  async send<T = unknown>(
    method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    path: string,
    options: EngineSendOptions = {},
  ): Promise<T> {
    const { data } = await apiClient.send(method, path, { ...options, baseUrl: ENGINE_BASE });
    return data as T;
  },
};

// The engine's one door to the equipment service: the simulator's in-process app or the upstream
// service, with the service token (fleet reads, commands) or a user's token (who they are).
import type { EngineUser } from './engine-user.ts';
import { engineUserFrom, sha256 } from './engine-user.ts';

export interface ServiceClient {
  /** GET with the service token; conditional (If-None-Match) when `etag` given. */
  get(
    path: string,
    init?: { etag?: string; company?: string; signal?: AbortSignal },
  ): Promise<{ status: number; etag?: string; body?: unknown; headers?: Headers }>;
  /** Like get, with the body unread (the fleet poller reads its pages' bytes into its own
   *  buffers); a caller that does not read it cancels it. */
  getStream(
    path: string,
    init?: { etag?: string; signal?: AbortSignal },
  ): Promise<{
    status: number;
    etag?: string;
    body: ReadableStream<Uint8Array> | null;
    headers?: Headers;
  }>;
  /** PUT/PATCH with the service token: controller commands (never retried). */
  send(
    method: 'PUT' | 'PATCH',
    path: string,
    body?: unknown,
    company?: string,
  ): Promise<{ status: number; body?: unknown; error?: string }>;
  /**
   * Endpoint 1/2 with a USER's token (the permission checks of docs/decisions.md#engine-access).
   * 401 → null.
   */
  user(token: string): Promise<EngineUser | null>;
}

export interface ServiceTarget {
  /** Base of the service's paths, e.g. `http://simulator.local/api` or the upstream URL. */
  base: string;
  /** How a request reaches it: the simulator app's fetch, or the network's. */
  fetch: (request: Request) => Promise<Response> | Response;
  serviceToken: string;
  /** One request's time limit (the network's; the simulator answers in-process). */
  timeoutMs?: number;
}

/**
 * Users are re-read at most this often (docs/decisions.md#engine-access: at most 60 s per token).
 */
export const USER_CACHE_MS = 60_000;
const USER_CACHE_MAX = 10_000;

export class ServiceError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

async function bodyOf(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export function createServiceClient(
  target: ServiceTarget,
  now: () => number = Date.now,
): ServiceClient {
  const users = new Map<string, { at: number; user: EngineUser }>();

  const url = (path: string, company?: string) => {
    const u = new URL(target.base.replace(/\/+$/, '') + path);
    if (company) u.searchParams.set('company', company);
    return u.toString();
  };
  const call = async (
    token: string,
    method: string,
    path: string,
    init: {
      company?: string | undefined;
      etag?: string | undefined;
      body?: unknown;
      signal?: AbortSignal | undefined;
    },
  ) => {
    const headers = new Headers({ Authorization: `Bearer ${token}`, Accept: 'application/json' });
    if (init.etag) headers.set('If-None-Match', init.etag);
    if (init.body !== undefined) headers.set('Content-Type', 'application/json');
    const signals = [
      init.signal,
      target.timeoutMs ? AbortSignal.timeout(target.timeoutMs) : undefined,
    ];
    const signal = AbortSignal.any(signals.filter((s): s is AbortSignal => s !== undefined));
    const request = new Request(url(path, init.company), {
      method,
      headers,
      signal,
      ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
    });
    return target.fetch(request);
  };

  return {
    async get(path, init = {}) {
      const response = await call(target.serviceToken, 'GET', path, init);
      const etag = response.headers.get('ETag') ?? undefined;
      const body = response.status === 304 ? undefined : await bodyOf(response);
      return {
        status: response.status,
        headers: response.headers,
        ...(etag ? { etag } : {}),
        ...(body !== undefined ? { body } : {}),
      };
    },

    async getStream(path, init = {}) {
      const response = await call(target.serviceToken, 'GET', path, init);
      const etag = response.headers.get('ETag') ?? undefined;
      return {
        status: response.status,
        headers: response.headers,
        ...(etag ? { etag } : {}),
        body: response.body,
      };
    },

    async send(method, path, body, company) {
      try {
        const response = await call(target.serviceToken, method, path, { body, company });
        const answer = await bodyOf(response);
        return { status: response.status, ...(answer !== undefined ? { body: answer } : {}) };
      } catch (error) {
        return { status: 0, error: error instanceof Error ? error.message : String(error) };
      }
    },

    async user(token) {
      const key = sha256(token);
      const cached = users.get(key);
      if (cached && now() - cached.at < USER_CACHE_MS) return cached.user;
      users.delete(key);
      const [identity, rows] = await Promise.all([
        call(token, 'GET', '/auth/resource', {}),
        call(token, 'GET', '/auth/resource/permissions', {}),
      ]);
      if (identity.status === 401 || rows.status === 401) return null;
      if (!identity.ok || !rows.ok) {
        throw new ServiceError(
          identity.ok ? rows.status : identity.status,
          'The equipment service did not say who the caller is',
        );
      }
      const user = engineUserFrom(await bodyOf(identity), await bodyOf(rows));
      if (!user) return null;
      if (users.size >= USER_CACHE_MAX) {
        for (const [k, v] of users) if (now() - v.at >= USER_CACHE_MS) users.delete(k);
        if (users.size >= USER_CACHE_MAX) users.clear();
      }
      users.set(key, { at: now(), user });
      return user;
    },
  };
}

import { parseJsonExact } from '@/domain/exact-json';
import { ApiError, parseRetryAfter, safeServerMessage } from './api-error';

// The only `fetch` of the app (DESIGN habit 3): token, company, time-out and error mapping live here.

export interface ApiClientConfig {
  /**
   * `/api` or an absolute URL such as `https://api.example.com/base` (docs/decisions.md#config).
   */
  baseUrl: string | (() => string);
  /** Requests wait for it: the app renders before config.json (and so the base URL) is read. */
  ready?: Promise<unknown>;
  getToken: () => string | null | undefined;
  /**
   * Called once per refused token, however many requests fail with 401 at the same time
   * (docs/decisions.md#sign-in).
   */
  onUnauthorized: () => void;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
  /** Called when the service answered a request (any status): a worker tells its page it is alive. */
  onAnswer?: () => void;
}

export type QueryValue = string | number | boolean | null | undefined;

export interface GetOptions {
  company?: string | undefined;
  query?: Record<string, QueryValue>;
  signal?: AbortSignal | undefined;
  /** Validators of an earlier answer: the service may then answer 304 (data undefined). */
  ifNoneMatch?: string | undefined;
  ifModifiedSince?: string | undefined;
  /** Another server than the service: the dashboard's engine (src/api/engine/engine-client.ts). */
  baseUrl?: string | undefined;
}

export interface SendOptions {
  company?: string | undefined;
  body?: unknown;
  signal?: AbortSignal | undefined;
  baseUrl?: string | undefined;
}

export interface ApiResponse {
  /** Parsed with parseJsonExact (active_errors stays exact); undefined for an empty body. */
  data: unknown;
  headers: Headers;
  status: number;
}

export const DEFAULT_TIMEOUT_MS = 15_000;
// Endpoint 1 is the only one that takes no `company` (docs/decisions.md#endpoints).
const NO_COMPANY_PATHS = new Set(['/auth/resource']);

let config: ApiClientConfig | undefined;
// The token for which onUnauthorized was already called; cleared by any success with a token.
let reportedToken: string | null | undefined = undefined;
let hasReported = false;

export function configureApiClient(next: ApiClientConfig): void {
  config = next;
  hasReported = false;
  reportedToken = undefined;
}

const baseUrlOf = (cfg: ApiClientConfig) =>
  typeof cfg.baseUrl === 'function' ? cfg.baseUrl() : cfg.baseUrl;

function currentConfig(): ApiClientConfig {
  if (!config) throw new Error('API client used before configureApiClient()');
  return config;
}

/** Joins base and path with exactly one slash, whatever trailing/leading slashes each has. */
export function buildUrl(
  baseUrl: string,
  path: string,
  query: Record<string, QueryValue> = {},
): string {
  const base = baseUrl.replace(/\/+$/, '');
  const rel = path.startsWith('/') ? path : `/${path}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.append(key, String(value));
  }
  const qs = params.toString();
  return `${base}${rel}${qs ? `?${qs}` : ''}`;
}

function withCompany(
  path: string,
  company: string | undefined,
  query: Record<string, QueryValue> = {},
) {
  const bare = path.split('?')[0]!.replace(/\/+$/, '');
  if (!company || NO_COMPANY_PATHS.has(bare)) return query;
  return { ...query, company };
}

class TimeoutSignal extends Error {}
class SessionChanged extends Error {}

const SESSION_CHANGED = 'Signed out: the request was not sent or its answer was dropped.';
const sessionChanged = () => new ApiError({ status: 0, kind: 'network', message: SESSION_CHANGED });

// Requests on their way, with the token they were sent with.
const inFlight = new Set<{ token: string | null; abort: (reason: unknown) => void }>();

/** A changed session (sign-out, another identity) cancels the work of the one before. */
export function cancelRequestsNotFor(token: string | null): void {
  for (const flight of [...inFlight])
    if (flight.token !== token) flight.abort(new SessionChanged());
}

async function request(
  method: string,
  path: string,
  query: Record<string, QueryValue>,
  body: unknown,
  signal?: AbortSignal,
  conditional: Record<string, string> = {},
  baseUrl?: string,
): Promise<ApiResponse> {
  let cfg = currentConfig();
  // The session the work started in: a request never leaves with another one's token.
  const startedWith = cfg.getToken() ?? null;
  if (cfg.ready) {
    await cfg.ready;
    cfg = currentConfig();
  }
  const token = cfg.getToken() ?? null;
  if (token !== startedWith) throw sessionChanged();
  const fetchImpl = cfg.fetchImpl ?? globalThis.fetch.bind(globalThis);
  const headers: Record<string, string> = { Accept: 'application/json', ...conditional };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  // One controller for caller abort + time-out; the race below also covers a fetchImpl or body
  // reader that ignores the signal.
  const controller = new AbortController();
  let rejectAbort: (reason: unknown) => void = () => {};
  const aborted = new Promise<never>((_, reject) => (rejectAbort = reject));
  aborted.catch(() => {});
  const abort = (reason: unknown) => {
    controller.abort(reason);
    rejectAbort(reason);
  };
  const onCallerAbort = () => abort(signal?.reason ?? new DOMException('Aborted', 'AbortError'));
  if (signal?.aborted) onCallerAbort();
  signal?.addEventListener('abort', onCallerAbort, { once: true });
  const timer = setTimeout(() => abort(new TimeoutSignal()), cfg.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const flight = { token, abort: (reason: unknown) => abort(reason) };
  inFlight.add(flight);

  let response: Response;
  let text: string;
  try {
    // One person's data: never kept in the HTTP cache for the next one.
    const init: RequestInit = { method, headers, signal: controller.signal, cache: 'no-store' };
    if (body !== undefined) init.body = JSON.stringify(body);
    // The engine's answers change with every poll: never from the HTTP cache.
    if (baseUrl !== undefined) init.cache = 'no-store';
    response = await Promise.race([
      fetchImpl(buildUrl(baseUrl ?? baseUrlOf(cfg), path, query), init),
      aborted,
    ]);
    text = await Promise.race([response.text(), aborted]);
    cfg.onAnswer?.();
  } catch (error) {
    if (controller.signal.reason instanceof TimeoutSignal)
      throw new ApiError({ status: 0, kind: 'timeout' });
    if (controller.signal.reason instanceof SessionChanged) throw sessionChanged();
    // The caller (React Query) cancelled: hand its reason back untouched, it is not a failure.
    if (signal?.aborted) throw signal.reason ?? error;
    throw new ApiError({ status: 0, kind: 'network' });
  } finally {
    clearTimeout(timer);
    inFlight.delete(flight);
    signal?.removeEventListener('abort', onCallerAbort);
  }

  // 304 only answers a conditional read: "what you have is still current".
  const notModified = response.status === 304 && Object.keys(conditional).length > 0;
  if (!response.ok && !notModified) throw toHttpError(response, text, token);
  if (token && hasReported && reportedToken === token) hasReported = false;
  if (notModified) return { data: undefined, headers: response.headers, status: 304 };
  return { data: parseBody(text, method), headers: response.headers, status: response.status };
}

// An active_errors value of 16+ digits or with an exponent may be above 2^53. Only then is the
// (much slower) exact reviver needed; below that JSON.parse is already exact.
const LONG_ACTIVE_ERRORS = /"active_errors"\s*:\s*-?\d{16}/;
const EXPONENT_ACTIVE_ERRORS = /"active_errors"\s*:\s*-?[\d.]+[eE]/;

/** parseJsonExact's result, fast for the usual document (a 100,000-unit fleet list). */
export function parseResponseJson(text: string): unknown {
  const exact = LONG_ACTIVE_ERRORS.test(text) || EXPONENT_ACTIVE_ERRORS.test(text);
  return exact ? parseJsonExact(text) : JSON.parse(text);
}

function parseBody(text: string, method: string): unknown {
  if (!text.trim()) return undefined;
  try {
    return parseResponseJson(text);
  } catch {
    // Bodies of 6/7/8 may be anything; only a read must be JSON (docs/decisions.md#responses).
    if (method !== 'GET') return undefined;
    throw new ApiError({ status: 200, kind: 'parse' });
  }
}

function toHttpError(response: Response, text: string, token: string | null): ApiError {
  const { status } = response;
  if (status === 401) {
    reportUnauthorized(token);
    return new ApiError({ status, kind: 'http' });
  }
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  const retryAfterMs = parseRetryAfter(response.headers.get('Retry-After'));
  const message = safeServerMessage(body, token ? [token] : []);
  const { field, reason } = (body ?? {}) as { field?: unknown; reason?: unknown };
  return new ApiError({
    status,
    kind: 'http',
    ...(message ? { message } : {}),
    // The engine's 400 names the input it refused (server/engine/http/validate.ts).
    ...(typeof field === 'string' && typeof reason === 'string' ? { field, reason } : {}),
    ...(retryAfterMs !== undefined ? { retryAfterMs } : {}),
  });
}

/**
 * onUnauthorized once per refused token (docs/decisions.md#sign-in), also for a 401 met by the
 * fleet worker's copy of this client.
 */
export function reportUnauthorized(token: string | null): void {
  const cfg = currentConfig();
  if (!hasReported || reportedToken !== token) {
    hasReported = true;
    reportedToken = token;
    cfg.onUnauthorized();
  }
}

export const apiClient = {
  get(path: string, options: GetOptions = {}): Promise<ApiResponse> {
    const conditional: Record<string, string> = {};
    if (options.ifNoneMatch) conditional['If-None-Match'] = options.ifNoneMatch;
    if (options.ifModifiedSince) conditional['If-Modified-Since'] = options.ifModifiedSince;
    return request(
      'GET',
      path,
      withCompany(path, options.company, options.query),
      undefined,
      options.signal,
      conditional,
      options.baseUrl,
    );
  },
  send(
    method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    path: string,
    options: SendOptions = {},
  ): Promise<ApiResponse> {
    return request(
      method,
      path,
      withCompany(path, options.company),
      options.body,
      options.signal,
      {},
      options.baseUrl,
    );
  },
};

/** Path segment for a guid: encoded so a strange guid can never change the path. */
export function seg(value: string): string {
  return encodeURIComponent(value);
}

/** What a copy of this client in a worker needs to send the same requests as this one. */
export function clientSettings(): { baseUrl: string; token: string | null; timeoutMs: number } {
  const cfg = currentConfig();
  // A worker resolves relative URLs against its script, so the base is made absolute here.
  const base = globalThis.document?.baseURI;
  return {
    baseUrl: base ? new URL(baseUrlOf(cfg), base).href : baseUrlOf(cfg),
    token: cfg.getToken() ?? null,
    timeoutMs: cfg.timeoutMs ?? DEFAULT_TIMEOUT_MS,
  };
}

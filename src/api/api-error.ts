// The one error type of the API layer. Its message is always safe to show to a user
// (docs/decisions.md#responses).
export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'parse' | 'schema';

export interface ApiErrorInit {
  status: number;
  kind: ApiErrorKind;
  message?: string;
  retryAfterMs?: number;
  /** The engine's 400: which input was refused, and why. */
  field?: string;
  reason?: string;
}

export class ApiError extends Error {
  readonly status: number;
  readonly kind: ApiErrorKind;
  readonly retryAfterMs?: number;
  readonly field?: string;
  readonly reason?: string;

  constructor({ status, kind, message, retryAfterMs, field, reason }: ApiErrorInit) {
    super(message ?? defaultMessage(kind, status));
    // describeError() and error boundaries recognise us by name, also across bundles.
    this.name = 'ApiError';
    this.status = status;
    this.kind = kind;
    if (retryAfterMs !== undefined) this.retryAfterMs = retryAfterMs;
    if (field !== undefined) this.field = field;
    if (reason !== undefined) this.reason = reason;
  }
}

export const SESSION_EXPIRED_MESSAGE =
  'Your session expired or the access token was refused. Sign in again.';

/** The plain sentence shown when the service gave no usable message of its own. */
export function defaultMessage(kind: ApiErrorKind, status: number): string {
  switch (kind) {
    case 'network':
      return 'Cannot reach the service. Check your connection.';
    case 'timeout':
      return 'The service did not answer in time.';
    case 'parse':
      return 'The service sent an answer that is not readable JSON. Check the API address in config.json.';
    case 'schema':
      return 'The service sent a document the dashboard cannot read.';
    case 'http':
      break;
  }
  if (status === 401) return SESSION_EXPIRED_MESSAGE;
  if (status === 403) return 'You do not have permission for this company or action.';
  if (status === 404) return 'Not found.';
  if (status === 409) return 'The request conflicts with the current state of the equipment.';
  if (status === 429 || status === 503) return 'The service is busy. Try again in a moment.';
  if (status >= 500) return 'The service had a problem. Try again.';
  if (status === 400 || status === 422) return 'The service did not accept the request.';
  return `The service answered with an unexpected status (${status}).`;
}

const MAX_SERVER_MESSAGE = 300;

/**
 * A server-provided `message`/`error` string, when it is short plain text. HTML, stack traces and
 * anything holding one of the `secrets` (the bearer token) are refused.
 */
export function safeServerMessage(
  body: unknown,
  secrets: readonly string[] = [],
): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const record = body as Record<string, unknown>;
  const candidate = typeof record.message === 'string' ? record.message : record.error;
  if (typeof candidate !== 'string') return undefined;
  const text = candidate.trim();
  if (!text || text.length > MAX_SERVER_MESSAGE) return undefined;
  if (/<\/?[a-z!][^>]*>/i.test(text)) return undefined;
  if (/\n\s*at\s|\bat\s+\S+\s+\(.*:\d+:\d+\)|Traceback \(most recent/i.test(text)) return undefined;
  if (secrets.some((s) => s.length >= 4 && text.includes(s))) return undefined;
  return text;
}

/** Retry-After as delta-seconds or an HTTP date; undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, date - now);
}

/** Worth trying again without the user changing anything: network, time-out, busy, 5xx. */
export function isRetryableError(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.kind === 'network' || error.kind === 'timeout') return true;
  if (error.kind !== 'http') return false;
  return error.status === 408 || error.status === 429 || error.status >= 500;
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

/**
 * What a worker (fleet, temperatures) posts to the page for a failed job: an ApiError as it is,
 * anything else (a bug) logged in the worker and reported as a schema error, like a document the
 * page could not read.
 */
export function workerErrorInit(error: unknown, worker: string): ApiErrorInit {
  if (!(error instanceof ApiError)) console.error(`[${worker} worker]`, error);
  const e = error instanceof ApiError ? error : new ApiError({ status: 200, kind: 'schema' });
  return { status: e.status, kind: e.kind, message: e.message, retryAfterMs: e.retryAfterMs };
}

import { MutationCache, QueryClient, type Mutation } from '@tanstack/react-query';
import { ApiError, isRetryableError } from './api-error';

// Retry only what can succeed unchanged, honour Retry-After, never retry a mutation
// (docs/decisions.md#responses).

const MAX_RETRIES = 2;
const MAX_BUSY_RETRIES = 3;
const MAX_DELAY_MS = 30_000;

export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (!isRetryableError(error)) return false;
  const busy = error instanceof ApiError && (error.status === 429 || error.status === 503);
  return failureCount < (busy ? MAX_BUSY_RETRIES : MAX_RETRIES);
}

export function retryDelayFor(failureCount: number, error: unknown): number {
  if (error instanceof ApiError && error.retryAfterMs !== undefined) {
    return Math.min(error.retryAfterMs, MAX_DELAY_MS);
  }
  // 1 s, 2 s, 4 s ... with a little jitter so many tabs do not retry in lockstep.
  const base = Math.min(1000 * 2 ** failureCount, MAX_DELAY_MS);
  return base + Math.floor(Math.random() * 250);
}

export interface QueryClientOptions {
  /** Global layer of DESIGN habit 6: e.g. a toast. Not called for 401 (sign-in takes over). */
  onMutationError?: (
    error: unknown,
    mutation: Mutation<unknown, unknown, unknown, unknown>,
  ) => void;
}

export function createQueryClient({ onMutationError }: QueryClientOptions = {}): QueryClient {
  return new QueryClient({
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (error instanceof ApiError && error.status === 401) return;
        onMutationError?.(error, mutation);
      },
    }),
    defaultOptions: {
      queries: {
        retry: shouldRetryQuery,
        retryDelay: retryDelayFor,
        // Fresh enough for a dashboard without refetch storms on every tab switch.
        staleTime: 5_000,
        refetchOnWindowFocus: true,
        refetchIntervalInBackground: false,
      },
      mutations: { retry: 0, networkMode: 'always' },
    },
  });
}

let shared: QueryClient | undefined;
let sharedMutationError: QueryClientOptions['onMutationError'];

/**
 * The app's one client, made on first use: the signed-in pages and the sign-in form load this
 * module on demand, so the query library stays off the sign-in page's first download.
 */
export function sharedQueryClient(): QueryClient {
  shared ??= createQueryClient({
    onMutationError: (error, mutation) => sharedMutationError?.(error, mutation),
  });
  return shared;
}

export function setSharedMutationErrorHandler(handler: QueryClientOptions['onMutationError']) {
  sharedMutationError = handler;
}

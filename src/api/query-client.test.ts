// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { createQueryClient, retryDelayFor, shouldRetryQuery } from './query-client';

describe('query retry policy (docs/decisions.md#responses)', () => {
  it('retries network failures, time-outs and 5xx at most twice', () => {
    for (const error of [
      new ApiError({ status: 0, kind: 'network' }),
      new ApiError({ status: 0, kind: 'timeout' }),
      new ApiError({ status: 500, kind: 'http' }),
    ]) {
      expect(shouldRetryQuery(0, error)).toBe(true);
      expect(shouldRetryQuery(1, error)).toBe(true);
      expect(shouldRetryQuery(2, error)).toBe(false);
    }
  });

  it('never retries 4xx or unreadable answers', () => {
    for (const status of [400, 401, 403, 404, 409])
      expect(shouldRetryQuery(0, new ApiError({ status, kind: 'http' }))).toBe(false);
    expect(shouldRetryQuery(0, new ApiError({ status: 200, kind: 'schema' }))).toBe(false);
  });

  it('honours Retry-After for 429/503, capped at 30 s', () => {
    expect(retryDelayFor(1, new ApiError({ status: 503, kind: 'http', retryAfterMs: 2000 }))).toBe(
      2000,
    );
    expect(
      retryDelayFor(1, new ApiError({ status: 429, kind: 'http', retryAfterMs: 600_000 })),
    ).toBe(30_000);
  });

  it('backs off exponentially otherwise', () => {
    const error = new ApiError({ status: 0, kind: 'network' });
    expect(retryDelayFor(1, error)).toBeGreaterThanOrEqual(2000);
    expect(retryDelayFor(1, error)).toBeLessThan(2250);
    expect(retryDelayFor(3, error)).toBeGreaterThanOrEqual(8000);
  });
});

describe('createQueryClient', () => {
  it('never retries mutations and sends them regardless of the online flag', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.mutations?.retry).toBe(0);
    expect(defaults.mutations?.networkMode).toBe('always');
    expect(defaults.queries?.refetchIntervalInBackground).toBe(false);
  });

  it('reports failed mutations globally, except 401 (sign-in takes over)', async () => {
    const onMutationError = vi.fn();
    const client = createQueryClient({ onMutationError });
    const run = (error: Error) =>
      client
        .getMutationCache()
        .build(client, { mutationFn: () => Promise.reject(error) })
        .execute(undefined)
        .catch(() => {});
    await run(new ApiError({ status: 409, kind: 'http', message: 'Controller is busy' }));
    await run(new ApiError({ status: 401, kind: 'http' }));
    expect(onMutationError).toHaveBeenCalledTimes(1);
    expect(onMutationError.mock.calls[0]?.[0]).toMatchObject({
      status: 409,
      message: 'Controller is busy',
    });
  });
});

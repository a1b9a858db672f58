// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { apiClient, cancelRequestsNotFor, configureApiClient } from './client';

// A tab never sends a request with a token other than the session's it started in,
// and a changed session cancels the requests still on their way.

function setUp(ready?: Promise<unknown>) {
  const state = { token: 'tok-a' as string | null };
  const sent: (string | null)[] = [];
  configureApiClient({
    baseUrl: '/api',
    ...(ready ? { ready } : {}),
    getToken: () => state.token,
    onUnauthorized: () => undefined,
    fetchImpl: (_input, init) => {
      sent.push(new Headers(init?.headers).get('Authorization'));
      return new Promise((resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal!.reason));
        setTimeout(() => resolve(Response.json({})), 1000);
      });
    },
  });
  return { state, sent };
}

describe('apiClient and the session', () => {
  it('does not send a request started in one session once another has begun', async () => {
    let configRead = () => undefined as void;
    const { state, sent } = setUp(new Promise<void>((r) => (configRead = r)));
    const pending = apiClient.send('PUT', '/v2/equipment/abc/controller/reset');
    state.token = 'tok-b';
    configRead();
    const error = await pending.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toMatch(/Signed out/);
    expect(sent).toEqual([]);
  });

  it('cancels the requests of the session before when the session changes', async () => {
    const { state, sent } = setUp();
    const pending = apiClient.get('/auth/resource');
    await vi.waitFor(() => expect(sent).toEqual(['Bearer tok-a']));
    state.token = null;
    cancelRequestsNotFor(null);
    const error = await pending.catch((e: unknown) => e);
    expect((error as ApiError).message).toMatch(/Signed out/);
  });
});

// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createSimulator } from '../../server/app.ts';
import { BIG_ERRORS_VALUE, COMPANIES, SHOWCASE, TOKENS } from '../../server/simulator/fixtures.ts';
import { ImpreciseInteger } from '@/domain/exact-json';
import { connectApiClient, simFetch } from '@/testing/sim-fetch';
import { ApiError } from './api-error';
import { apiClient, buildUrl, configureApiClient } from './client';

const sim = createSimulator({ admin: true });

beforeEach(() => {
  sim.faults.clear();
  sim.journal.entries = [];
});

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the request to fail');
    },
    (error: unknown) => error,
  );

describe('buildUrl', () => {
  it.each([
    ['/api', '/v2/equipment', '/api/v2/equipment'],
    ['/api/', '/v2/equipment', '/api/v2/equipment'],
    ['https://svc.example.com/base/', 'v2/equipment', 'https://svc.example.com/base/v2/equipment'],
    ['https://svc.example.com', '/auth/resource', 'https://svc.example.com/auth/resource'],
  ])('%s + %s', (base, path, url) => {
    expect(buildUrl(base, path)).toBe(url);
  });

  it('encodes query values and leaves out empty ones', () => {
    expect(buildUrl('/api', '/x', { company: 'a&b', limit: 5, type: undefined, to: '' })).toBe(
      '/api/x?company=a%26b&limit=5',
    );
  });
});

describe('apiClient against the simulator', () => {
  it('sends the bearer token and the company, except on endpoint 1', async () => {
    const client = connectApiClient(sim.app, { token: TOKENS.operator });
    await apiClient.get('/auth/resource', { company: COMPANIES.alpha });
    await apiClient.get('/auth/resource/permissions', { company: COMPANIES.alpha });
    await apiClient.get(`/v2/equipment/${SHOWCASE.resettable.guid}`, { company: COMPANIES.alpha });
    expect(client.requests).toEqual([
      '/api/auth/resource',
      `/api/auth/resource/permissions?company=${COMPANIES.alpha}`,
      `/api/v2/equipment/${SHOWCASE.resettable.guid}?company=${COMPANIES.alpha}`,
    ]);
    expect(sim.journal.entries.map((e) => e.persona)).toEqual(['operator', 'operator', 'operator']);
  });

  it('works with an absolute base URL', async () => {
    connectApiClient(sim.app, { token: TOKENS.operator, baseUrl: 'http://sim.test/api/' });
    const { data } = await apiClient.get('/auth/resource');
    expect(data).toMatchObject({ email: 'olivia.operator@example.com' });
  });

  it('keeps a 64-bit active_errors exact, or marks it as rounded', async () => {
    connectApiClient(sim.app, { token: TOKENS.operator });
    const { data } = await apiClient.get(`/v2/equipment/${SHOWCASE.bigErrors.guid}`);
    const raw = (data as { controller: { active_errors: unknown } }).controller.active_errors;
    if (typeof raw === 'bigint') expect(raw.toString()).toBe(BIG_ERRORS_VALUE);
    else expect(raw).toBeInstanceOf(ImpreciseInteger);
  });

  it('calls onUnauthorized once for many refused requests, and again for a new token', async () => {
    const client = connectApiClient(sim.app, { token: 'not-a-token' });
    const errors = await Promise.all([
      failureOf(apiClient.get('/auth/resource')),
      failureOf(apiClient.get('/v2/equipment')),
      failureOf(apiClient.get('/v2/equipment/logs/error')),
    ]);
    for (const error of errors) expect(error).toMatchObject({ name: 'ApiError', status: 401 });
    expect(client.unauthorizedCalls()).toBe(1);
    client.setToken('another-bad-token');
    await failureOf(apiClient.get('/auth/resource'));
    expect(client.unauthorizedCalls()).toBe(2);
  });

  it('never shows the token in an error message', async () => {
    const token = 'secret-token-123456';
    const echo: typeof fetch = async () =>
      Response.json({ message: `Token ${token} has expired` }, { status: 403 });
    connectApiClient(sim.app, { token, fetchImpl: echo });
    const error = (await failureOf(apiClient.get('/v2/equipment'))) as ApiError;
    expect(error.message).toBe('You do not have permission for this company or action.');
    expect(error.message).not.toContain(token);
    connectApiClient(sim.app, { token: 'secret-token-123456' });
    const refused = (await failureOf(apiClient.get('/v2/equipment'))) as ApiError;
    expect(refused.message).not.toContain(token);
  });

  it('shows the service message of a 403 for a foreign company', async () => {
    connectApiClient(sim.app, { token: TOKENS.owner });
    const error = await failureOf(apiClient.get('/v2/equipment', { company: COMPANIES.alpha }));
    expect(error).toMatchObject({
      status: 403,
      kind: 'http',
      message: 'You have no permissions for this company',
    });
  });

  it('never shows an HTML error page', async () => {
    const gateway: typeof fetch = async () =>
      new Response('<html><body><h1>502 Bad Gateway</h1><pre>at proxy.js:12</pre></body></html>', {
        status: 502,
        headers: { 'Content-Type': 'text/html' },
      });
    connectApiClient(sim.app, { token: TOKENS.operator, fetchImpl: gateway });
    expect(await failureOf(apiClient.get('/v2/equipment'))).toMatchObject({
      status: 502,
      message: 'The service had a problem. Try again.',
    });
  });

  it('reads Retry-After of a busy answer', async () => {
    connectApiClient(sim.app, { token: TOKENS.operator });
    sim.faults.add({ path: '/v2/equipment', status: 503, retryAfter: 7, times: 1 });
    expect(await failureOf(apiClient.get('/v2/equipment'))).toMatchObject({
      status: 503,
      retryAfterMs: 7000,
    });
  });

  it('maps a body that is not JSON to a parse error', async () => {
    connectApiClient(sim.app, { token: TOKENS.operator });
    sim.faults.add({ path: '/v2/equipment', body: 'invalid-json', times: 1 });
    expect(await failureOf(apiClient.get('/v2/equipment'))).toMatchObject({ kind: 'parse' });
  });

  it('maps a dropped connection and an unreachable service to a network error', async () => {
    connectApiClient(sim.app, { token: TOKENS.operator });
    sim.faults.add({ path: '/v2/equipment', body: 'drop', times: 1 });
    expect(await failureOf(apiClient.get('/v2/equipment'))).toMatchObject({
      kind: 'network',
      status: 0,
    });
    connectApiClient(sim.app, {
      token: TOKENS.operator,
      fetchImpl: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    expect(await failureOf(apiClient.get('/v2/equipment'))).toMatchObject({
      kind: 'network',
      message: 'Cannot reach the service. Check your connection.',
    });
  });

  it('gives up after the time-out when the service never answers', async () => {
    const never: typeof fetch = () => new Promise(() => {});
    connectApiClient(sim.app, { token: TOKENS.operator, fetchImpl: never, timeoutMs: 30 });
    expect(await failureOf(apiClient.get('/v2/equipment'))).toMatchObject({
      kind: 'timeout',
      status: 0,
      message: 'The service did not answer in time.',
    });
  });

  it('waits 15 s by default before giving up', async () => {
    vi.useFakeTimers();
    try {
      const never: typeof fetch = () => new Promise(() => {});
      connectApiClient(sim.app, { token: TOKENS.operator, fetchImpl: never });
      let settled: unknown;
      void failureOf(apiClient.get('/v2/equipment')).then((error) => (settled = error));
      await vi.advanceTimersByTimeAsync(14_999);
      expect(settled).toBeUndefined();
      await vi.advanceTimersByTimeAsync(1);
      expect(settled).toMatchObject({ kind: 'timeout' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('hands a caller cancellation back untouched (not an error to show)', async () => {
    const never: typeof fetch = () => new Promise(() => {});
    connectApiClient(sim.app, { token: TOKENS.operator, fetchImpl: never });
    const controller = new AbortController();
    const pending = failureOf(apiClient.get('/v2/equipment', { signal: controller.signal }));
    controller.abort(new DOMException('cancelled', 'AbortError'));
    const error = await pending;
    expect(error).not.toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ name: 'AbortError' });
  });

  it('accepts an empty 2xx body on a command', async () => {
    connectApiClient(sim.app, { token: TOKENS.operator });
    sim.faults.add({
      method: 'PUT',
      path: '/v2/equipment/*/controller/reset',
      status: 204,
      times: 1,
    });
    const result = await apiClient.send(
      'PUT',
      `/v2/equipment/${SHOWCASE.resettable.guid}/controller/reset`,
    );
    expect(result).toMatchObject({ status: 204, data: undefined });
  });

  it('adapts fetch for relative and absolute URLs alike', async () => {
    const fetchSim = simFetch(sim.app);
    const res = await fetchSim('http://x.test/api/auth/resource', {
      headers: { Authorization: `Bearer ${TOKENS.owner}` },
    });
    expect(res.status).toBe(200);
  });
});

describe('before config.json is read', () => {
  it('a request waits for it and goes to the base URL it names', async () => {
    let base = '/wrong';
    let loaded = () => undefined as void;
    const ready = new Promise<void>((resolve) => (loaded = resolve));
    const urls: string[] = [];
    configureApiClient({
      baseUrl: () => base,
      ready,
      getToken: () => TOKENS.operator,
      onUnauthorized: () => undefined,
      fetchImpl: (input) => {
        urls.push(String(input));
        return Promise.resolve(Response.json({ ok: true }));
      },
    });
    const pending = apiClient.get('/auth/resource');
    // A turn of the event loop: nothing may leave before the config was read.
    await new Promise((r) => setTimeout(r, 0));
    expect(urls).toEqual([]);
    base = 'https://svc.example.com/api';
    loaded();
    await pending;
    expect(urls).toEqual(['https://svc.example.com/api/auth/resource']);
  });
});

describe('onAnswer (a worker tells its page the service is answering)', () => {
  it('is called for every answer, an error status included, and not when nothing came', async () => {
    const onAnswer = vi.fn();
    let fail = false;
    configureApiClient({
      baseUrl: '/api',
      getToken: () => 'tok',
      onUnauthorized: () => {},
      onAnswer,
      fetchImpl: async () => {
        if (fail) throw new TypeError('Failed to fetch');
        return new Response('{"title":"nope"}', { status: 404 });
      },
    });
    await expect(apiClient.get('/v2/equipment/x')).rejects.toMatchObject({ status: 404 });
    expect(onAnswer).toHaveBeenCalledTimes(1);
    fail = true;
    await expect(apiClient.get('/v2/equipment/x')).rejects.toMatchObject({ kind: 'network' });
    expect(onAnswer).toHaveBeenCalledTimes(1);
  });
});

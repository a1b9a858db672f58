// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { apiClient, configureApiClient } from './client';

// No answer of the service may be kept in the browser's HTTP cache.

describe('apiClient and the HTTP cache', () => {
  it('asks for no-store on every read and every change', async () => {
    const inits: RequestInit[] = [];
    configureApiClient({
      baseUrl: '/api',
      getToken: () => 'tok',
      onUnauthorized: () => undefined,
      fetchImpl: (_input, init) => {
        inits.push(init ?? {});
        return Promise.resolve(Response.json({}));
      },
    });
    await apiClient.get('/auth/resource');
    await apiClient.get('/v2/equipment/abc', { ifNoneMatch: '"v1"' });
    await apiClient.send('PUT', '/v2/equipment/abc/controller/reset');
    await apiClient.send('PATCH', '/v2/equipment/abc/information', { body: [] });
    expect(inits.map((i) => i.cache)).toEqual(['no-store', 'no-store', 'no-store', 'no-store']);
  });
});

import { cleanup, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSimulator } from '../../server/app.ts';
import { COMPANIES, TOKENS } from '../../server/simulator/fixtures.ts';
import { BUILTIN_ERROR_CATALOG } from '@/domain/equipment/error-catalog';
import { createTestQueryClient, renderHookWithClient } from '@/testing/render-with-client';
import { connectApiClient } from '@/testing/sim-fetch';
import { errorCatalogQueries, useErrorCatalog } from './error-catalog';

// Unmount every hook of a test, so its queries cannot keep fetching into the next one.
afterEach(() => cleanup());

const sim = createSimulator({ admin: true });
let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  sim.faults.clear();
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

describe('useErrorCatalog (endpoint 13)', () => {
  it('reads the server catalog (bit 40 is E37, bit 33 is E34)', async () => {
    connectApiClient(sim.app, { token: TOKENS.operator });
    const { result } = renderHookWithClient(() => useErrorCatalog(undefined));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.source).toBe('server');
    const byBit = new Map(result.current.data!.entries.map((e) => [e.bit, e]));
    expect(byBit.get(40)).toMatchObject({ errorId: 'E37', critical: false });
    expect(byBit.get(33)).toMatchObject({ errorId: 'E34', critical: true });
  });

  it('falls back to the built-in table, and says why, when the endpoint fails', async () => {
    connectApiClient(sim.app, { token: TOKENS.operator });
    sim.faults.add({ path: '/v2/equipment/logs/error', status: 500, times: 1 });
    const { result } = renderHookWithClient(() => useErrorCatalog(undefined));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toMatchObject({
      source: 'builtin',
      fallbackReason: 'Injected fault: HTTP 500',
    });
    expect(result.current.data!.entries).toEqual([...BUILTIN_ERROR_CATALOG]);
  });

  it('falls back when the answer is not a catalog at all', async () => {
    connectApiClient(sim.app, { token: TOKENS.operator });
    sim.faults.add({ path: '/v2/equipment/logs/error', body: 'schema-invalid', times: 1 });
    const { result } = renderHookWithClient(() => useErrorCatalog(undefined));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.source).toBe('builtin');
  });

  it('keeps the rows it can read when one row is broken', async () => {
    connectApiClient(sim.app, { token: TOKENS.operator });
    sim.faults.add({ path: '/v2/equipment/logs/error', body: 'schema-invalid-item', times: 1 });
    const { result } = renderHookWithClient(() => useErrorCatalog(undefined));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.source).toBe('server');
    expect(result.current.data!.entries.length).toBe(BUILTIN_ERROR_CATALOG.length);
  });

  it('is cached per company', async () => {
    connectApiClient(sim.app, { token: TOKENS.operator });
    const client = createTestQueryClient();
    const a = renderHookWithClient(() => useErrorCatalog(COMPANIES.alpha), { client });
    const b = renderHookWithClient(() => useErrorCatalog(COMPANIES.beta), { client });
    await waitFor(() =>
      expect(a.result.current.isSuccess && b.result.current.isSuccess).toBe(true),
    );
    expect(errorCatalogQueries.all(COMPANIES.alpha).queryKey).toEqual([
      'error-catalog',
      COMPANIES.alpha,
    ]);
    expect(client.getQueryCache().findAll({ queryKey: ['error-catalog'] })).toHaveLength(2);
  });

  it('signs out once on 401 instead of falling back, and falls back on 403', async () => {
    const session = connectApiClient(sim.app, { token: 'expired' });
    const refused = renderHookWithClient(() => useErrorCatalog(undefined));
    await waitFor(() => expect(refused.result.current.isError).toBe(true));
    expect(refused.result.current.error).toMatchObject({ status: 401 });
    expect(session.unauthorizedCalls()).toBe(1);

    connectApiClient(sim.app, { token: TOKENS.owner });
    const foreign = renderHookWithClient(() => useErrorCatalog(COMPANIES.alpha));
    await waitFor(() => expect(foreign.result.current.isSuccess).toBe(true));
    expect(foreign.result.current.data).toMatchObject({
      source: 'builtin',
      fallbackReason: 'You have no permissions for this company',
    });
  });
});

import { cleanup, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSimulator } from '../../server/app.ts';
import { COMPANIES, TOKENS } from '../../server/simulator/fixtures.ts';
import { createTestQueryClient, renderHookWithClient } from '@/testing/render-with-client';
import { connectApiClient } from '@/testing/sim-fetch';
import { authQueries, useIdentity, usePermissions } from './auth';
import { can, companiesOf } from './permissions';

// Unmount every hook of a test, so its queries cannot keep fetching into the next one.
afterEach(() => cleanup());

const sim = createSimulator({ admin: true });
beforeEach(() => sim.faults.clear());

describe('useIdentity (endpoint 1)', () => {
  it('reads the caller and the companies they can act for', async () => {
    connectApiClient(sim.app, { token: TOKENS.support });
    const { result } = renderHookWithClient(() => useIdentity());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toMatchObject({
      email: 'sam.support@example.com',
      firstname: 'Sam',
    });
    expect(companiesOf(result.current.data?.company_permissions)).toEqual([
      COMPANIES.alpha,
      COMPANIES.beta,
    ]);
    expect(can(result.current.data?.company_permissions, 'reset', COMPANIES.alpha)).toBe(true);
    expect(can(result.current.data?.company_permissions, 'update', COMPANIES.alpha)).toBe(false);
  });

  it('has a key without company', () => {
    expect(authQueries.identity().queryKey).toEqual(['auth', 'identity']);
  });

  it('fails with 401 and signs out once for a refused token', async () => {
    const client = connectApiClient(sim.app, { token: 'expired' });
    const { result } = renderHookWithClient(() => useIdentity());
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({
      status: 401,
      message: expect.stringMatching(/session expired/),
    });
    expect(client.unauthorizedCalls()).toBe(1);
  });

  it('reports a document that is not an identity as unreadable', async () => {
    connectApiClient(sim.app, { token: TOKENS.operator });
    sim.faults.add({ path: '/auth/resource', body: 'invalid-json', times: 1 });
    const { result } = renderHookWithClient(() => useIdentity());
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({ kind: 'parse' });
  });
});

describe('usePermissions (endpoint 2)', () => {
  it('reads the rows of one company, cached per company', async () => {
    connectApiClient(sim.app, { token: TOKENS.owner });
    const client = createTestQueryClient();
    const gamma = renderHookWithClient(() => usePermissions(COMPANIES.gamma), { client });
    const all = renderHookWithClient(() => usePermissions(undefined), { client });
    await waitFor(() =>
      expect(gamma.result.current.isSuccess && all.result.current.isSuccess).toBe(true),
    );
    expect(gamma.result.current.data?.rows.map((r) => r.permission_id).sort()).toEqual([
      'equipment.read',
      'equipment.update',
    ]);
    expect(client.getQueryData(authQueries.permissions(COMPANIES.gamma).queryKey)).toBeDefined();
    expect(client.getQueryData(authQueries.permissions(undefined).queryKey)).toBeDefined();
    expect(authQueries.permissions(COMPANIES.gamma).queryKey).not.toEqual(
      authQueries.permissions(undefined).queryKey,
    );
  });

  it('answers 403 for a company the caller has no rows for', async () => {
    connectApiClient(sim.app, { token: TOKENS.owner });
    const { result } = renderHookWithClient(() => usePermissions(COMPANIES.alpha));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({ status: 403 });
  });

  it('fails with 401 and signs out once', async () => {
    const client = connectApiClient(sim.app, { token: 'expired' });
    const { result } = renderHookWithClient(() => usePermissions(COMPANIES.alpha));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(client.unauthorizedCalls()).toBe(1);
  });

  it('accepts plain permission strings and skips unreadable rows', async () => {
    const strings: typeof fetch = async () =>
      Response.json(['equipment.read', { nonsense: true }, 'controller.update']);
    connectApiClient(sim.app, { token: TOKENS.operator, fetchImpl: strings });
    const { result } = renderHookWithClient(() => usePermissions(COMPANIES.beta));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual({
      rows: [
        { permission_id: 'equipment.read', company_guid: COMPANIES.beta },
        { permission_id: 'controller.update', company_guid: COMPANIES.beta },
      ],
      invalidCount: 1,
    });
  });
});

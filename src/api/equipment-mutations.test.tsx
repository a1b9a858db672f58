import { QueryClient, useQuery } from '@tanstack/react-query';
import { act, cleanup, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSimulator, type Simulator } from '../../server/app.ts';
import { COMPANIES, SHOWCASE, TOKENS } from '../../server/simulator/fixtures.ts';
import { createTestQueryClient, renderHookWithClient } from '@/testing/render-with-client';
import { connectApiClient } from '@/testing/sim-fetch';
import { equipmentQueries, fetchEquipment } from './equipment';
import { useResetController, useStartUpdate, useUpdateInformation } from './equipment-mutations';
import { buildInformationPatch } from './information-patch';

// Unmount every hook of a test, so its queries cannot keep fetching into the next one.
afterEach(() => cleanup());

let sim: Simulator;
let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  sim = createSimulator({ admin: true, fast: true });
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

const sent = (method: string, pathGlob: string) => sim.journal.query(method, pathGlob).length;

async function seededClient(guid: string, company: string | undefined) {
  const client = createTestQueryClient();
  await client.prefetchQuery(equipmentQueries.detail(guid, company));
  return client;
}

describe('useUpdateInformation (endpoint 6)', () => {
  const unit = SHOWCASE.resettable;
  const detailKey = equipmentQueries.detail(unit.guid, undefined).queryKey;

  it('sends only the changed fields, shows them at once and re-reads the unit', async () => {
    connectApiClient(sim.app, { token: TOKENS.operator });
    const client = await seededClient(unit.guid, undefined);
    const original = client.getQueryData(detailKey)!;
    sim.faults.add({ method: 'PATCH', path: '/v2/equipment/*/information', delayMs: 50, times: 1 });
    // The detail page is open: its query is what gets re-read.
    const { result } = renderHookWithClient(
      () => {
        useQuery(equipmentQueries.detail(unit.guid, undefined));
        return useUpdateInformation(unit.guid, undefined);
      },
      { client },
    );
    const ops = buildInformationPatch(original, {
      alias: 'Cabin 9',
      location: { city: original.location?.city ?? '' },
    });
    expect(ops).toEqual([{ op: 'replace', path: '/alias', value: 'Cabin 9' }]);
    await waitFor(() => expect(client.isFetching()).toBe(0));
    const reads = sent('GET', `/v2/equipment/${unit.guid}`);

    act(() => result.current.mutate(ops));
    await waitFor(() => expect(client.getQueryData(detailKey)?.alias).toBe('Cabin 9'));
    expect(result.current.isPending).toBe(true);
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    await waitFor(() => expect(sent('GET', `/v2/equipment/${unit.guid}`)).toBe(reads + 1));
    expect((await fetchEquipment(unit.guid, undefined)).alias).toBe('Cabin 9');
    expect(sent('PATCH', '/v2/equipment/*/information')).toBe(1);
  });

  it('puts the previous document back when the service refuses, and does not retry', async () => {
    connectApiClient(sim.app, { token: TOKENS.support });
    const client = new QueryClient({
      defaultOptions: { queries: { retry: false }, mutations: { retry: 3 } },
    });
    await client.prefetchQuery(equipmentQueries.detail(unit.guid, undefined));
    const before = client.getQueryData(detailKey)!.alias;
    const { result } = renderHookWithClient(() => useUpdateInformation(unit.guid, undefined), {
      client,
    });
    act(() => result.current.mutate([{ op: 'replace', path: '/alias', value: 'Not allowed' }]));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({
      status: 403,
      message: 'Permission equipment.update is required for this action',
    });
    expect(client.getQueryData(detailKey)?.alias).toBe(before);
    expect(sent('PATCH', '/v2/equipment/*/information')).toBe(1);
  });

  it('is not retried after a 503 either', async () => {
    connectApiClient(sim.app, { token: TOKENS.operator });
    const client = new QueryClient({ defaultOptions: { mutations: { retry: 3, retryDelay: 1 } } });
    sim.faults.add({
      method: 'PATCH',
      path: '/v2/equipment/*/information',
      status: 503,
      retryAfter: 0,
    });
    const { result } = renderHookWithClient(() => useUpdateInformation(unit.guid, undefined), {
      client,
    });
    act(() => result.current.mutate([{ op: 'replace', path: '/alias', value: 'x' }]));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(sent('PATCH', '/v2/equipment/*/information')).toBe(1);
  });

  it('shows the service message of a 400, a 404 for an unknown unit and signs out once on 401', async () => {
    connectApiClient(sim.app, { token: TOKENS.operator });
    const bad = renderHookWithClient(() => useUpdateInformation(unit.guid, undefined));
    act(() =>
      bad.result.current.mutate([
        { op: 'replace', path: '/location/timezone', value: 'Mars/Olympus' },
      ]),
    );
    await waitFor(() => expect(bad.result.current.isError).toBe(true));
    expect(bad.result.current.error?.message).toMatch(/IANA timezone/);

    const missing = renderHookWithClient(() => useUpdateInformation('no-such-unit', undefined));
    act(() => missing.result.current.mutate([{ op: 'replace', path: '/alias', value: 'x' }]));
    await waitFor(() => expect(missing.result.current.isError).toBe(true));
    expect(missing.result.current.error).toMatchObject({ status: 404 });

    const session = connectApiClient(sim.app, { token: 'expired' });
    const refused = renderHookWithClient(() => useUpdateInformation(unit.guid, undefined));
    act(() => refused.result.current.mutate([{ op: 'replace', path: '/alias', value: 'x' }]));
    await waitFor(() => expect(refused.result.current.isError).toBe(true));
    expect(session.unauthorizedCalls()).toBe(1);
  });
});

describe.each([
  ['useResetController (endpoint 7)', useResetController, 'reset'],
  ['useStartUpdate (endpoint 8)', useStartUpdate, 'update'],
] as const)('%s', (_label, useAction, kind) => {
  const path = `/v2/equipment/*/controller/${kind}`;
  const unit = SHOWCASE.resettable;

  it('sends exactly one request for a double click and re-reads the unit', async () => {
    connectApiClient(sim.app, { token: TOKENS.operator });
    const client = await seededClient(unit.guid, COMPANIES.alpha);
    const { result } = renderHookWithClient(
      () => {
        useQuery(equipmentQueries.detail(unit.guid, COMPANIES.alpha));
        return useAction(unit.guid, COMPANIES.alpha);
      },
      { client },
    );
    await waitFor(() => expect(client.isFetching()).toBe(0));
    const reads = sent('GET', `/v2/equipment/${unit.guid}`);
    act(() => {
      result.current.mutate();
      result.current.mutate();
    });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toMatchObject({ status: 202, data: undefined });
    expect(sent('PUT', path)).toBe(1);
    // The unit is re-read: its state now follows the action
    // (docs/decisions.md#controller-commands).
    await waitFor(() => expect(sent('GET', `/v2/equipment/${unit.guid}`)).toBe(reads + 1));
    const stateOf = () =>
      client.getQueryData(equipmentQueries.detail(unit.guid, COMPANIES.alpha).queryKey)?.controller
        ?.state;
    await waitFor(() => expect(stateOf()).toBe(kind === 'reset' ? 0 : 8));
  });

  it('guards mutateAsync the same way', async () => {
    connectApiClient(sim.app, { token: TOKENS.operator });
    const { result } = renderHookWithClient(() => useAction(unit.guid, undefined));
    let answers: unknown[] = [];
    await act(async () => {
      answers = await Promise.all([result.current.mutateAsync(), result.current.mutateAsync()]);
    });
    expect(answers.filter((a) => a !== undefined)).toHaveLength(1);
    expect(sent('PUT', path)).toBe(1);
  });

  it('is never retried, whatever the client defaults say', async () => {
    connectApiClient(sim.app, { token: TOKENS.operator });
    sim.faults.add({ method: 'PUT', path, status: 503, retryAfter: 0 });
    const client = new QueryClient({ defaultOptions: { mutations: { retry: 3, retryDelay: 1 } } });
    const { result } = renderHookWithClient(() => useAction(unit.guid, undefined), { client });
    act(() => result.current.mutate());
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(sent('PUT', path)).toBe(1);
  });

  it('shows the conflict message for a busy unit (409)', async () => {
    connectApiClient(sim.app, { token: TOKENS.operator });
    const { result } = renderHookWithClient(() =>
      useAction(SHOWCASE.states['controller-copy-files'].guid, undefined),
    );
    act(() => result.current.mutate());
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({ status: 409 });
    expect(result.current.error?.message).not.toBe('');
  });

  it('answers 403 without the permission, 404 for an unknown unit, and 401 once', async () => {
    connectApiClient(sim.app, { token: TOKENS.owner });
    const forbidden = renderHookWithClient(() =>
      useAction(SHOWCASE.states.cleaning.guid, COMPANIES.gamma),
    );
    const missing = renderHookWithClient(() => useAction('no-such-unit', undefined));
    act(() => {
      forbidden.result.current.mutate();
      missing.result.current.mutate();
    });
    await waitFor(() =>
      expect(forbidden.result.current.isError && missing.result.current.isError).toBe(true),
    );
    expect(forbidden.result.current.error).toMatchObject({ status: 403 });
    expect(missing.result.current.error).toMatchObject({ status: 404 });

    const session = connectApiClient(sim.app, { token: 'expired' });
    const refused = renderHookWithClient(() => useAction(unit.guid, undefined));
    act(() => refused.result.current.mutate());
    await waitFor(() => expect(refused.result.current.isError).toBe(true));
    expect(session.unauthorizedCalls()).toBe(1);
  });
});

import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSimulator } from '../../../../server/app.ts';
import { COMPANIES, SHOWCASE, TOKENS } from '../../../../server/simulator/fixtures.ts';
import { useEquipment } from '@/api/equipment';
import { createTestQueryClient } from '@/testing/render-with-client';
import { connectApiClient } from '@/testing/sim-fetch';
import { resetHistoryCache, useCommandHistory } from './command-history';
import { setCommand } from './command-store';
import { useControllerCommand } from './use-controller-command';

const sim = createSimulator({ admin: true, units: 40, fast: true });
const company = COMPANIES.alpha;

function strictWrapper() {
  const client = createTestQueryClient();
  return ({ children }: { children: ReactNode }) => (
    <StrictMode>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </StrictMode>
  );
}

function renderCommand(guid: string, token: string = TOKENS.operator) {
  connectApiClient(sim.app, { token });
  return renderHook(
    () => {
      const detail = useEquipment(guid, company, { followingCommand: true });
      const command = useControllerCommand(guid, company, detail.data, detail.dataUpdatedAt);
      const history = useCommandHistory();
      return { detail, command, history };
    },
    { wrapper: strictWrapper() },
  );
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const puts = () => sim.journal.query('PUT', '/v2/equipment/*/controller/*');

beforeEach(() => {
  sim.world.reset();
  sim.faults.clear();
  sim.journal.entries = [];
  localStorage.clear();
  resetHistoryCache();
  setCommand(SHOWCASE.resettable.guid, undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('useControllerCommand (docs/decisions.md#controller-commands)', () => {
  it('sends one request however often it is asked, in strict mode, and verifies the reset', async () => {
    const { result } = renderCommand(SHOWCASE.resettable.guid);
    await waitFor(() => expect(result.current.detail.isSuccess).toBe(true));
    await act(async () => {
      await Promise.all([
        result.current.command.send('reset'),
        result.current.command.send('reset'),
      ]);
    });
    expect(puts()).toHaveLength(1);
    expect(result.current.command.state?.phase).toBe('following');
    sim.clock.advance(3_000);
    await act(() => result.current.detail.refetch());
    await waitFor(() =>
      expect(result.current.command.state).toMatchObject({ follow: { status: 'verified' } }),
    );
    const state = result.current.command.state;
    expect(state?.phase === 'following' && state.follow.outcome).toBe(
      'Controller reset: back in stand-by',
    );
    expect(result.current.history).toMatchObject([
      { action: 'reset', status: 'verified', outcome: 'Controller reset: back in stand-by' },
    ]);
    expect(puts()).toHaveLength(1);
  });

  it('follows an update to the new version', async () => {
    const { result } = renderCommand(SHOWCASE.resettable.guid);
    await waitFor(() => expect(result.current.detail.isSuccess).toBe(true));
    await act(() => result.current.command.send('update'));
    sim.clock.advance(1_500);
    await act(() => result.current.detail.refetch());
    sim.clock.advance(5_000);
    await act(() => result.current.detail.refetch());
    await waitFor(() =>
      expect(result.current.command.state).toMatchObject({
        follow: { status: 'verified', outcome: 'Updated: 4.9.2 → 4.10.0' },
      }),
    );
  });

  it('a refused command is "not confirmed" and never retried', async () => {
    sim.faults.add({ method: 'PUT', path: '/v2/equipment/*/controller/reset', status: 403 });
    const { result } = renderCommand(SHOWCASE.resettable.guid);
    await waitFor(() => expect(result.current.detail.isSuccess).toBe(true));
    await act(() => result.current.command.send('reset'));
    expect(result.current.command.state).toMatchObject({ phase: 'failed', status: 403 });
    const state = result.current.command.state;
    expect(state?.phase === 'failed' && state.message).toMatch(
      /^Reset not confirmed: check the unit.s state\. The service refused it \(HTTP 403\): you do not have permission to reset this controller\./,
    );
    expect(result.current.history[0]).toMatchObject({ status: 'failed' });
    expect(puts()).toHaveLength(1);
  });

  it('a network failure is "not confirmed" too', async () => {
    sim.faults.add({ method: 'PUT', path: '/v2/equipment/*/controller/update', body: 'drop' });
    const { result } = renderCommand(SHOWCASE.resettable.guid);
    await waitFor(() => expect(result.current.detail.isSuccess).toBe(true));
    await act(() => result.current.command.send('update'));
    const state = result.current.command.state;
    expect(state?.phase === 'failed' && state.message).toMatch(
      /^Update not confirmed: check the unit's state\./,
    );
    expect(puts()).toHaveLength(1);
  });
});

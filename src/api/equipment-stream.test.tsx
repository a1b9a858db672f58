import { cleanup, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSimulator } from '../../server/app.ts';
import { TOKENS } from '../../server/simulator/fixtures.ts';
import { renderHookWithClient } from '@/testing/render-with-client';
import { connectApiClient, simFetch } from '@/testing/sim-fetch';
import { FLEET_PAGE_SIZE, useEquipmentList } from './equipment';

// Unmount every hook of a test, so its queries cannot keep fetching into the next one.
afterEach(() => cleanup());

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

describe('useEquipmentList streaming a large fleet', { timeout: 60_000 }, () => {
  // 10,000 units on a shared 2-core machine: waitFor's 1 s default is too short to tell a bug.
  const SLOW = { timeout: 15_000 };
  const big = createSimulator({ units: 10_000 });

  /** Holds every request for a later page (offset > 0) until `open()` is called. */
  function gatedFetch() {
    let open!: () => void;
    let gate = new Promise<void>((resolve) => (open = resolve));
    let held = 0;
    const inner = simFetch(big.app);
    const fetchImpl: typeof fetch = async (input, init) => {
      const offset = Number(new URL(String(input), 'http://sim.test').searchParams.get('offset'));
      if (offset > 0) {
        held += 1;
        await gate;
        held -= 1;
      }
      return inner(input, init);
    };
    return {
      fetchImpl,
      /** Requests for later pages waiting at the gate. */
      held: () => held,
      open: () => open(),
      close: () => {
        gate = new Promise<void>((resolve) => (open = resolve));
      },
    };
  }

  it('succeeds with the first page while the rest is on its way, then completes', async () => {
    const gate = gatedFetch();
    connectApiClient(big.app, { token: TOKENS.operator, fetchImpl: gate.fetchImpl });
    const { result } = renderHookWithClient(() => useEquipmentList(undefined));
    await waitFor(() => expect(result.current.isSuccess).toBe(true), SLOW);
    expect(result.current.isFetching).toBe(true);
    expect(result.current.data).toMatchObject({ complete: false, serverTotal: 10_000 });
    expect(result.current.data!.items).toHaveLength(FLEET_PAGE_SIZE);

    gate.open();
    await waitFor(() => expect(result.current.data?.complete).toBe(true), SLOW);
    expect(result.current.data!.items).toHaveLength(10_000);
    expect(new Set(result.current.data!.items.map((e) => e._meta.guid)).size).toBe(10_000);
    await waitFor(() => expect(result.current.isFetching).toBe(false), SLOW);
  });

  it('keeps the complete list on screen during a poll until the new one is complete', async () => {
    const gate = gatedFetch();
    gate.open();
    connectApiClient(big.app, { token: TOKENS.operator, fetchImpl: gate.fetchImpl });
    const { result } = renderHookWithClient(() => useEquipmentList(undefined));
    await waitFor(
      () => expect(result.current.data?.complete && !result.current.isFetching).toBe(true),
      SLOW,
    );
    const before = result.current.data!;

    gate.close();
    void result.current.refetch();
    // Later pages are only asked for once the first page of the poll was read (and, on a first
    // load, shown): from here on a half list would already be on screen.
    await waitFor(() => expect(gate.held()).toBeGreaterThan(0), SLOW);
    expect(result.current.isFetching).toBe(true);
    expect(result.current.data).toBe(before);

    gate.open();
    await waitFor(() => expect(result.current.isFetching).toBe(false), SLOW);
    expect(result.current.data).not.toBe(before);
    expect(result.current.data).toMatchObject({ complete: true });
    expect(result.current.data!.items).toHaveLength(10_000);
  });
});

import { cleanup, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSimulator } from '../../../server/app';
import { SHOWCASE, TOKENS } from '../../../server/simulator/fixtures';
import { DEFAULT_STATE_CODES } from '@/domain/equipment/equipment-state';
import { BUILTIN_ERROR_CATALOG } from '@/domain/equipment/error-catalog';
import { createTestQueryClient, renderHookWithClient } from '@/testing/render-with-client';
import { connectApiClient, simFetch } from '@/testing/sim-fetch';
import { FleetSync, type FleetPatch } from './fleet-sync.ts';
import { fleetUnitQueries, pollIntervalMs, useFleetUnits } from './fleet-units.ts';

afterEach(() => cleanup());
let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

const OPTIONS = {
  company: undefined,
  identity: TOKENS.operator,
  offlineAfterMs: 600_000,
  stateCodes: DEFAULT_STATE_CODES,
  catalog: BUILTIN_ERROR_CATALOG,
  fresh: false,
};

async function run(sync: FleetSync, fresh = false): Promise<FleetPatch[]> {
  const patches: FleetPatch[] = [];
  await sync.sync({ ...OPTIONS, fresh }, (p) => patches.push(p));
  return patches;
}

describe('FleetSync (the fleet worker’s data path)', () => {
  it('hands over every unit once, then only what changed', async () => {
    // A frozen clock: the live world changes pings and states as time passes.
    const at = Date.now();
    const sim = createSimulator({ units: 50, now: () => at });
    connectApiClient(sim.app, { token: TOKENS.operator });
    const sync = new FleetSync();
    const first = await run(sync);
    expect(first.at(-1)).toMatchObject({ final: true, complete: true, reset: true });
    const total = first.flatMap((p) => p.upserts).length;
    expect(total).toBe(first.at(-1)!.total);

    const quiet = await run(sync);
    expect(quiet).toHaveLength(1);
    expect(quiet[0]).toMatchObject({ reset: false, upserts: [], removes: [], final: true });

    const guid = SHOWCASE.shared.guid;
    const r = await simFetch(sim.app)(`/api/v2/equipment/${guid}/information`, {
      method: 'PATCH',
      headers: { Authorization: `Bearer ${TOKENS.operator}`, 'Content-Type': 'application/json' },
      body: JSON.stringify([{ op: 'replace', path: '/alias', value: 'Renamed cabin' }]),
    });
    expect(r.status).toBe(200);
    const changed = await run(sync);
    expect(changed[0]!.upserts.map((u) => [u.guid, u.alias])).toEqual([[guid, 'Renamed cabin']]);
  });

  it('sends everything again to a receiver that holds nothing', async () => {
    const sim = createSimulator({ units: 20 });
    connectApiClient(sim.app, { token: TOKENS.operator });
    const sync = new FleetSync();
    const first = (await run(sync)).flatMap((p) => p.upserts).length;
    const again = await run(sync, true);
    expect(again[0]!.reset).toBe(true);
    expect(again.flatMap((p) => p.upserts)).toHaveLength(first);
  });
});

describe('useFleetUnits', () => {
  it('keeps the objects of unchanged units across a poll', async () => {
    const at = Date.now();
    const sim = createSimulator({ units: 30, now: () => at });
    connectApiClient(sim.app, { token: TOKENS.operator });
    const client = createTestQueryClient();
    const { result } = renderHookWithClient(() => useFleetUnits(undefined), { client });
    await waitFor(() => expect(result.current.complete).toBe(true));
    const before = result.current.units;
    await client.refetchQueries({ queryKey: fleetUnitQueries.units(undefined).queryKey });
    await waitFor(() => expect(result.current.isFetching).toBe(false));
    expect(result.current.units).toBe(before);
  });

  it('signs out once on 401', async () => {
    const sim = createSimulator({ units: 5 });
    const session = connectApiClient(sim.app, { token: 'not-a-token' });
    const { result } = renderHookWithClient(() => useFleetUnits(undefined));
    await waitFor(() => expect(result.current.query.isError).toBe(true));
    expect(session.unauthorizedCalls()).toBe(1);
  });
});

describe('pollIntervalMs', () => {
  it.each([
    [30_000, undefined, 30_000],
    [30_000, 2_000, 30_000],
    [30_000, 5_000, 50_000],
  ])('base %i, last poll %s ms → %i', (base, last, expected) =>
    expect(pollIntervalMs(base, last)).toBe(expected),
  );
});

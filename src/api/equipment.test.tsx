import { cleanup, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSimulator } from '../../server/app.ts';
import { COMPANIES, SHOWCASE, TOKENS } from '../../server/simulator/fixtures.ts';
import { createTestQueryClient, renderHookWithClient } from '@/testing/render-with-client';
import { connectApiClient } from '@/testing/sim-fetch';
import {
  equipmentQueries,
  useEquipment,
  useEquipmentList,
  useMaintenanceCounters,
} from './equipment';
import { isUnreadable } from '@/domain/documents/tolerant';

// Unmount every hook of a test, so its queries cannot keep fetching into the next one.
afterEach(() => cleanup());

const sim = createSimulator({ admin: true, units: 60 });
let warn: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  sim.faults.clear();
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

describe('equipmentQueries keys', () => {
  it('hold the company, generic to specific', () => {
    expect(equipmentQueries.list(undefined).queryKey).toEqual(['equipment', 'all', 'list']);
    expect(equipmentQueries.detail('g1', COMPANIES.alpha).queryKey).toEqual([
      'equipment',
      COMPANIES.alpha,
      'detail',
      'g1',
    ]);
    expect(equipmentQueries.counters('g1', COMPANIES.alpha).queryKey).toEqual([
      'equipment',
      COMPANIES.alpha,
      'detail',
      'g1',
      'counters',
    ]);
    expect(equipmentQueries.list(COMPANIES.alpha).queryKey.slice(0, 2)).toEqual(
      equipmentQueries.all(COMPANIES.alpha),
    );
  });
});

describe('useEquipmentList (endpoint 3)', () => {
  it('lists every unit the caller sees, one cache entry per company', async () => {
    connectApiClient(sim.app, { token: TOKENS.operator });
    const client = createTestQueryClient();
    const all = renderHookWithClient(() => useEquipmentList(undefined), { client });
    const beta = renderHookWithClient(() => useEquipmentList(COMPANIES.beta), { client });
    await waitFor(() =>
      expect(all.result.current.isSuccess && beta.result.current.isSuccess).toBe(true),
    );
    const allItems = all.result.current.data!.items;
    const betaItems = beta.result.current.data!.items;
    expect(allItems).toHaveLength(60);
    expect(betaItems.length).toBeGreaterThan(0);
    expect(betaItems.length).toBeLessThan(60);
    expect(betaItems.every((e) => e.company_guids?.includes(COMPANIES.beta))).toBe(true);
    expect(client.getQueryCache().findAll({ queryKey: ['equipment'] })).toHaveLength(2);
  });

  it('keeps the malformed unit, with its broken fields marked unreadable', async () => {
    connectApiClient(sim.app, { token: TOKENS.operator });
    const { result } = renderHookWithClient(() => useEquipmentList(COMPANIES.beta));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const unit = result.current.data!.items.find((e) => e._meta.guid === SHOWCASE.malformed.guid);
    expect(unit?.serial).toBe(SHOWCASE.malformed.serial);
    expect(unit?.alias).toBeUndefined();
    expect(isUnreadable(unit, 'alias')).toBe(true);
    expect(isUnreadable(unit, 'location')).toBe(true);
    expect(isUnreadable(unit, 'controller.active_errors')).toBe(true);
    expect(result.current.data!.invalidCount).toBe(0);
  });

  it('still lists every unit from a server that ignores paging', async () => {
    connectApiClient(sim.app, { token: TOKENS.operator });
    sim.faults.add({ path: '/v2/equipment', ignoreParams: true });
    const { result } = renderHookWithClient(() => useEquipmentList(undefined));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data!.items).toHaveLength(60);
  });

  it('reports a broken document as a count instead of failing the list', async () => {
    connectApiClient(sim.app, { token: TOKENS.operator });
    sim.faults.add({ path: '/v2/equipment', body: 'schema-invalid-item', times: 1 });
    const { result } = renderHookWithClient(() => useEquipmentList(undefined));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toMatchObject({ invalidCount: 1 });
    expect(result.current.data!.items).toHaveLength(59);
  });

  it('fails with 401 and signs out once, and with 403 for a foreign company', async () => {
    const session = connectApiClient(sim.app, { token: 'expired' });
    const refused = renderHookWithClient(() => useEquipmentList(undefined));
    await waitFor(() => expect(refused.result.current.isError).toBe(true));
    expect(refused.result.current.error).toMatchObject({ status: 401 });
    expect(session.unauthorizedCalls()).toBe(1);

    connectApiClient(sim.app, { token: TOKENS.owner });
    const foreign = renderHookWithClient(() => useEquipmentList(COMPANIES.alpha));
    await waitFor(() => expect(foreign.result.current.isError).toBe(true));
    expect(foreign.result.current.error).toMatchObject({ status: 403 });
  });
});

describe('useEquipment (endpoint 4)', () => {
  it('reads one unit', async () => {
    connectApiClient(sim.app, { token: TOKENS.operator });
    const { result } = renderHookWithClient(() =>
      useEquipment(SHOWCASE.temperatures.guid, COMPANIES.alpha),
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toMatchObject({
      serial: SHOWCASE.temperatures.serial,
      alias: SHOWCASE.temperatures.alias,
    });
    expect(result.current.data?._invalid).toBeUndefined();
  });

  it('reads the malformed unit without losing it', async () => {
    connectApiClient(sim.app, { token: TOKENS.operator });
    const { result } = renderHookWithClient(() => useEquipment(SHOWCASE.malformed.guid, undefined));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.serial).toBe(SHOWCASE.malformed.serial);
    expect(result.current.data?._invalid).toEqual(
      expect.arrayContaining(['alias', 'location', 'controller.state', 'device.last_ping']),
    );
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(SHOWCASE.malformed.guid));
  });

  it('fails with a schema error when a required field is missing', async () => {
    connectApiClient(sim.app, { token: TOKENS.operator });
    sim.faults.add({
      path: `/v2/equipment/${SHOWCASE.minimal.guid}`,
      body: 'schema-invalid',
      times: 1,
    });
    const { result } = renderHookWithClient(() => useEquipment(SHOWCASE.minimal.guid, undefined));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({ kind: 'schema' });
  });

  it('answers 404 for an unknown unit, 403 for a foreign company, 401 once', async () => {
    connectApiClient(sim.app, { token: TOKENS.owner });
    const missing = renderHookWithClient(() => useEquipment('no-such-unit', undefined));
    const foreign = renderHookWithClient(() =>
      useEquipment(SHOWCASE.resettable.guid, COMPANIES.alpha),
    );
    await waitFor(() =>
      expect(missing.result.current.isError && foreign.result.current.isError).toBe(true),
    );
    expect(missing.result.current.error).toMatchObject({
      status: 404,
      message: 'Equipment not found',
    });
    expect(foreign.result.current.error).toMatchObject({ status: 403 });

    const session = connectApiClient(sim.app, { token: 'expired' });
    const refused = renderHookWithClient(() => useEquipment(SHOWCASE.resettable.guid, undefined));
    await waitFor(() => expect(refused.result.current.isError).toBe(true));
    expect(session.unauthorizedCalls()).toBe(1);
  });
});

describe('useMaintenanceCounters (endpoint 5)', () => {
  it('reads the counters in minutes', async () => {
    connectApiClient(sim.app, { token: TOKENS.operator });
    const { result } = renderHookWithClient(() =>
      useMaintenanceCounters(SHOWCASE.resettable.guid, undefined),
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data!.items.length).toBeGreaterThan(0);
    for (const counter of result.current.data!.items) {
      expect(typeof counter.type).toBe('string');
      expect(Number.isInteger(counter.value)).toBe(true);
    }
  });

  it('keeps good counters when one is broken', async () => {
    connectApiClient(sim.app, { token: TOKENS.operator });
    sim.faults.add({
      path: '/v2/equipment/*/maintenance/counters',
      body: 'schema-invalid-item',
      times: 1,
    });
    const { result } = renderHookWithClient(() =>
      useMaintenanceCounters(SHOWCASE.resettable.guid, undefined),
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data!.invalidCount).toBe(1);
  });

  it('answers 404, 403 and 401 like the unit itself', async () => {
    connectApiClient(sim.app, { token: TOKENS.owner });
    const missing = renderHookWithClient(() => useMaintenanceCounters('no-such-unit', undefined));
    const foreign = renderHookWithClient(() =>
      useMaintenanceCounters(SHOWCASE.resettable.guid, COMPANIES.alpha),
    );
    await waitFor(() =>
      expect(missing.result.current.isError && foreign.result.current.isError).toBe(true),
    );
    expect(missing.result.current.error).toMatchObject({ status: 404 });
    expect(foreign.result.current.error).toMatchObject({ status: 403 });
    const session = connectApiClient(sim.app, { token: 'expired' });
    const refused = renderHookWithClient(() =>
      useMaintenanceCounters(SHOWCASE.resettable.guid, undefined),
    );
    await waitFor(() => expect(refused.result.current.isError).toBe(true));
    expect(session.unauthorizedCalls()).toBe(1);
  });
});

import { cleanup, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSimulator } from '../../server/app.ts';
import {
  COMPANIES,
  SHOWCASE,
  TEMPERATURES_LATEST,
  TOKENS,
} from '../../server/simulator/fixtures.ts';
import { createTestQueryClient, renderHookWithClient } from '@/testing/render-with-client';
import { connectApiClient, simFetch } from '@/testing/sim-fetch';
import { useQuery } from '@tanstack/react-query';
import { temperatureQueries } from './temperatures';

// The queries as a page reads them.
const useTemperatureLogs = (...args: Parameters<typeof temperatureQueries.list>) =>
  useQuery(temperatureQueries.list(...args));
const useTemperatureLog = (...args: Parameters<typeof temperatureQueries.detail>) =>
  useQuery(temperatureQueries.detail(...args));

// A broken log downloads the zod parse on first use (loadSlowPath); loading it once up front keeps
// that first import out of the waitFor timeouts on a busy machine.
beforeAll(async () => {
  await import('./parse/slow-path.ts');
});

// Unmount every hook of a test, so its queries cannot keep fetching into the next one.
afterEach(() => cleanup());

const sim = createSimulator({ admin: true });
const unit = SHOWCASE.temperatures;
const HOUR = 3_600_000;
let warn: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  sim.faults.clear();
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

const lastHours = (hours: number) => {
  const to = sim.clock.now();
  return { from: to - hours * HOUR, to };
};

describe('useTemperatureLogs (endpoint 9)', () => {
  it('reads the range oldest first, with the latest readings of the unit last', async () => {
    connectApiClient(sim.app, { token: TOKENS.operator });
    const range = lastHours(2);
    const { result } = renderHookWithClient(() =>
      useTemperatureLogs(unit.guid, COMPANIES.alpha, range),
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const items = result.current.data!.items;
    expect(items.length).toBeGreaterThan(100);
    expect(items.every((l) => l.logDate >= range.from && l.logDate <= range.to)).toBe(true);
    const dates = items.map((l) => l.logDate);
    expect(dates).toEqual([...dates].sort((a, b) => a - b));
    const latest = Object.fromEntries(items.at(-1)!.readings.map((t) => [t.sensor, t.value]));
    expect(latest).toEqual(TEMPERATURES_LATEST);
  });

  it('is empty for a unit without temperature logs', async () => {
    connectApiClient(sim.app, { token: TOKENS.operator });
    const range = lastHours(1);
    const { result } = renderHookWithClient(() =>
      useTemperatureLogs(SHOWCASE.noTemperatures.guid, undefined, range),
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data!.items).toEqual([]);
  });

  it('filters, sorts and stops paging itself when the server ignores paging, range and sort', async () => {
    const honest = simFetch(sim.app);
    // A server that answers a wider window than asked, newest first, with no paging at all.
    const sloppy: typeof fetch = (input, init) => {
      const url = new URL(String(input), 'http://sim.test');
      const from = Number(url.searchParams.get('from'));
      const to = Number(url.searchParams.get('to'));
      for (const p of ['limit', 'offset', 'sort', 'from', 'to']) url.searchParams.delete(p);
      url.searchParams.set('from', String(from - HOUR));
      url.searchParams.set('to', String(to + HOUR));
      url.searchParams.set('sort', '-log_date');
      return honest(url.href, init);
    };
    const client = connectApiClient(sim.app, { token: TOKENS.operator, fetchImpl: sloppy });
    const range = lastHours(3);
    range.to -= HOUR;
    const { result } = renderHookWithClient(() => useTemperatureLogs(unit.guid, undefined, range));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const items = result.current.data!.items;
    expect(items.length).toBeGreaterThanOrEqual(119);
    expect(items.length).toBeLessThanOrEqual(121);
    expect(items.every((l) => l.logDate >= range.from && l.logDate <= range.to)).toBe(true);
    const dates = items.map((l) => l.logDate);
    expect(dates).toEqual([...dates].sort((a, b) => a - b));
    expect(client.requests).toHaveLength(1);
  });

  it('keeps the good logs of a list with a broken one', async () => {
    connectApiClient(sim.app, { token: TOKENS.operator });
    sim.faults.add({ path: '/v2/equipment/*/temperatures', body: 'schema-invalid-item', times: 1 });
    const range = lastHours(1);
    const { result } = renderHookWithClient(() => useTemperatureLogs(unit.guid, undefined, range));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data!.invalidCount).toBe(1);
    expect(result.current.data!.items.length).toBeGreaterThan(50);
  });

  it('keeps one cache entry per company and range', async () => {
    connectApiClient(sim.app, { token: TOKENS.operator });
    const client = createTestQueryClient();
    const range = lastHours(1);
    const a = renderHookWithClient(() => useTemperatureLogs(unit.guid, COMPANIES.alpha, range), {
      client,
    });
    const g = renderHookWithClient(() => useTemperatureLogs(unit.guid, COMPANIES.gamma, range), {
      client,
    });
    await waitFor(() =>
      expect(a.result.current.isSuccess && g.result.current.isSuccess).toBe(true),
    );
    expect(client.getQueryCache().findAll({ queryKey: ['temperatures'] })).toHaveLength(2);
    expect(temperatureQueries.list(unit.guid, COMPANIES.alpha, range).queryKey).toEqual([
      'temperatures',
      COMPANIES.alpha,
      unit.guid,
      'list',
      { from: range.from, to: range.to },
    ]);
  });

  it('answers 401 once, 403 for a foreign company and 404 for an unknown unit', async () => {
    // The range is computed once: a range that changes on every render is a new query each time.
    const range = lastHours(1);
    const session = connectApiClient(sim.app, { token: 'expired' });
    const refused = renderHookWithClient(() => useTemperatureLogs(unit.guid, undefined, range));
    await waitFor(() => expect(refused.result.current.isError).toBe(true));
    expect(session.unauthorizedCalls()).toBe(1);

    connectApiClient(sim.app, { token: TOKENS.support });
    const foreign = renderHookWithClient(() =>
      useTemperatureLogs(unit.guid, COMPANIES.gamma, range),
    );
    const missing = renderHookWithClient(() =>
      useTemperatureLogs('no-such-unit', undefined, range),
    );
    await waitFor(() =>
      expect(foreign.result.current.isError && missing.result.current.isError).toBe(true),
    );
    expect(foreign.result.current.error).toMatchObject({ status: 403 });
    expect(missing.result.current.error).toMatchObject({ status: 404 });
  });
});

describe('useTemperatureLog (endpoint 10)', () => {
  async function aLogGuid(): Promise<string> {
    connectApiClient(sim.app, { token: TOKENS.operator });
    const client = createTestQueryClient();
    const list = await client.fetchQuery(
      temperatureQueries.list(unit.guid, undefined, lastHours(1)),
    );
    return list.items.at(-1)!.guid;
  }

  it('reads one log', async () => {
    const guid = await aLogGuid();
    const { result } = renderHookWithClient(() => useTemperatureLog(unit.guid, guid, undefined));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toMatchObject({ guid, equipmentGuid: unit.guid });
  });

  it('fails with a schema error for a log without its required fields', async () => {
    const guid = await aLogGuid();
    sim.faults.add({ path: '/v2/equipment/*/temperatures/*', body: 'schema-invalid', times: 1 });
    const { result } = renderHookWithClient(() => useTemperatureLog(unit.guid, guid, undefined));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({ kind: 'schema' });
  });

  it('answers 404, 403 and 401 once', async () => {
    const guid = await aLogGuid();
    connectApiClient(sim.app, { token: TOKENS.support });
    const missing = renderHookWithClient(() =>
      useTemperatureLog(unit.guid, 'no-such-log', undefined),
    );
    const foreign = renderHookWithClient(() => useTemperatureLog(unit.guid, guid, COMPANIES.gamma));
    await waitFor(() =>
      expect(missing.result.current.isError && foreign.result.current.isError).toBe(true),
    );
    expect(missing.result.current.error).toMatchObject({ status: 404 });
    expect(foreign.result.current.error).toMatchObject({ status: 403 });
    const session = connectApiClient(sim.app, { token: 'expired' });
    const refused = renderHookWithClient(() => useTemperatureLog(unit.guid, guid, undefined));
    await waitFor(() => expect(refused.result.current.isError).toBe(true));
    expect(session.unauthorizedCalls()).toBe(1);
  });
});

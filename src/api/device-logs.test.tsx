import { act, cleanup, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSimulator } from '../../server/app.ts';
import { COMPANIES, MANY_LOGS_COUNT, SHOWCASE, TOKENS } from '../../server/simulator/fixtures.ts';
import { createTestQueryClient, renderHookWithClient } from '@/testing/render-with-client';
import { connectApiClient } from '@/testing/sim-fetch';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { DEVICE_LOG_PAGE_SIZE, deviceLogQueries } from './device-logs';

// The queries as a page reads them.
const useDeviceLogs = (...args: Parameters<typeof deviceLogQueries.list>) =>
  useInfiniteQuery(deviceLogQueries.list(...args));
const useDeviceLog = (...args: Parameters<typeof deviceLogQueries.detail>) =>
  useQuery(deviceLogQueries.detail(...args));

// A broken log downloads the zod parse on first use (loadSlowPath); loading it once up front keeps
// that first import out of the waitFor timeouts on a busy machine.
beforeAll(async () => {
  await import('./parse/slow-path.ts');
});

// Unmount every hook of a test, so its queries cannot keep fetching into the next one.
afterEach(() => cleanup());

const sim = createSimulator({ admin: true });
const unit = SHOWCASE.manyLogs;
let warn: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  sim.faults.clear();
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

const newestFirst = (dates: number[]) => expect(dates).toEqual([...dates].sort((a, b) => b - a));

describe('useDeviceLogs (endpoint 11)', () => {
  it('loads the newest page first and more on demand, without repeats', async () => {
    connectApiClient(sim.app, { token: TOKENS.operator });
    const { result } = renderHookWithClient(() => useDeviceLogs(unit.guid, COMPANIES.alpha));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toMatchObject({ total: MANY_LOGS_COUNT, pages: 1 });
    expect(result.current.data!.items).toHaveLength(DEVICE_LOG_PAGE_SIZE);
    expect(result.current.hasNextPage).toBe(true);

    await act(() => result.current.fetchNextPage());
    await waitFor(() => expect(result.current.data?.pages).toBe(2));
    const items = result.current.data!.items;
    expect(items).toHaveLength(2 * DEVICE_LOG_PAGE_SIZE);
    expect(new Set(items.map((l) => l.guid)).size).toBe(items.length);
    newestFirst(items.map((l) => l.logDate));
  });

  it('filters by type and controller serial, one cache entry per filter', async () => {
    connectApiClient(sim.app, { token: TOKENS.operator });
    const client = createTestQueryClient();
    const sessions = renderHookWithClient(
      () => useDeviceLogs(SHOWCASE.inSession.guid, undefined, { type: 'session' }),
      { client },
    );
    await waitFor(() => expect(sessions.result.current.isSuccess).toBe(true));
    const items = sessions.result.current.data!.items;
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((l) => l.type === 'session')).toBe(true);
    expect(items.filter((l) => l.session).length).toBeGreaterThan(0);

    const serial = items[0]!.controllerSerial;
    const bySerial = renderHookWithClient(
      () => useDeviceLogs(SHOWCASE.inSession.guid, undefined, { controllerSerial: String(serial) }),
      { client },
    );
    await waitFor(() => expect(bySerial.result.current.isSuccess).toBe(true));
    expect(bySerial.result.current.data!.items.every((l) => l.controllerSerial === serial)).toBe(
      true,
    );
    expect(
      client
        .getQueryCache()
        .findAll({ queryKey: deviceLogQueries.ofEquipment(SHOWCASE.inSession.guid, undefined) }),
    ).toHaveLength(2);
  });

  it('filters, sorts and stops by itself when the server ignores every parameter', async () => {
    connectApiClient(sim.app, { token: TOKENS.operator });
    const client = createTestQueryClient();
    const honoured = renderHookWithClient(
      () => useDeviceLogs(SHOWCASE.inSession.guid, undefined, { type: 'error' }),
      { client },
    );
    await waitFor(() => expect(honoured.result.current.isSuccess).toBe(true));
    const expected = honoured.result.current.data!.items.map((l) => l.guid);
    cleanup();

    sim.faults.add({ path: '/v2/equipment/*/logs', ignoreParams: true });
    const ignored = renderHookWithClient(() =>
      useDeviceLogs(SHOWCASE.inSession.guid, undefined, { type: 'error' }),
    );
    await waitFor(() => expect(ignored.result.current.isSuccess).toBe(true));
    const items = ignored.result.current.data!.items;
    expect(items.every((l) => l.type === 'error')).toBe(true);
    newestFirst(items.map((l) => l.logDate));
    expect(ignored.result.current.hasNextPage).toBe(false);
    expect(items.map((l) => l.guid).slice(0, expected.length)).toEqual(expected);
  });

  it('keeps the good logs of a page with a broken one', async () => {
    connectApiClient(sim.app, { token: TOKENS.operator });
    sim.faults.add({ path: '/v2/equipment/*/logs', body: 'schema-invalid-item', times: 1 });
    const { result } = renderHookWithClient(() => useDeviceLogs(unit.guid, undefined));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data!.invalidCount).toBe(1);
    expect(result.current.data!.items).toHaveLength(DEVICE_LOG_PAGE_SIZE - 1);
  });

  it('answers 401 once, 403 for a foreign company and 404 for an unknown unit', async () => {
    const session = connectApiClient(sim.app, { token: 'expired' });
    const refused = renderHookWithClient(() => useDeviceLogs(unit.guid, undefined));
    await waitFor(() => expect(refused.result.current.isError).toBe(true));
    expect(session.unauthorizedCalls()).toBe(1);

    connectApiClient(sim.app, { token: TOKENS.owner });
    const foreign = renderHookWithClient(() => useDeviceLogs(unit.guid, COMPANIES.alpha));
    const missing = renderHookWithClient(() => useDeviceLogs('no-such-unit', undefined));
    await waitFor(() =>
      expect(foreign.result.current.isError && missing.result.current.isError).toBe(true),
    );
    expect(foreign.result.current.error).toMatchObject({ status: 403 });
    expect(missing.result.current.error).toMatchObject({ status: 404 });
  });
});

describe('useDeviceLog (endpoint 12)', () => {
  async function aSessionLog() {
    connectApiClient(sim.app, { token: TOKENS.operator });
    const data = await createTestQueryClient().fetchInfiniteQuery(
      deviceLogQueries.list(SHOWCASE.inSession.guid, undefined, { type: 'session' }),
    );
    return data.pages[0]!.items[0]!;
  }

  it('reads one session log with its session block', async () => {
    const log = await aSessionLog();
    const { result } = renderHookWithClient(() =>
      useDeviceLog(SHOWCASE.inSession.guid, log.guid, undefined),
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toMatchObject({
      guid: log.guid,
      type: 'session',
      logId: log.logId,
    });
    expect(result.current.data?.document).toMatchObject({ log_id: log.logId });
    expect(typeof result.current.data?.session?.sessionTime).toBe('number');
  });

  it('fails with a schema error for a log without its required fields', async () => {
    const log = await aSessionLog();
    sim.faults.add({ path: '/v2/equipment/*/logs/*', body: 'schema-invalid', times: 1 });
    const { result } = renderHookWithClient(() =>
      useDeviceLog(SHOWCASE.inSession.guid, log.guid, undefined),
    );
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({ kind: 'schema' });
  });

  it('answers 404, 403 and 401 once', async () => {
    const log = await aSessionLog();
    connectApiClient(sim.app, { token: TOKENS.owner });
    const foreign = renderHookWithClient(() =>
      useDeviceLog(SHOWCASE.inSession.guid, log.guid, COMPANIES.alpha),
    );
    await waitFor(() => expect(foreign.result.current.isError).toBe(true));
    expect(foreign.result.current.error).toMatchObject({ status: 403 });
    connectApiClient(sim.app, { token: TOKENS.operator });
    const missing = renderHookWithClient(() =>
      useDeviceLog(SHOWCASE.inSession.guid, 'no-such-log', undefined),
    );
    await waitFor(() => expect(missing.result.current.isError).toBe(true));
    expect(missing.result.current.error).toMatchObject({ status: 404 });
    const session = connectApiClient(sim.app, { token: 'expired' });
    const refused = renderHookWithClient(() =>
      useDeviceLog(SHOWCASE.inSession.guid, log.guid, undefined),
    );
    await waitFor(() => expect(refused.result.current.isError).toBe(true));
    expect(session.unauthorizedCalls()).toBe(1);
  });
});

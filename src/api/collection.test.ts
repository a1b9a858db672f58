// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createSimulator } from '../../server/app.ts';
import { SHOWCASE, TOKENS } from '../../server/simulator/fixtures.ts';
import { connectApiClient, simFetch } from '@/testing/sim-fetch';
import { fetchCollection, fetchCollectionPage } from './collection';
import { parseEquipmentList } from './parse/document-parse.ts';
import { deviceLogSchema, type Equipment } from '@/domain/documents/schemas';
import { parseList } from '@/domain/documents/tolerant';

const sim = createSimulator({ admin: true, units: 60 });
const honest = simFetch(sim.app);

const equipmentReq = (pageSize: number) => ({
  path: '/v2/equipment',
  company: undefined,
  parse: parseEquipmentList,
  pageSize,
});
const guids = (items: readonly Equipment[]) => items.map((e) => e._meta.guid);

/** A fetch that lets `change` rewrite the URL or the response of every request. */
function tampered(change: {
  url?: (u: URL) => void;
  response?: (r: Response) => Response;
}): typeof fetch {
  return async (input, init) => {
    const url = new URL(String(input), 'http://sim.test');
    change.url?.(url);
    const res = await honest(url.href, init);
    return change.response ? change.response(res) : res;
  };
}

let everything: string[];
beforeEach(async () => {
  sim.faults.clear();
  connectApiClient(sim.app, { token: TOKENS.operator });
  everything ??= guids((await fetchCollection(equipmentReq(1000))).items);
});

describe('fetchCollection (docs/decisions.md#collections)', () => {
  it('reads the whole fleet in one page when it fits', () => {
    expect(everything).toHaveLength(60);
  });

  it('fetches the remaining pages from X-Total-Count, a few at a time', async () => {
    const client = connectApiClient(sim.app, { token: TOKENS.operator });
    const result = await fetchCollection({ ...equipmentReq(7), concurrency: 4 });
    expect(guids(result.items)).toEqual(everything);
    expect(result.serverTotal).toBe(60);
    expect(client.requests).toHaveLength(9);
  });

  it('pages on until a short page when there is no X-Total-Count', async () => {
    const noTotal = tampered({
      response: (r) => {
        const headers = new Headers(r.headers);
        headers.delete('X-Total-Count');
        return new Response(r.body, { status: r.status, headers });
      },
    });
    const client = connectApiClient(sim.app, { token: TOKENS.operator, fetchImpl: noTotal });
    const result = await fetchCollection(equipmentReq(20));
    expect(guids(result.items)).toEqual(everything);
    // 20 + 20 + 20 + an empty page that proves the end.
    expect(client.requests).toHaveLength(4);
  });

  it('follows a server that caps the page size below the one asked for', async () => {
    const capped = tampered({
      url: (u) =>
        u.searchParams.set('limit', String(Math.min(Number(u.searchParams.get('limit')), 8))),
    });
    connectApiClient(sim.app, { token: TOKENS.operator, fetchImpl: capped });
    expect(guids((await fetchCollection(equipmentReq(25))).items)).toEqual(everything);
  });

  it('treats an answer longer than the limit as the whole collection (server ignores paging)', async () => {
    const client = connectApiClient(sim.app, { token: TOKENS.operator });
    sim.faults.add({ path: '/v2/equipment', ignoreParams: true });
    const result = await fetchCollection(equipmentReq(10));
    expect(result.serverIgnoredPaging).toBe(true);
    expect(guids(result.items)).toEqual(everything);
    expect(client.requests).toHaveLength(1);
  });

  it('stops instead of looping when the server honours limit but ignores offset', async () => {
    const noOffset = tampered({
      url: (u) => u.searchParams.delete('offset'),
      response: (r) => {
        const headers = new Headers(r.headers);
        headers.delete('X-Total-Count');
        return new Response(r.body, { status: r.status, headers });
      },
    });
    const client = connectApiClient(sim.app, { token: TOKENS.operator, fetchImpl: noOffset });
    const result = await fetchCollection(equipmentReq(10));
    expect(result.items).toHaveLength(10);
    expect(client.requests).toHaveLength(2);
  });

  it('keeps the good documents of a page with a broken one', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    sim.faults.add({ path: '/v2/equipment', body: 'schema-invalid-item', times: 1 });
    const result = await fetchCollection(equipmentReq(1000));
    expect(result.items).toHaveLength(59);
    expect(result.invalidCount).toBe(1);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^\[api\] dropped equipment /));
    warn.mockRestore();
  });
});

describe('fetchCollectionPage with a server that ignores every parameter', () => {
  const logs = (raw: readonly unknown[]) => parseList(deviceLogSchema, raw, 'device log');
  const path = `/v2/equipment/${SHOWCASE.inSession.guid}/logs`;

  it('still filters, sorts newest first and reports no further page', async () => {
    const honoured = await fetchCollectionPage({
      path,
      company: undefined,
      parse: logs,
      limit: 5000,
      offset: 0,
      params: { type: 'session', sort: '-log_date' },
    });
    sim.faults.add({ path, ignoreParams: true });
    const ignored = await fetchCollectionPage({
      path,
      company: undefined,
      parse: logs,
      limit: 5,
      offset: 0,
      params: { type: 'session', sort: '-log_date' },
    });
    expect(ignored.wholeCollection).toBe(true);
    expect(ignored.nextOffset).toBeUndefined();
    expect(ignored.items.length).toBeGreaterThan(0);
    expect(ignored.items.every((l) => l.type === 'session')).toBe(true);
    const dates = ignored.items.map((l) => l.log_date);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(ignored.items.map((l) => l._meta.guid)).toEqual(honoured.items.map((l) => l._meta.guid));
  });
});

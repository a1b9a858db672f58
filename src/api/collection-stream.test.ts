// @vitest-environment node
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSimulator } from '../../server/app.ts';
import { TOKENS } from '../../server/simulator/fixtures.ts';
import { connectApiClient, simFetch } from '@/testing/sim-fetch';
import { streamCollection, type CollectionSnapshot, type StreamProgress } from './collection';
import { parseEquipmentList } from './parse/document-parse.ts';
import type { Equipment } from '@/domain/documents/schemas';

const sim = createSimulator({ admin: true, units: 10_000 });
const req = {
  path: '/v2/equipment',
  company: undefined,
  parse: parseEquipmentList,
  pageSize: 2000,
};
const guids = (items: readonly Equipment[]) => items.map((e) => e._meta.guid);

async function collect(progress: StreamProgress | false = { everyMs: Infinity }) {
  const chunks: CollectionSnapshot<Equipment>[] = [];
  for await (const chunk of streamCollection(req, progress)) chunks.push(chunk);
  return chunks;
}

/** True when `part` appears in `whole` in the same relative order. */
function inOrder(part: readonly string[], whole: readonly string[]): boolean {
  let k = 0;
  for (const g of whole) if (g === part[k]) k++;
  return k === part.length;
}

let everything: string[];
let warn: ReturnType<typeof vi.spyOn>;
beforeAll(async () => {
  // The server's order, from one request large enough for all units.
  connectApiClient(sim.app, { token: TOKENS.operator });
  const [whole] = await collect(false);
  everything = guids(whole!.items);
});
beforeEach(() => {
  sim.faults.clear();
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  return () => warn.mockRestore();
});

describe('streamCollection (docs/decisions.md#collections, the fleet at 10,000 units)', () => {
  it('yields the first page at once, a few growing snapshots, then every unit in order', async () => {
    const client = connectApiClient(sim.app, { token: TOKENS.operator });
    const chunks = await collect({ everyFraction: 0.25, everyMs: Infinity });
    expect(everything).toHaveLength(10_000);
    const [first] = chunks;
    expect(first).toMatchObject({
      complete: false,
      serverTotal: 10_000,
      serverIgnoredPaging: false,
    });
    expect(guids(first!.items)).toEqual(everything.slice(0, 2000));
    // 2,000 → 6,000 (25 % more) → the last page completes it; no snapshot per page.
    expect(chunks.map((c) => [c.items.length, c.complete])).toEqual([
      [2000, false],
      [6000, false],
      [10_000, true],
    ]);
    for (const chunk of chunks) expect(inOrder(guids(chunk.items), everything)).toBe(true);
    expect(guids(chunks.at(-1)!.items)).toEqual(everything);
    expect(client.requests).toHaveLength(5);
  });

  it('yields the whole collection once when the server ignores paging', async () => {
    const client = connectApiClient(sim.app, { token: TOKENS.operator });
    sim.faults.add({ path: '/v2/equipment', ignoreParams: true });
    const chunks = await collect();
    expect(chunks).toHaveLength(1);
    expect(chunks[0]).toMatchObject({ complete: true, serverIgnoredPaging: true });
    expect(guids(chunks[0]!.items)).toEqual(everything);
    expect(client.requests).toHaveLength(1);
  });

  it('pages on until a short page without X-Total-Count, snapshots growing by time', async () => {
    const noTotal: typeof fetch = async (input, init) => {
      const res = await simFetch(sim.app)(input, init);
      const headers = new Headers(res.headers);
      headers.delete('X-Total-Count');
      return new Response(res.body, { status: res.status, headers });
    };
    const client = connectApiClient(sim.app, { token: TOKENS.operator, fetchImpl: noTotal });
    // everyMs 0: a snapshot after every page, to see each step of the sequence.
    const chunks = await collect({ everyMs: 0 });
    expect(chunks.map((c) => [c.items.length, c.complete])).toEqual([
      [2000, false],
      [4000, false],
      [6000, false],
      [8000, false],
      [10_000, false],
      [10_000, true],
    ]);
    expect(chunks[0]!.serverTotal).toBeUndefined();
    expect(guids(chunks.at(-1)!.items)).toEqual(everything);
    // 5 full pages and the empty one that proves the end.
    expect(client.requests).toHaveLength(6);
  });

  it('fails the stream when a later page fails, after the first page was yielded', async () => {
    connectApiClient(sim.app, { token: TOKENS.operator });
    const seen: number[] = [];
    const failing = (async () => {
      for await (const chunk of streamCollection(req, { everyMs: Infinity })) {
        seen.push(chunk.items.length);
        // Fail every later page from now on.
        sim.faults.add({ path: '/v2/equipment', status: 500 });
      }
    })();
    await expect(failing).rejects.toMatchObject({ status: 500 });
    expect(seen).toEqual([2000]);
  });
});

import { describe, expect, it } from 'vitest';
import type { ServiceClient } from '../service/service-client.ts';
import { FleetPoller, FleetPollError, PAGE_SIZE } from './fleet-poller.ts';
import { CHANGES, document, random, type Doc } from './test-page-cases.ts';

/** A service answering the fleet pages from `pages` (text per offset), each once per read. */
function service(pages: () => string[]): ServiceClient {
  const answer = (text: string) => ({
    status: 200,
    etag: `"${text.length}:${text.slice(-40)}"`,
    headers: new Headers({ 'X-Total-Count': String(pages().length * PAGE_SIZE) }),
    body: new Response(text).body,
  });
  return {
    get: () => Promise.resolve({ status: 404 }),
    getStream: (path) => {
      const offset = Number(/offset=(\d+)/.exec(path)![1]);
      const text = pages()[offset / PAGE_SIZE];
      if (text === undefined) return Promise.resolve({ status: 500, body: null });
      return Promise.resolve(answer(text));
    },
    send: () => Promise.resolve({ status: 500 }),
    user: () => Promise.resolve(null),
  };
}

const fleet = (docs: Doc[]) => {
  const texts: string[] = [];
  for (let i = 0; i < docs.length; i += PAGE_SIZE)
    texts.push(JSON.stringify(docs.slice(i, i + PAGE_SIZE)));
  return texts;
};

describe('the fleet poller reads pages of pinged documents as it read them parsed', () => {
  it('keeps each page for the next poll and follows pings, counters and a shrinking fleet', async () => {
    const rng = random(11);
    let docs = Array.from({ length: PAGE_SIZE + 20 }, (_, i) => document(rng, i));
    let texts = fleet(docs);
    const fast = new FleetPoller(
      service(() => texts),
      600_000,
    );
    const first = await fast.read();
    expect(first.units).toHaveLength(docs.length);
    for (let poll = 0; poll < 3; poll++) {
      for (const d of docs) CHANGES[rng.int(10) ? 'ping and counter' : 'state']!(rng, d);
      if (poll === 2) docs = docs.slice(0, PAGE_SIZE - 5);
      texts = fleet(docs);
      const read = await fast.read();
      // A poller that never saw the fleet before parses every document: the reference.
      const fresh = await new FleetPoller(
        service(() => texts),
        600_000,
      ).read();
      expect(read.units.map((p) => ({ ...p, unit: { ...p.unit, asOf: 0 } }))).toStrictEqual(
        fresh.units.map((p) => ({ ...p, unit: { ...p.unit, asOf: 0 } })),
      );
      expect(read.changed.size).toBeGreaterThan(0);
      expect(read.removed).toHaveLength(poll === 2 ? 25 : 0);
    }
  }, 30_000);

  it('counts documents without a guid as invalid, and fails on a page that is no list', async () => {
    const good = JSON.stringify(document(random(1), 1));
    let texts = [`[${good},{"_meta":{}},7]`];
    const poller = new FleetPoller(
      service(() => texts),
      600_000,
    );
    expect(await poller.read()).toMatchObject({ invalid: 2, pages: 1 });
    texts = [`[${good.replace('"updated":', '"updated":1,"x":')},{"_meta":{}},7]`];
    expect((await poller.read()).invalid).toBe(2);
    texts = [`{"units":[${good}]}`];
    await expect(poller.read()).rejects.toBeInstanceOf(FleetPollError);
    texts = [`[${good},${good.slice(0, -1)}]`];
    await expect(poller.read()).rejects.toBeInstanceOf(FleetPollError);
    // After failed reads the poller still compares with the last page it read.
    texts = [`[${good},{"_meta":{}},7]`];
    expect((await poller.read()).units).toHaveLength(1);
  });
});

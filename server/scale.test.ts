// @vitest-environment node
import { expect, it } from 'vitest';
import { SHOWCASE } from './simulator/fixtures.ts';
import { MAX_LIMIT } from './simulator/http/query.ts';
import { testSimulator } from './simulator/test-helpers.ts';

it('lists 100,000 units, generated on demand, in pages of at most the maximum limit', async () => {
  const { app, world } = testSimulator({ units: 100_000 });
  const headers = { Authorization: 'Bearer demo-operator' };
  const started = performance.now();
  const first = await app.request(`/api/v2/equipment?limit=${MAX_LIMIT}`, { headers });
  const firstPage = performance.now() - started;
  const docs = JSON.parse(await first.text()) as { _meta: { guid: string } }[];
  expect(first.headers.get('x-total-count')).toBe('100000');
  for (let offset = MAX_LIMIT; offset < 100_000; offset += MAX_LIMIT) {
    const res = await app.request(`/api/v2/equipment?limit=${MAX_LIMIT}&offset=${offset}`, {
      headers,
    });
    expect(res.status).toBe(200);
    docs.push(...(JSON.parse(await res.text()) as { _meta: { guid: string } }[]));
  }
  const total = performance.now() - started;
  console.log(
    `GET /api/v2/equipment with 100,000 units: first page of ${MAX_LIMIT} after ${firstPage.toFixed(0)} ms, ` +
      `all ${100_000 / MAX_LIMIT} pages after ${total.toFixed(0)} ms`,
  );
  expect(docs).toHaveLength(100_000);
  expect(new Set(docs.map((d) => d._meta.guid)).size).toBe(100_000);
  // The last generated unit is found by its guid without any index in memory.
  const last = docs.at(-1)!._meta.guid;
  expect(world.find(last)?.guid).toBe(last);
  expect(docs.some((d) => d._meta.guid === SHOWCASE.bigErrors.guid)).toBe(true);
}, 60_000);

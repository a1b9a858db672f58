// @vitest-environment node
import { expect, it } from 'vitest';
import { SHOWCASE } from './simulator/fixtures.ts';
import { T_TEST, testSimulator } from './simulator/test-helpers.ts';

it('lists 100,000 units, generated on demand', async () => {
  const { app, world } = testSimulator({ units: 100_000 });
  const started = performance.now();
  const res = await app.request('/api/v2/equipment', {
    headers: { Authorization: 'Bearer demo-operator' },
  });
  const firstByte = performance.now() - started;
  const text = await res.text();
  const total = performance.now() - started;
  const docs = JSON.parse(text) as { _meta: { guid: string } }[];
  console.log(
    `GET /api/v2/equipment with 100,000 units: headers after ${firstByte.toFixed(0)} ms, ` +
      `full body after ${total.toFixed(0)} ms, ${(text.length / 1e6).toFixed(1)} MB (${Math.round(text.length / docs.length)} B per unit)`,
  );
  expect(res.status).toBe(200);
  expect(res.headers.get('x-total-count')).toBe('100000');
  expect(docs).toHaveLength(100_000);
  expect(new Set(docs.map((d) => d._meta.guid)).size).toBe(100_000);
  // The last generated unit is found by its guid without any index in memory.
  const last = docs.at(-1)!._meta.guid;
  expect(world.find(last)?.guid).toBe(last);
  expect(T_TEST).toBeGreaterThan(0);
  expect(docs.some((d) => d._meta.guid === SHOWCASE.bigErrors.guid)).toBe(true);
}, 60_000);

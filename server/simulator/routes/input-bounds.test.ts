// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { COMPANIES, SHOWCASE } from '../fixtures.ts';
import { MAX_LIMIT } from '../http/query.ts';
import { MAX_PATCH_BYTES, MAX_PATCH_OPS } from '../world/patch.ts';
import { call, get, testSimulator } from '../test-helpers.ts';

const info = (guid: string) => `/api/v2/equipment/${guid}/information`;

describe('simulator input bounds', () => {
  it('refuses a PATCH body above the size limit with 413 and changes nothing', async () => {
    const { app, world } = testSimulator();
    const big = JSON.stringify([
      { op: 'replace', path: '/alias', value: 'x'.repeat(MAX_PATCH_BYTES) },
    ]);
    const r = await call(app, 'PATCH', info(SHOWCASE.shared.guid), { rawBody: big });
    expect(r.status).toBe(413);
    expect(r.json).toEqual({ message: expect.stringContaining(`${MAX_PATCH_BYTES}`) });
    expect(world.patches.has(SHOWCASE.shared.guid)).toBe(false);
  });

  it('refuses a chunked PATCH body above the limit too (no Content-Length to trust)', async () => {
    const { app } = testSimulator();
    const chunk = new TextEncoder().encode(' '.repeat(16 * 1024));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 8) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const res = await app.request(info(SHOWCASE.shared.guid), {
      method: 'PATCH',
      headers: { Authorization: 'Bearer demo-operator', 'Transfer-Encoding': 'chunked' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
  });

  it('refuses more than the maximum number of operations with 400', async () => {
    const { app } = testSimulator();
    const ops = Array.from({ length: MAX_PATCH_OPS + 1 }, (_, i) => ({
      op: 'replace',
      path: '/alias',
      value: `a${i}`,
    }));
    const r = await call(app, 'PATCH', info(SHOWCASE.shared.guid), { body: ops });
    expect(r.status).toBe(400);
    expect((r.json as { message: string }).message).toContain(`at most ${MAX_PATCH_OPS}`);
  });

  it('applies repeated edits to the stored document instead of stacking them', async () => {
    const { app, world } = testSimulator();
    const guid = SHOWCASE.shared.guid;
    for (let i = 0; i < 300; i++) {
      const r = await call(app, 'PATCH', info(guid), {
        body: [
          { op: 'replace', path: '/alias', value: `Cabin ${i}` },
          { op: 'replace', path: '/location/city', value: `City ${i}` },
        ],
      });
      expect(r.status).toBe(200);
    }
    expect(world.patches.get(guid)?.ops.length).toBe(2);
    const doc = await get(app, `/api/v2/equipment/${guid}`);
    expect(doc.json).toMatchObject({ alias: 'Cabin 299', location: { city: 'City 299' } });
  });

  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty', 'not-a-guid'])(
    'answers 400 (never 500) for company=%s',
    async (company) => {
      const { app } = testSimulator();
      for (const path of [
        `/api/v2/equipment?company=${company}`,
        `/api/v2/equipment/${SHOWCASE.shared.guid}?company=${company}`,
        `/api/auth/resource/permissions?company=${company}`,
      ]) {
        const r = await get(app, path);
        expect(r.status, path).toBe(400);
        expect(r.json, path).toEqual({ message: 'Query parameter company must be a guid' });
      }
    },
  );

  it('answers 404 for unit and log ids that are not guids, before any lookup', async () => {
    const { app } = testSimulator();
    for (const path of [
      '/api/v2/equipment/constructor',
      '/api/v2/equipment/__proto__/maintenance/counters',
      `/api/v2/equipment/${SHOWCASE.manyLogs.guid}/logs/toString`,
      `/api/v2/equipment/${SHOWCASE.temperatures.guid}/temperatures/constructor`,
    ]) {
      expect((await get(app, path)).status, path).toBe(404);
    }
    const other = await get(
      app,
      `/api/v2/equipment/${SHOWCASE.shared.guid}?company=${COMPANIES.gamma}`,
    );
    expect(other.status).toBe(200);
  });

  it(`caps collection pages at limit ${MAX_LIMIT}: above is 400, none means ${MAX_LIMIT}`, async () => {
    const { app } = testSimulator();
    const many = `/api/v2/equipment/${SHOWCASE.manyLogs.guid}/logs`;
    expect((await get(app, `${many}?limit=${MAX_LIMIT + 1}`)).status).toBe(400);
    const page = await get(app, many);
    expect(page.status).toBe(200);
    expect((page.json as unknown[]).length).toBe(MAX_LIMIT);
    expect(page.headers.get('x-total-count')).toBe('100000');
    const temps = await get(app, `/api/v2/equipment/${SHOWCASE.temperatures.guid}/temperatures`);
    expect((temps.json as unknown[]).length).toBe(MAX_LIMIT);
    expect(Number(temps.headers.get('x-total-count'))).toBeGreaterThan(MAX_LIMIT);
  }, 30_000);
});

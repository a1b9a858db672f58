// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANIES, TOKENS } from '../../simulator/fixtures.ts';
import type { RunningEngine } from '../engine.ts';
import { testEngine } from '../test-engine.ts';
import { engineRoutes } from './routes.ts';

let engine: RunningEngine;
let app: ReturnType<typeof engineRoutes>;
beforeAll(async () => {
  ({ engine } = await testEngine({ units: 200 }));
  await engine.pollNow();
  app = engineRoutes(engine);
}, 60_000);
afterAll(() => engine.stop());

const get = (path: string, token?: string, signal?: AbortSignal) =>
  app.request(`/engine/v1${path}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    ...(signal ? { signal } : {}),
  });

describe('engine routes', { timeout: 60_000 }, () => {
  it('status: 401 without a valid token, and units only of the caller’s companies', async () => {
    expect((await get('/status')).status).toBe(401);
    expect((await get('/status', 'not-a-token')).status).toBe(401);
    const operator = (await (await get('/status', TOKENS.operator)).json()) as Record<
      string,
      unknown
    >;
    const owner = (await (await get('/status', TOKENS.owner)).json()) as Record<string, unknown>;
    expect(operator).toMatchObject({ database: 'pglite', leader: false });
    expect(typeof operator.lastPollAt).toBe('number');
    expect(owner.units).toBeGreaterThan(0);
    expect(owner.units).toBeLessThan(operator.units as number);
  });

  it('events: an event of a company the user cannot read never reaches them', async () => {
    const abort = new AbortController();
    const res = await get('/events', TOKENS.owner, abort.signal);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    await engine.start();
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    await engine.publish({ type: 'alerts', companyGuids: [COMPANIES.alpha], id: 'alpha-only' });
    await engine.publish({ type: 'alerts', companyGuids: [COMPANIES.gamma], id: 'gamma' });
    while (!text.includes('gamma')) text += (await reader.read()).value ?? '';
    abort.abort();
    expect(text).toContain('event: alerts\ndata: {"type":"alerts","companyGuids":["');
    expect(text).not.toContain('alpha-only');
  });

  it('unknown engine paths are 404 JSON for a signed-in caller', async () => {
    const res = await get('/nothing-here', TOKENS.operator);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'Not found' });
  });
});

// @vitest-environment node
import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSimulator } from './app.ts';
import { SHOWCASE } from './simulator/fixtures.ts';
import { acceptsGzip } from './gzip-stream.ts';
import { createServeApp } from './serve-app.ts';

let dist = '';

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'serve-app-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(join(dist, 'index.html'), '<!doctype html><title>Fleet</title>');
  await writeFile(join(dist, 'assets', 'main-abc123.js'), 'console.log(1)');
  await writeFile(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  await writeFile(join(dist, 'manifest.webmanifest'), '{"name":"Sunbed Fleet"}');
  await writeFile(join(dist, 'assets', 'big-def456.js'), 'export const rows = [];\n'.repeat(400));
  await writeFile(
    join(dist, 'config.json'),
    JSON.stringify({ apiBaseUrl: 'https://api.example.com/v1' }),
  );
});

const EXPECTED_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
  "connect-src 'self' https://api.example.com; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'";

function expectSecurityHeaders(res: Response) {
  expect(res.headers.get('content-security-policy')).toBe(EXPECTED_CSP);
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('referrer-policy')).toBe('no-referrer');
  expect(res.headers.get('x-frame-options')).toBe('DENY');
}

describe('createServeApp', () => {
  it('serves index.html for app routes, with the security headers and no caching', async () => {
    const app = await createServeApp({ distDir: dist, api: createSimulator().app });
    for (const path of ['/', '/equipment/abc?company=x', '/logs']) {
      const res = await app.request(path);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('<title>Fleet</title>');
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expectSecurityHeaders(res);
    }
  });

  it('serves the service worker and the manifest uncached, so a new version is found', async () => {
    const app = await createServeApp({ distDir: dist, api: createSimulator().app });
    const sw = await app.request('/sw.js');
    expect(sw.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(sw.headers.get('cache-control')).toBe('no-cache');
    expectSecurityHeaders(sw);
    const manifest = await app.request('/manifest.webmanifest');
    expect(manifest.headers.get('content-type')).toBe('application/manifest+json');
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
  });

  it('serves hashed assets with a long cache and answers 404 for missing files', async () => {
    const app = await createServeApp({ distDir: dist });
    const asset = await app.request('/assets/main-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-type')).toContain('text/javascript');
    expect((await app.request('/assets/missing-1.js')).status).toBe(404);
    expect((await app.request('/favicon-missing.ico')).status).toBe(404);
    expect((await app.request('/../package.json')).status).not.toBe(200);
    expect((await app.request('/%2e%2e/package.json')).status).toBe(404);
  });

  it('gzips text assets for clients that accept it, and only for them', async () => {
    const app = await createServeApp({ distDir: dist });
    const original = 'export const rows = [];\n'.repeat(400);
    const zipped = await app.request('/assets/big-def456.js', {
      headers: { 'Accept-Encoding': 'gzip, br' },
    });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toBe('Accept-Encoding');
    const bytes = Buffer.from(await zipped.arrayBuffer());
    expect(bytes.length).toBeLessThan(original.length / 10);
    expect(gunzipSync(bytes).toString()).toBe(original);
    const plain = await app.request('/assets/big-def456.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(original);
  });

  it('mounts the simulator under /api', async () => {
    const app = await createServeApp({ distDir: dist, api: createSimulator().app });
    const res = await app.request('/api/auth/resource', {
      headers: { Authorization: 'Bearer demo-owner' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toMatchObject({ username: 'oowner' });
    expectSecurityHeaders(res);
  });

  it('proxies /api/* to the upstream base URL, passing method, headers, body and status', async () => {
    const seen: {
      url: string;
      method: string;
      auth: string | null;
      connection: string | null;
      body: string;
    }[] = [];
    const fetchImpl = (async (url: string, init: RequestInit) => {
      const headers = new Headers(init.headers);
      seen.push({
        url,
        method: init.method ?? 'GET',
        auth: headers.get('authorization'),
        connection: headers.get('keep-alive'),
        body: init.body ? await new Response(init.body).text() : '',
      });
      return new Response('{"ok":true}', {
        status: 207,
        headers: {
          'content-type': 'application/json',
          'x-total-count': '9',
          connection: 'keep-alive',
          'keep-alive': 'timeout=5',
        },
      });
    }) as typeof fetch;
    const app = await createServeApp({
      distDir: dist,
      upstream: 'https://real.example.com/base',
      fetchImpl,
    });
    const res = await app.request('/api/v2/equipment/x/information?company=c1', {
      method: 'PATCH',
      headers: {
        Authorization: 'Bearer t',
        'Keep-Alive': 'timeout=5',
        'Content-Type': 'application/json',
      },
      body: '[{"op":"remove","path":"/alias"}]',
    });
    expect(res.status).toBe(207);
    expect(res.headers.get('x-total-count')).toBe('9');
    expect(res.headers.get('keep-alive')).toBeNull();
    expect(await res.text()).toBe('{"ok":true}');
    expect(seen).toEqual([
      {
        url: 'https://real.example.com/base/v2/equipment/x/information?company=c1',
        method: 'PATCH',
        auth: 'Bearer t',
        connection: null,
        body: '[{"op":"remove","path":"/alias"}]',
      },
    ]);
  });

  it('answers 502 with a message when the upstream cannot be reached', async () => {
    const fetchImpl = (async () => {
      throw new TypeError('fetch failed');
    }) as typeof fetch;
    const app = await createServeApp({
      distDir: dist,
      upstream: 'https://down.example.com',
      fetchImpl,
    });
    const res = await app.request('/api/v2/equipment');
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ message: expect.any(String) });
  });

  describe('gzips /api answers', () => {
    const operator = { Authorization: 'Bearer demo-operator' };
    const gzip = { ...operator, 'Accept-Encoding': 'gzip, deflate, br' };

    it('streams JSON gzipped when accepted, with the same JSON and the same headers', async () => {
      const app = await createServeApp({
        distDir: dist,
        // A frozen clock: both answers must describe the same instant to be compared byte for byte.
        api: createSimulator({ units: 60, now: () => Date.UTC(2026, 10, 20, 14) }).app,
      });
      const plain = await app.request('/api/v2/equipment?limit=50', { headers: operator });
      const zipped = await app.request('/api/v2/equipment?limit=50', { headers: gzip });
      expect(plain.headers.get('content-encoding')).toBeNull();
      expect(zipped.status).toBe(200);
      expect(zipped.headers.get('content-encoding')).toBe('gzip');
      for (const res of [plain, zipped]) {
        expect(res.headers.get('vary')).toBe('Accept-Encoding');
        expect(res.headers.get('x-total-count')).toBe('60');
        expect(res.headers.get('cache-control')).toBe('no-store');
        expect(res.headers.get('content-type')).toContain('application/json');
        expectSecurityHeaders(res);
      }
      const text = await plain.text();
      const bytes = Buffer.from(await zipped.arrayBuffer());
      // A cached simulator page is gzipped once, so its gzipped length is known up front.
      expect(Number(zipped.headers.get('content-length'))).toBe(bytes.length);
      expect(bytes.length).toBeLessThan(text.length / 4);
      expect(gunzipSync(bytes).toString()).toBe(text);
      expect(JSON.parse(text)).toHaveLength(50);
    });

    it('gzips a cached page once per version: an edit shows in the next gzipped page', async () => {
      const sim = createSimulator({ units: 60, now: () => Date.UTC(2026, 10, 20, 14) });
      const app = await createServeApp({ distDir: dist, api: sim.app });
      const page = async () => {
        const res = await app.request('/api/v2/equipment?limit=50', { headers: gzip });
        expect(res.headers.get('content-encoding')).toBe('gzip');
        const text = gunzipSync(Buffer.from(await res.arrayBuffer())).toString();
        return { etag: res.headers.get('etag'), text };
      };
      const first = await page();
      expect(await page()).toEqual(first);
      const guid = (JSON.parse(first.text) as { _meta: { guid: string } }[])[0]?._meta.guid;
      const edit = await app.request(`/api/v2/equipment/${guid}/information`, {
        method: 'PATCH',
        headers: { ...operator, 'Content-Type': 'application/json' },
        body: JSON.stringify([{ op: 'replace', path: '/alias', value: 'Gzipped anew' }]),
      });
      expect(edit.status).toBe(200);
      const after = await page();
      expect(after.etag).not.toBe(first.etag);
      expect(after.text).toContain('"alias":"Gzipped anew"');
    });

    it('answers plainly to clients that do not accept gzip', async () => {
      const app = await createServeApp({ distDir: dist, api: createSimulator().app });
      for (const encoding of [undefined, 'identity', 'gzip;q=0, br', '*;q=0']) {
        const headers = { ...operator, ...(encoding ? { 'Accept-Encoding': encoding } : {}) };
        const res = await app.request('/api/v2/equipment', { headers });
        expect(res.headers.get('content-encoding')).toBeNull();
        expect(JSON.parse(await res.text())).toBeInstanceOf(Array);
      }
      expect(acceptsGzip('br;q=1, *;q=0.5')).toBe(true);
      expect(acceptsGzip('GZIP')).toBe(true);
    });

    it('leaves empty and tiny answers as they are', async () => {
      const app = await createServeApp({ distDir: dist, api: createSimulator().app });
      const guid = SHOWCASE.resettable.guid;
      const reset = await app.request(`/api/v2/equipment/${guid}/controller/reset`, {
        method: 'PUT',
        headers: gzip,
      });
      expect(reset.status).toBe(202);
      expect(reset.headers.get('content-encoding')).toBeNull();
      expect(await reset.text()).toBe('');
      expectSecurityHeaders(reset);
      // A few dozen bytes of error message: gzip would only add its own header.
      const missing = await app.request('/api/v2/equipment/00000000-0000-4000-8000-00000000dead', {
        headers: gzip,
      });
      expect(missing.status).toBe(404);
      expect(missing.headers.get('content-encoding')).toBeNull();
      expect(missing.headers.get('cache-control')).toBe('no-store');
      expect(await missing.json()).toEqual({ message: expect.any(String) });
    });

    it('keeps fault statuses, Retry-After, and a dropped connection still fails', async () => {
      const { app: api, adminToken } = createSimulator({ admin: true });
      const app = await createServeApp({ distDir: dist, api });
      await app.request('/api/__admin/faults', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Admin-Token': adminToken! },
        body: JSON.stringify([
          { path: '/v2/equipment', status: 503, retryAfter: 7, times: 1 },
          { path: '/v2/equipment', body: 'drop', times: 1 },
        ]),
      });
      const busy = await app.request('/api/v2/equipment', { headers: gzip });
      expect(busy.status).toBe(503);
      expect(busy.headers.get('retry-after')).toBe('7');
      expect(await busy.json()).toEqual({ message: expect.any(String) });
      const dropped = await app.request('/api/v2/equipment', { headers: gzip });
      expect(dropped.status).toBe(200);
      await expect(dropped.arrayBuffer()).rejects.toThrow();
    });

    it('streams a large list to the end, gzipped', async () => {
      const app = await createServeApp({
        distDir: dist,
        api: createSimulator({ units: 5000 }).app,
      });
      const res = await app.request('/api/v2/equipment?limit=5000', { headers: gzip });
      expect(res.headers.get('content-encoding')).toBe('gzip');
      expect(res.headers.get('x-total-count')).toBe('5000');
      const list = JSON.parse(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()) as {
        _meta: { guid: string };
      }[];
      expect(list).toHaveLength(5000);
      expect(new Set(list.map((unit) => unit._meta.guid)).size).toBe(5000);
    }, 30_000);

    it('gzips proxied answers too, since the proxy hands them on decoded', async () => {
      const body = JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ guid: `g${i}` })));
      const fetchImpl = (async () =>
        new Response(body, {
          headers: { 'content-type': 'application/json', 'x-total-count': '200' },
        })) as unknown as typeof fetch;
      const app = await createServeApp({
        distDir: dist,
        upstream: 'https://real.example.com',
        fetchImpl,
      });
      const res = await app.request('/api/v2/equipment', { headers: gzip });
      expect(res.headers.get('content-encoding')).toBe('gzip');
      expect(res.headers.get('x-total-count')).toBe('200');
      expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(body);
    });
  });
});

describe('createServeApp and the engine', () => {
  it('answers /engine/v1/* with 404 JSON when served without the engine (the app then works alone)', async () => {
    const app = await createServeApp({ distDir: dist, api: createSimulator().app });
    const res = await app.request('/engine/v1/status', {
      headers: { Authorization: 'Bearer demo-operator' },
    });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/json/);
    expectSecurityHeaders(res);
  });

  it('hands /engine/v1/* to the engine when there is one', async () => {
    const engine = { fetch: (r: Request) => Response.json({ path: new URL(r.url).pathname }) };
    const app = await createServeApp({ distDir: dist, api: createSimulator().app, engine });
    const res = await app.request('/engine/v1/status');
    expect(await res.json()).toEqual({ path: '/engine/v1/status' });
  });
});

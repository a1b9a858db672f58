// @vitest-environment node
// The --upstream proxy against a fake upstream started here, both on 127.0.0.1, short limits.
import { serve, type ServerType } from '@hono/node-server';
import { randomBytes } from 'node:crypto';
import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createServeApp } from './serve-app.ts';

const LIMITS = {
  connectTimeoutMs: 500,
  headersTimeoutMs: 600,
  idleTimeoutMs: 600,
  maxBodyBytes: 64 * 1024,
};
const TOKEN = 'Bearer secret-token-123';
const MB = 1024 * 1024;

let dist = '';
beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'proxy-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(join(dist, 'index.html'), '<!doctype html><title>Fleet</title>');
  await writeFile(join(dist, 'assets', 'main-abc.js'), 'console.log(1)\n//# sourceMappingURL=x');
  await writeFile(join(dist, 'assets', 'main-abc.js.map'), '{"sources":["secret.ts"]}');
});

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
  vi.restoreAllMocks();
});

function listen(server: Server): Promise<number> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );
}

/** A fake upstream; `seen` holds every request it got (method, url, headers). */
async function upstream(
  handler: (req: IncomingMessage, res: import('node:http').ServerResponse) => void,
) {
  const seen: { method?: string; url?: string; headers: IncomingMessage['headers'] }[] = [];
  const server = createServer((req, res) => {
    seen.push({ method: req.method, url: req.url, headers: req.headers });
    handler(req, res);
  });
  const port = await listen(server);
  closers.push(
    () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  return { server, seen, url: `http://127.0.0.1:${port}` };
}

/** The real `npm start` app in front of it, on its own port. */
async function proxyTo(url: string, extra: { sourcemaps?: boolean } = {}) {
  const app = await createServeApp({ distDir: dist, upstream: url, proxyLimits: LIMITS, ...extra });
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  closers.unshift(
    () =>
      new Promise((resolve) => {
        (server as Server).closeAllConnections?.();
        server.close(() => resolve());
      }),
  );
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const logLines = () => {
  const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
  return () => spy.mock.calls.map((c) => c.join(' '));
};

/** Random text: gzip shrinks it only to ~75 %, so output volume follows input volume. */
function noise(bytes: number): Buffer {
  return Buffer.from(randomBytes((bytes * 3) / 4).toString('base64'));
}

describe('the --upstream proxy', () => {
  it('answers 504 with a JSON message when the upstream hangs, and closes the upstream socket', async () => {
    const lines = logLines();
    const up = await upstream(() => {}); // never answers
    const base = await proxyTo(up.url);
    const started = Date.now();
    const res = await fetch(`${base}/api/v2/equipment`, { headers: { Authorization: TOKEN } });
    expect(res.status).toBe(504);
    expect(await res.json()).toEqual({ message: 'The equipment service did not answer in time' });
    expect(Date.now() - started).toBeLessThan(5_000);
    await vi.waitFor(
      async () => {
        const open = await new Promise<number>((r) => up.server.getConnections((_e, n) => r(n)));
        expect(open).toBe(0);
      },
      { timeout: 3_000 },
    );
    expect(lines()).toEqual([expect.stringContaining('[proxy] GET /api/v2/equipment → 504')]);
    expect(lines().join('\n')).not.toContain('secret-token');
  }, 15_000);

  it('answers 502 once, logged without the token, when nothing listens upstream', async () => {
    const lines = logLines();
    const up = await upstream(() => {});
    const url = up.url;
    await new Promise<void>((r) => up.server.close(() => r()));
    const base = await proxyTo(url);
    const res = await fetch(`${base}/api/v2/equipment`, { headers: { Authorization: TOKEN } });
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ message: 'The equipment service could not be reached' });
    expect(lines()).toHaveLength(1);
    expect(lines()[0]).not.toContain('secret-token');
  }, 15_000);

  it.each([
    ['gzip', 'gzip'],
    ['plain', 'identity'],
  ])(
    'streams a huge body with backpressure to a slow %s reader (the upstream is held back)',
    async (_name, encoding) => {
      const total = 400 * MB;
      let written = 0;
      const chunk = noise(256 * 1024);
      const up = await upstream((_req, res) => {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        const more = () => {
          while (written < total) {
            written += chunk.length;
            if (!res.write(chunk)) return void res.once('drain', more);
          }
          res.end();
        };
        more();
      });
      const base = await proxyTo(up.url);
      const received = await new Promise<number>((resolve, reject) => {
        const req = httpRequest(
          `${base}/api/v2/equipment`,
          { headers: { Authorization: TOKEN, 'Accept-Encoding': encoding } },
          (res) => {
            let got = 0;
            res.on('data', (d: Buffer) => {
              got += d.length;
              // Read ~1 MB, then stop reading for a while like a slow phone would.
              if (got > MB && !res.isPaused()) {
                res.pause();
                setTimeout(() => {
                  req.destroy();
                  resolve(got);
                }, 1_500);
              }
            });
          },
        );
        req.on('error', (e) => (e.message.includes('socket hang up') ? undefined : reject(e)));
        req.end();
      });
      expect(received).toBeGreaterThan(MB);
      // Without backpressure the proxy would have pulled the upstream's 400 MB in that time.
      expect(written).toBeLessThan(48 * MB);
    },
    20_000,
  );

  it('passes Expect: 100-continue uploads on (Node answers 100, the upstream gets no Expect)', async () => {
    const up = await upstream((req, res) => {
      let body = '';
      req.on('data', (d: Buffer) => (body += d.toString()));
      req.on('end', () => {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ echoed: body.length }));
      });
    });
    const base = await proxyTo(up.url);
    const payload = JSON.stringify([{ op: 'replace', path: '/alias', value: 'x'.repeat(5000) }]);
    const answer = await new Promise<{ status: number; text: string; continued: boolean }>(
      (resolve, reject) => {
        let continued = false;
        const req = httpRequest(
          `${base}/api/v2/equipment/5ca5e000-0000-4000-8000-000000000028/information`,
          {
            method: 'PATCH',
            headers: {
              Authorization: TOKEN,
              'Content-Type': 'application/json',
              'Content-Length': Buffer.byteLength(payload),
              Expect: '100-continue',
            },
          },
          (res) => {
            let text = '';
            res.on('data', (d: Buffer) => (text += d.toString()));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, text, continued }));
          },
        );
        req.on('continue', () => {
          continued = true;
          req.end(payload);
        });
        req.on('error', reject);
      },
    );
    expect(answer).toEqual({
      status: 200,
      text: JSON.stringify({ echoed: payload.length }),
      continued: true,
    });
    expect(up.seen[0]?.headers.expect).toBeUndefined();
  }, 15_000);

  it('refuses a request body above the limit with 413 before the upstream sees it', async () => {
    const up = await upstream((_req, res) => res.end('{}'));
    const base = await proxyTo(up.url);
    const res = await fetch(`${base}/api/v2/equipment/abc/information`, {
      method: 'PATCH',
      headers: { Authorization: TOKEN, 'Content-Type': 'application/json' },
      body: 'x'.repeat(LIMITS.maxBodyBytes + 1),
    });
    expect(res.status).toBe(413);
    expect(up.seen).toEqual([]);
  }, 15_000);

  it('forwards only allowlisted headers both ways', async () => {
    const up = await upstream((_req, res) => {
      res.writeHead(200, {
        'Content-Type': 'application/json',
        Server: 'nginx/1.2.3',
        'X-Powered-By': 'Express',
        'Set-Cookie': 'session=abc',
        'Access-Control-Allow-Origin': '*',
        'X-Internal-Host': 'db-7',
        ETag: '"v1"',
        'X-Total-Count': '3',
        'Cache-Control': 'no-store',
      });
      res.end('[]');
    });
    const base = await proxyTo(up.url);
    const res = await fetch(`${base}/api/v2/equipment?limit=10`, {
      headers: {
        Authorization: TOKEN,
        Accept: 'application/json',
        'If-None-Match': '"v0"',
        'If-Modified-Since': 'Mon, 23 Nov 2026 10:00:00 GMT',
        Cookie: 'sid=browser',
        'X-Forwarded-Host': 'evil.example',
        'X-Custom': '1',
        Origin: 'https://evil.example',
      },
    });
    expect(res.status).toBe(200);
    for (const leaked of [
      'server',
      'x-powered-by',
      'set-cookie',
      'access-control-allow-origin',
      'x-internal-host',
    ])
      expect(res.headers.get(leaked), leaked).toBeNull();
    expect(res.headers.get('etag')).toBe('"v1"');
    expect(res.headers.get('x-total-count')).toBe('3');
    const sent = up.seen[0]!;
    expect(sent.url).toBe('/v2/equipment?limit=10');
    expect(sent.headers.authorization).toBe(TOKEN);
    expect(sent.headers['if-none-match']).toBe('"v0"');
    expect(sent.headers['if-modified-since']).toBe('Mon, 23 Nov 2026 10:00:00 GMT');
    for (const kept of ['cookie', 'x-forwarded-host', 'x-custom', 'origin'])
      expect(sent.headers[kept], kept).toBeUndefined();
  }, 15_000);

  it('passes 304 Not Modified with its ETag and Last-Modified back', async () => {
    const up = await upstream((req, res) => {
      if (req.headers['if-none-match'] === '"p1"') {
        res.writeHead(304, { ETag: '"p1"', 'Last-Modified': 'Mon, 23 Nov 2026 10:00:00 GMT' });
        return void res.end();
      }
      res.writeHead(200, { 'Content-Type': 'application/json', ETag: '"p1"' }).end('[]');
    });
    const base = await proxyTo(up.url);
    const res = await fetch(`${base}/api/v2/equipment`, {
      headers: { Authorization: TOKEN, 'If-None-Match': '"p1"' },
    });
    expect(res.status).toBe(304);
    expect(res.headers.get('etag')).toBe('"p1"');
    expect(res.headers.get('last-modified')).toBe('Mon, 23 Nov 2026 10:00:00 GMT');
  }, 15_000);

  it('turns an upstream HTML error page into a JSON error, keeping Retry-After', async () => {
    const lines = logLines();
    const up = await upstream((_req, res) => {
      res.writeHead(503, { 'Content-Type': 'text/html', 'Retry-After': '5' });
      res.end('<html><body><h1>503 Service Unavailable</h1><p>nginx</p></body></html>');
    });
    const base = await proxyTo(up.url);
    const res = await fetch(`${base}/api/v2/equipment`, { headers: { Authorization: TOKEN } });
    expect(res.status).toBe(503);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(res.headers.get('retry-after')).toBe('5');
    expect(await res.json()).toEqual({ message: 'The equipment service answered HTTP 503' });
    expect(lines()).toHaveLength(1);
  }, 15_000);

  it('forwards only the interface methods and paths', async () => {
    const up = await upstream((_req, res) => res.end('{}'));
    const base = await proxyTo(up.url);
    const h = { Authorization: TOKEN };
    const cases: [string, string, number][] = [
      ['DELETE', '/api/v2/equipment', 405],
      ['POST', '/api/v2/equipment/abc/controller/reset', 405],
      ['GET', '/api/v2/equipment/abc/controller/reset', 405],
      ['GET', '/api/__admin/faults', 404],
      ['GET', '/api/v1/internal', 404],
      ['GET', '/api/v2/equipment/a%2Fb', 404],
      ['OPTIONS', '/api/v2/equipment', 405],
    ];
    for (const [method, path, status] of cases) {
      const res = await fetch(`${base}${path}`, { method, headers: h });
      expect(res.status, `${method} ${path}`).toBe(status);
    }
    expect(up.seen).toEqual([]);
    const ok = await fetch(`${base}/api/v2/equipment/abc/controller/reset`, {
      method: 'PUT',
      headers: h,
    });
    expect(ok.status).toBe(200);
    expect(up.seen.map((s) => `${s.method} ${s.url}`)).toEqual([
      'PUT /v2/equipment/abc/controller/reset',
    ]);
  }, 15_000);

  it('aborts the upstream request when the client goes away', async () => {
    let upstreamClosed = false;
    const up = await upstream((req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.write('[');
      const timer = setInterval(() => res.write('{"a":1},'), 50);
      res.on('close', () => {
        clearInterval(timer);
        upstreamClosed = true;
      });
      req.resume();
    });
    const base = await proxyTo(up.url);
    await new Promise<void>((resolve) => {
      const req = httpRequest(
        `${base}/api/v2/equipment`,
        { headers: { Authorization: TOKEN } },
        (res) => {
          res.once('data', () => {
            req.destroy();
            resolve();
          });
        },
      );
      req.on('error', () => {});
      req.end();
    });
    await vi.waitFor(() => expect(upstreamClosed).toBe(true), { timeout: 3_000 });
  }, 15_000);
});

describe('static files of npm start', () => {
  it('answers 400 for a malformed path, with no stack trace logged', async () => {
    const lines = logLines();
    const up = await upstream(() => {});
    const base = await proxyTo(up.url);
    for (const path of ['/%zz', '/assets/%E0%A4%A', '/%']) {
      const res = await fetch(`${base}${path}`);
      expect(res.status, path).toBe(400);
      expect(await res.text()).not.toMatch(/at .*\.ts/);
    }
    expect(lines()).toEqual([]);
  }, 15_000);

  it('does not serve source maps unless started with --sourcemaps', async () => {
    const up = await upstream(() => {});
    expect((await fetch(`${await proxyTo(up.url)}/assets/main-abc.js.map`)).status).toBe(404);
    const withMaps = await proxyTo(up.url, { sourcemaps: true });
    expect((await fetch(`${withMaps}/assets/main-abc.js.map`)).status).toBe(200);
  }, 15_000);
});

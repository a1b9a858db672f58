// @vitest-environment node
// The proxy keeps API answers out of every cache, and a streamed body over the limit
// is the client's fault (413), not a failing upstream (502).
import { serve, type ServerType } from '@hono/node-server';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createServeApp } from './serve-app.ts';

const LIMITS = {
  connectTimeoutMs: 500,
  headersTimeoutMs: 2000,
  idleTimeoutMs: 2000,
  maxBodyBytes: 64 * 1024,
};
const TOKEN = 'Bearer secret-token-123';

let dist = '';
beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'proxy-safety-'));
  await writeFile(join(dist, 'index.html'), '<!doctype html><title>Fleet</title>');
});

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(
    () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function proxyTo(url: string) {
  const app = await createServeApp({ distDir: dist, upstream: url, proxyLimits: LIMITS });
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

describe('the --upstream proxy and caches', () => {
  it('answers no-store and Vary: Authorization when the upstream allows private caching', async () => {
    const up = await listen(
      createServer((req, res) => {
        const headers = {
          'Content-Type': 'application/json',
          'Cache-Control': 'private, max-age=300',
          Expires: 'Thu, 31 Dec 2099 00:00:00 GMT',
          ETag: '"me"',
        };
        if (req.headers['if-none-match'] === '"me"') return void res.writeHead(304, headers).end();
        res.writeHead(200, headers).end('{"email":"a@example.com"}');
      }),
    );
    const base = await proxyTo(up);
    const conditional: Record<string, string>[] = [{}, { 'If-None-Match': '"me"' }];
    for (const extra of conditional) {
      const res = await fetch(`${base}/api/auth/resource`, {
        headers: { Authorization: TOKEN, ...extra },
      });
      expect([200, 304]).toContain(res.status);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('vary')).toMatch(/Authorization/i);
      expect(res.headers.get('expires')).toBeNull();
      await res.body?.cancel();
    }
  }, 15_000);

  it('answers 413, not 502, to a streamed body that goes over the limit', async () => {
    const up = await listen(
      createServer((req, res) => {
        req.resume();
        req.on('end', () => res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}'));
      }),
    );
    const base = await proxyTo(up);
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(
        `${base}/api/v2/equipment/abc/information`,
        {
          method: 'PATCH',
          // No Content-Length: the body is chunked, its size known only on the way.
          headers: { Authorization: TOKEN, 'Content-Type': 'application/json' },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      const chunk = 'x'.repeat(16 * 1024);
      for (let i = 0; i < 6; i++) req.write(chunk);
      req.end();
    });
    expect(status).toBe(413);
  }, 15_000);
});

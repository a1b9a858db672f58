// The one-port production server: dist/ as an SPA, /api simulated or proxied, security headers.
import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { gzip as gzipCallback } from 'node:zlib';
import { Hono } from 'hono';
import { acceptsGzip, gzipApiResponse } from './gzip-stream.ts';
import { PERMISSIONS_POLICY } from './permissions-policy.ts';
import type { CommandSeen } from './engine/audit/command-audit.ts';
import { createProxy, DEFAULT_PROXY_LIMITS, type ProxyLimits } from './proxy.ts';

export interface ServeAppOptions {
  distDir: string;
  /** The simulator's app (serves /api/*), used when no upstream is given. */
  api?: { fetch: (request: Request) => Response | Promise<Response> };
  /** Base URL of a real service: /api/x is proxied to <upstream>/x. */
  upstream?: string;
  fetchImpl?: typeof fetch;
  proxyLimits?: ProxyLimits;
  /** The fleet engine's API (server/engine/http/routes.ts), answering /engine/v1/*; absent → 404. */
  engine?: { fetch: (request: Request) => Response | Promise<Response> };
  /** Told of each PUT/PATCH through /api after its answer left (the engine's audit log). */
  onCommand?: (seen: CommandSeen) => Promise<void>;
  /** .map files are served only when asked for (`--sourcemaps`); the build makes hidden maps. */
  sourcemaps?: boolean;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

/** connect-src also allows the origin of an absolute apiBaseUrl from dist/config.json. */
export async function contentSecurityPolicy(distDir: string): Promise<string> {
  let connect = "'self'";
  try {
    const config = JSON.parse(await readFile(join(distDir, 'config.json'), 'utf8')) as {
      apiBaseUrl?: unknown;
    };
    if (typeof config.apiBaseUrl === 'string' && /^https?:\/\//.test(config.apiBaseUrl)) {
      connect += ` ${new URL(config.apiBaseUrl).origin}`;
    }
  } catch {
    // No or unreadable config.json: defaults, same-origin /api (docs/decisions.md#config).
  }
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    `connect-src ${connect}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
}

const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.map',
  '.svg',
  '.txt',
  '.webmanifest',
]);
// dist/ is small and immutable per build: each file is gzipped once, keyed by path and mtime.
// The promise is kept, so 100 callers arriving together wait for one gzip instead of each
// running their own (off the event loop, in zlib's thread pool).
const gzipAsync = promisify(gzipCallback);
const gzipCache = new Map<string, Promise<Uint8Array<ArrayBuffer>>>();

async function fileResponse(
  path: string,
  cacheControl: string,
  method: string,
  gzip = false,
): Promise<Response | undefined> {
  try {
    const info = await stat(path);
    if (!info.isFile()) return undefined;
    const headers: Record<string, string> = {
      'Content-Type': TYPES[extname(path)] ?? 'application/octet-stream',
      'Cache-Control': cacheControl,
      Vary: 'Accept-Encoding',
    };
    if (gzip && COMPRESSIBLE.has(extname(path)) && info.size > 1024) {
      const key = `${path}:${info.mtimeMs}`;
      let made = gzipCache.get(key);
      if (!made) {
        made = readFile(path)
          .then((plain) => gzipAsync(plain, { level: 9 }))
          .then((gz) => new Uint8Array(gz));
        gzipCache.set(key, made);
        made.catch(() => gzipCache.delete(key));
      }
      const gz = await made;
      headers['Content-Encoding'] = 'gzip';
      headers['Content-Length'] = String(gz.byteLength);
      return new Response(method === 'HEAD' ? null : gz, { headers });
    }
    headers['Content-Length'] = String(info.size);
    const body = method === 'HEAD' ? null : await readFile(path);
    return new Response(body, { headers });
  } catch {
    return undefined;
  }
}

/** After the answer: never delays it, never fails it. */
async function reportCommand(
  onCommand: (seen: CommandSeen) => Promise<void>,
  request: Request,
  status: number,
  copy: Request | undefined,
): Promise<void> {
  try {
    const url = new URL(request.url);
    const body: unknown = copy ? await copy.json().catch(() => undefined) : undefined;
    await onCommand({
      method: request.method,
      path: url.pathname.replace(/^\/api/, ''),
      authorization: request.headers.get('authorization'),
      company: url.searchParams.get('company'),
      status,
      body,
    });
  } catch (error) {
    console.error(
      '[engine] audit of a command failed:',
      error instanceof Error ? error.message : error,
    );
  }
}

export async function createServeApp(options: ServeAppOptions): Promise<Hono> {
  const dist = resolve(options.distDir);
  const csp = await contentSecurityPolicy(dist);
  const proxy = options.upstream
    ? createProxy(options.upstream, options.proxyLimits ?? DEFAULT_PROXY_LIMITS, options.fetchImpl)
    : undefined;
  const app = new Hono();

  app.use('*', async (c, next) => {
    await next();
    c.res.headers.set('Content-Security-Policy', csp);
    c.res.headers.set('X-Content-Type-Options', 'nosniff');
    c.res.headers.set('Referrer-Policy', 'no-referrer');
    c.res.headers.set('X-Frame-Options', 'DENY');
    c.res.headers.set('Permissions-Policy', PERMISSIONS_POLICY);
  });

  app.all('/api/*', async (c) => {
    const request = c.req.raw;
    const watch = options.onCommand && (request.method === 'PUT' || request.method === 'PATCH');
    // A small PATCH body is read again for the audit entry (which fields changed).
    const small = Number(request.headers.get('content-length') ?? Infinity) <= 64 * 1024;
    const copy = watch && request.method === 'PATCH' && small ? request.clone() : undefined;
    let response: Response;
    if (proxy) response = await gzipApiResponse(await proxy(request), request);
    else if (options.api)
      response = await gzipApiResponse(await options.api.fetch(request), request, {
        cacheTagged: true,
      });
    else return c.json({ message: 'No API configured' }, 502);
    if (watch) void reportCommand(options.onCommand!, request, response.status, copy);
    return response;
  });
  app.all('/api', (c) => c.json({ message: 'Not found' }, 404));
  // Without the engine its API is absent (404), which is how the app knows to do the work itself.
  app.all('/engine/*', (c) =>
    options.engine
      ? options.engine.fetch(c.req.raw)
      : c.json({ error: 'No engine on this server' }, 404),
  );
  app.all('/engine', (c) => c.json({ error: 'Not found' }, 404));

  app.on(['GET', 'HEAD'], '*', async (c) => {
    let path: string;
    try {
      path = decodeURIComponent(c.req.path);
    } catch {
      return c.text('Bad request: malformed percent-encoding in the path', 400);
    }
    if (path.includes('\0')) return c.text('Bad request', 400);
    if (!options.sourcemaps && path.endsWith('.map')) return c.text('Not found', 404);
    const file = resolve(dist, `.${path}`);
    if (file !== dist && !file.startsWith(dist + sep)) return c.text('Not found', 404);
    const immutable = path.startsWith('/assets/');
    const gzip = acceptsGzip(c.req.header('accept-encoding'));
    const cache = immutable ? 'public, max-age=31536000, immutable' : 'no-cache';
    const found = await fileResponse(file, cache, c.req.method, gzip);
    if (found) return found;
    // Missing assets and files are real 404s; everything else is an app route for the SPA.
    if (immutable || extname(path) !== '') return c.text('Not found', 404);
    const index = await fileResponse(join(dist, 'index.html'), 'no-cache', c.req.method, gzip);
    return index ?? c.text('dist/index.html is missing: run `npx vite build` first', 503);
  });

  app.all('*', (c) => c.text('Method not allowed', 405, { Allow: 'GET, HEAD' }));
  return app;
}

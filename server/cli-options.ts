// Flags shared by `npm run sim` (main.ts) and `npm start` (serve.ts); env vars as fallbacks.
import { parseArgs } from 'node:util';
import { ENGINE_FLAG_SPECS, parseEngineCli, type EngineCli } from './engine-cli-options.ts';
import { DEFAULT_PROXY_LIMITS, type ProxyLimits } from './proxy.ts';
import { DEFAULT_OPTIONS, MAX_UNITS, type SimOptions } from './simulator/options.ts';

export interface CliOptions {
  port: number;
  host: string;
  upstream: string | undefined;
  /** Built app folder; e2e runs of parallel developers each build into their own. */
  dist: string | undefined;
  sim: SimOptions;
  proxy: ProxyLimits;
  /** Serve the hidden source maps (.map files of dist) too. */
  sourcemaps: boolean;
  /** The fleet engine: on with its options, or off and why (server/engine/README.md). */
  engine: EngineCli;
}

function number(
  name: string,
  raw: string | undefined,
  fallback: number,
  min: number,
  max: number,
): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min || value > max) {
    throw new Error(`--${name} must be a number between ${min} and ${max}, got "${raw}"`);
  }
  return value;
}

function frozenAt(ms: number): () => number {
  return () => ms;
}

export function parseCli(argv: string[], env: NodeJS.ProcessEnv, defaultPort: number): CliOptions {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      units: { type: 'string' },
      seed: { type: 'string' },
      fast: { type: 'boolean' },
      frozen: { type: 'boolean' },
      admin: { type: 'boolean' },
      'admin-token': { type: 'string' },
      latency: { type: 'string' },
      'error-rate': { type: 'string' },
      'ignore-params': { type: 'boolean' },
      upstream: { type: 'string' },
      dist: { type: 'string' },
      sourcemaps: { type: 'boolean' },
      'proxy-connect-timeout': { type: 'string' },
      'proxy-headers-timeout': { type: 'string' },
      'proxy-idle-timeout': { type: 'string' },
      ...ENGINE_FLAG_SPECS,
    },
  });
  const upstream = values.upstream ?? env.UPSTREAM_URL;
  if (upstream !== undefined && !/^https?:\/\/[^/]/.test(upstream)) {
    throw new Error(`--upstream must be an absolute http(s) URL, got "${upstream}"`);
  }
  const adminToken = values['admin-token'] ?? env.SIM_ADMIN_TOKEN;
  if (adminToken !== undefined && !/^[\x21-\x7e]{16,200}$/.test(adminToken)) {
    throw new Error('--admin-token must be 16 to 200 visible ASCII characters');
  }
  return {
    port: number('port', values.port ?? env.PORT, defaultPort, 0, 65535),
    host: values.host ?? env.HOST ?? '127.0.0.1',
    upstream: upstream?.replace(/\/+$/, ''),
    dist: values.dist ?? env.DIST_DIR,
    sourcemaps: values.sourcemaps ?? env.SERVE_SOURCEMAPS === '1',
    engine: parseEngineCli(values, env, upstream),
    proxy: {
      ...DEFAULT_PROXY_LIMITS,
      connectTimeoutMs: number(
        'proxy-connect-timeout',
        values['proxy-connect-timeout'] ?? env.PROXY_CONNECT_TIMEOUT,
        DEFAULT_PROXY_LIMITS.connectTimeoutMs,
        1,
        600_000,
      ),
      headersTimeoutMs: number(
        'proxy-headers-timeout',
        values['proxy-headers-timeout'] ?? env.PROXY_HEADERS_TIMEOUT,
        DEFAULT_PROXY_LIMITS.headersTimeoutMs,
        1,
        600_000,
      ),
      idleTimeoutMs: number(
        'proxy-idle-timeout',
        values['proxy-idle-timeout'] ?? env.PROXY_IDLE_TIMEOUT,
        DEFAULT_PROXY_LIMITS.idleTimeoutMs,
        1,
        600_000,
      ),
    },
    sim: {
      ...DEFAULT_OPTIONS,
      units: Math.floor(
        number('units', values.units ?? env.SIM_UNITS, DEFAULT_OPTIONS.units, 0, MAX_UNITS),
      ),
      seed: Math.floor(
        number('seed', values.seed ?? env.SIM_SEED, DEFAULT_OPTIONS.seed, -2147483648, 2147483647),
      ),
      fast: values.fast ?? env.SIM_FAST === '1',
      admin: values.admin ?? env.SIM_ADMIN === '1',
      ...(adminToken === undefined ? {} : { adminToken }),
      latencyMs: number('latency', values.latency ?? env.SIM_LATENCY, 0, 0, 60_000),
      errorRate: number('error-rate', values['error-rate'] ?? env.SIM_ERROR_RATE, 0, 0, 1),
      ignoreParams: values['ignore-params'] ?? env.SIM_IGNORE_PARAMS === '1',
      // A world that stands still (no pings, no sessions): the bench's "poll with nothing changed".
      ...((values.frozen ?? env.SIM_FROZEN === '1') ? { now: frozenAt(Date.now()) } : {}),
    },
  };
}

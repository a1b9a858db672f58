// Engine e2e specs start their own `npm start` servers (the workers' servers run --no-engine):
// one per test or file, on ports above the workers', with a database folder or `memory`.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { E2E_WORKERS, serverPort } from '../servers';
import { SERVICE_IDENTITY } from '../../server/simulator/fixtures';
import { ADMIN_TOKEN } from './simulator';

const root = join(import.meta.dirname, '..', '..');

/**
 * Every spec that starts an engine server takes this Playwright test lock (describe.configure):
 * a server polling on PGlite takes most of a core, so two never run side by side on CI's 2
 * cores; the other worker runs browser-only specs meanwhile.
 */
export const ENGINE_SERVER_LOCK = 'engine-server';

export interface EngineServerOptions {
  /** Offset of the port above the workers' servers (one per concurrently running server). */
  slot?: number;
  /** A port of its own instead of a slot (e.g. from freePort()). */
  port?: number;
  /** A simulator of its own (startSimulator's url): `--upstream` with the engine's service token. */
  upstream?: string;
  /** A folder (kept between starts: pass the same one to restart), `memory`, or postgres://. */
  database?: string;
  pollIntervalMs?: number;
  /** Further flags, e.g. ['--smtp', 'smtp://127.0.0.1:2525', '--units', '200']. */
  args?: string[];
}

export interface EngineServer {
  url: string;
  port: number;
  database: string;
  process: ChildProcess;
  /** SIGTERM (graceful: the lease is given up) and wait for the exit. */
  stop(): Promise<void>;
  /** SIGKILL the whole process group (tsx and the server) and wait for the exit. */
  kill(): Promise<void>;
}

/** A fresh database folder for one spec (restarts reuse it). */
export function engineDatabaseDir(): string {
  return mkdtempSync(join(tmpdir(), 'e2e-engine-'));
}

export function engineServerPort(slot = 0): number {
  return serverPort(E2E_WORKERS + 10 + slot);
}

/** A port nobody listens on now (the OS picks it), for servers outside the slots. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

async function waitUntilUp(url: string, child: ChildProcess, output: () => string, probe: string) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The server exited before it answered:\n${output()}`);
    }
    try {
      // Any HTTP answer of the simulator's /api (401 without a token) says it listens.
      const res = await fetch(`${url}${probe}`);
      if (res.ok || probe.startsWith('api/')) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The server did not answer within 120 s:\n${output()}`);
}

/** Spawns `args` in its own process group (so kill() reaches tsx's child too) until `probe` answers. */
async function launch(args: string[], port: number, probe: string) {
  const child = spawn(process.execPath, args, { cwd: root, detached: true, stdio: 'pipe' });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output = (output + d.toString()).slice(-20_000)));
  child.stderr?.on('data', (d: Buffer) => (output = (output + d.toString()).slice(-20_000)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}/`;
  const signal = async (name: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    try {
      process.kill(-child.pid!, name);
    } catch {
      // Already gone.
    }
    await exited;
  };
  try {
    await waitUntilUp(url, child, () => output, probe);
  } catch (error) {
    await signal('SIGKILL');
    throw error;
  }
  return {
    url,
    port,
    process: child,
    stop: () => signal('SIGTERM'),
    kill: () => signal('SIGKILL'),
  };
}

export async function startEngineServer(options: EngineServerOptions = {}): Promise<EngineServer> {
  const port = options.port ?? engineServerPort(options.slot);
  const database = options.database ?? 'memory';
  const service = options.upstream
    ? ['--upstream', `${options.upstream}api`, '--service-token', SERVICE_IDENTITY.token]
    : ['--fast', '--admin', '--admin-token', ADMIN_TOKEN];
  const args = [
    'scripts/start.mjs',
    ...['--port', String(port), ...service],
    ...['--database', database, '--poll-interval', String(options.pollIntervalMs ?? 1000)],
    ...(process.env.E2E_DIST ? ['--dist', process.env.E2E_DIST] : []),
    ...(options.args ?? []),
  ];
  return { ...(await launch(args, port, 'config.json')), database };
}

export type Simulator = Omit<EngineServer, 'database'>;

/** The simulator alone (`npm run sim`, fast, with its admin API): one service for several servers. */
export async function startSimulator(port: number): Promise<Simulator> {
  const tsx = join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');
  const args = [tsx, 'server/main.ts', '--port', String(port), '--fast', '--admin'];
  args.push('--admin-token', ADMIN_TOKEN);
  return launch(args, port, 'api/v2/equipment');
}

export interface EngineStatus {
  database: 'pglite' | 'postgres';
  leader: boolean;
  lastPollAt: number | null;
  units: number;
}

/** GET /engine/v1/status as a persona (throws when the server does not answer 200). */
export async function engineStatus(server: { url: string }, token: string): Promise<EngineStatus> {
  const res = await fetch(`${server.url}engine/v1/status`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  if (!res.ok) throw new Error(`status: HTTP ${res.status}`);
  return (await res.json()) as EngineStatus;
}

// Engine e2e specs start their own `npm start` servers (the workers' servers run --no-engine):
// one per test or file, on ports above the workers', with a database folder or `memory`.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { E2E_WORKERS, serverPort } from '../servers';
import { ADMIN_TOKEN } from './simulator';

const root = join(import.meta.dirname, '..', '..');

export interface EngineServerOptions {
  /** Offset of the port above the workers' servers (one per concurrently running server). */
  slot?: number;
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

async function waitUntilUp(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The engine server exited before it answered:\n${output()}`);
    }
    try {
      if ((await fetch(`${url}config.json`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The engine server did not answer within 120 s:\n${output()}`);
}

export async function startEngineServer(options: EngineServerOptions = {}): Promise<EngineServer> {
  const port = engineServerPort(options.slot);
  const database = options.database ?? 'memory';
  const args = [
    'scripts/start.mjs',
    ...['--port', String(port), '--fast', '--admin', '--admin-token', ADMIN_TOKEN],
    ...['--database', database, '--poll-interval', String(options.pollIntervalMs ?? 1000)],
    ...(process.env.E2E_DIST ? ['--dist', process.env.E2E_DIST] : []),
    ...(options.args ?? []),
  ];
  // Its own process group, so kill() reaches the server below start.mjs and tsx.
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
    await waitUntilUp(url, child, () => output);
  } catch (error) {
    await signal('SIGKILL');
    throw error;
  }
  return {
    url,
    port,
    database,
    process: child,
    stop: () => signal('SIGTERM'),
    kill: () => signal('SIGKILL'),
  };
}

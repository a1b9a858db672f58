// Starts server/serve.ts (built app + simulated /api) at one fleet scale, and always stops it.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { ROOT } from './paths.ts';

export interface SimServer {
  origin: string;
  units: number;
  stop: () => Promise<void>;
}

const live = new Set<ChildProcess>();

/** Kills every server still running (process group: tsx and its node child). */
export function killAllServers(): void {
  for (const child of live) {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  live.clear();
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

async function waitReady(origin: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${origin}/favicon.svg`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server at ${origin} not ready after ${timeoutMs} ms`);
}

export async function startSimServer(
  units: number,
  dist: string,
  withEngine = false,
): Promise<SimServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const args = [
    join(ROOT, 'server', 'serve.ts'),
    '--port',
    String(port),
    '--units',
    String(units),
    '--dist',
    dist,
    // A world that stands still: repeated runs see the same data, and a poll after the load has
    // nothing new to fetch (bench/fleet-poll.ts).
    '--frozen',
    // By default the browser does the fleet-level work (the engine has its own section);
    // --with-engine measures the pages as they are with the engine's server (history and alerts
    // leave the page).
    ...(withEngine ? ['--database', 'memory'] : ['--no-engine']),
  ];
  // detached: its own process group, so stopping it also stops the node process tsx starts.
  const child = spawn(join(ROOT, 'node_modules', '.bin', 'tsx'), args, {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  live.add(child);
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => (stderr = (stderr + d.toString()).slice(-4000)));
  try {
    await waitReady(origin, child, 180_000);
  } catch (err) {
    killAllServers();
    throw new Error(`${(err as Error).message}\n${stderr}`, { cause: err });
  }
  const stop = async () => {
    if (child.exitCode !== null || !child.pid) return void live.delete(child);
    const exited = new Promise<void>((r) => child.once('exit', () => r()));
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // already gone
      }
    }, 5000);
    await exited;
    clearTimeout(timer);
    live.delete(child);
  };
  return { origin, units, stop };
}

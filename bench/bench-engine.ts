// The engine the bench measures: in this process, against a simulator of `units` units in its own
// process, polled only when the bench asks (engine-measure.ts, engine-profile.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createEngine, type RunningEngine } from '../server/engine/engine.ts';
import { registerAlertsArea } from '../server/engine/runners/alerts-area.ts';
import { OFFLINE_AFTER_MS } from '../server/engine/options.ts';
import { createServiceClient } from '../server/engine/service/service-client.ts';
import { SERVICE_IDENTITY, TOKENS } from '../server/simulator/fixtures.ts';
import { ROOT } from './paths.ts';

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

export async function startSimulator(
  units: number,
): Promise<{ base: string; child: ChildProcess }> {
  const port = await freePort();
  const tsx = join(ROOT, 'node_modules', '.bin', 'tsx');
  const child = spawn(tsx, ['server/main.ts', '--port', String(port), '--units', String(units)], {
    cwd: ROOT,
    detached: true,
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}/api`;
  for (let i = 0; i < 600; i++) {
    try {
      const res = await fetch(`${base}/auth/resource`, {
        headers: { Authorization: `Bearer ${TOKENS.operator}` },
      });
      if (res.ok) return { base, child };
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  process.kill(-child.pid!, 'SIGKILL');
  throw new Error('the simulator did not start');
}

export interface BenchEngine {
  engine: RunningEngine;
  /** Stops the engine and the simulator, and removes a database folder made here. */
  stop(): Promise<void>;
}

/** A simulator and an engine on it (alerts registered); `database` keeps the data in that folder. */
export async function startBenchEngine(units: number, database?: string): Promise<BenchEngine> {
  const sim = await startSimulator(units);
  const dir = database || (await mkdtemp(join(tmpdir(), 'bench-engine-')));
  const service = createServiceClient({
    base: sim.base,
    fetch: (r) => fetch(r),
    serviceToken: SERVICE_IDENTITY.token,
    timeoutMs: 120_000,
  });
  const engine = await createEngine(
    {
      database: dir,
      serviceToken: SERVICE_IDENTITY.token,
      // Long: the bench drives the polls (pollNow); the engine's own loop would add its own.
      pollIntervalMs: 600_000,
      smtp: undefined,
      mailFrom: 'dashboard@localhost',
      webhookAllow: [],
      publicUrl: undefined,
      offlineAfterMs: OFFLINE_AFTER_MS,
    },
    { service },
  );
  await registerAlertsArea(engine);
  return {
    engine,
    async stop() {
      await engine.stop();
      process.kill(-sim.child.pid!, 'SIGKILL');
      if (!database) await rm(dir, { recursive: true, force: true });
    },
  };
}

// `npm run bench -- --only engine`: one engine poll at 10,000 and 100,000 units. The simulator
// runs in its own process (its CPU is not the engine's); the engine runs here over HTTP, with its
// embedded database in a temporary folder. Per poll: CPU of this process, the longest event-loop
// stall, rows written, database growth, and GET /engine/v1/status latency while the poll runs.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { sql } from 'kysely';
import { createEngine } from '../server/engine/engine.ts';
import { engineRoutes } from '../server/engine/http/routes.ts';
import { OFFLINE_AFTER_MS } from '../server/engine/options.ts';
import { createServiceClient } from '../server/engine/service/service-client.ts';
import { SERVICE_IDENTITY, TOKENS } from '../server/simulator/fixtures.ts';
import { ROOT } from './paths.ts';

export interface EnginePollSample {
  cpuMs: number;
  wallMs: number;
  longestStallMs: number;
  rowsWritten: number;
  dbGrowthBytes: number;
  statusP99Ms: number | undefined;
  statusCount: number;
}

export interface EngineScaleResult {
  units: number;
  first: EnginePollSample;
  next: EnginePollSample[];
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

async function startSimulator(units: number): Promise<{ base: string; child: ChildProcess }> {
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

function p99(xs: number[]): number | undefined {
  if (xs.length === 0) return undefined;
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)];
}

async function measureScale(units: number, runs: number): Promise<EngineScaleResult> {
  const sim = await startSimulator(units);
  const dir = await mkdtemp(join(tmpdir(), 'bench-engine-'));
  const service = createServiceClient({
    base: sim.base,
    fetch: (r) => fetch(r),
    serviceToken: SERVICE_IDENTITY.token,
    timeoutMs: 120_000,
  });
  const options = {
    database: dir,
    serviceToken: SERVICE_IDENTITY.token,
    pollIntervalMs: 30_000,
    smtp: undefined,
    mailFrom: 'dashboard@localhost',
    webhookAllow: [],
    publicUrl: undefined,
    offlineAfterMs: OFFLINE_AFTER_MS,
  };
  const engine = await createEngine(options, { service });
  const api = engineRoutes(engine);
  const size = async () =>
    (
      await sql<{ n: number }>`select pg_database_size(current_database())::bigint as n`.execute(
        engine.store.db,
      )
    ).rows[0]!.n;
  const statusOnce = async () => {
    const t = performance.now();
    const res = await api.request('/engine/v1/status', {
      headers: { Authorization: `Bearer ${TOKENS.operator}` },
    });
    await res.arrayBuffer();
    return performance.now() - t;
  };
  await statusOnce(); // the user is now cached, as for a signed-in page
  let rows = 0;
  engine.onPoll(async (p) => void (rows = p.changed.size));

  const onePoll = async (): Promise<EnginePollSample> => {
    const before = await size();
    const latencies: number[] = [];
    let polling = true;
    // A page asking for the status every 50 ms while the poll runs.
    const asking = (async () => {
      while (polling) {
        latencies.push(await statusOnce());
        await new Promise((r) => setTimeout(r, 50));
      }
    })();
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const cpu = process.cpuUsage();
    const t = performance.now();
    await engine.pollNow();
    const wallMs = performance.now() - t;
    const used = process.cpuUsage(cpu);
    delay.disable();
    polling = false;
    await asking;
    return {
      cpuMs: (used.user + used.system) / 1000,
      wallMs,
      longestStallMs: delay.max / 1e6,
      rowsWritten: rows,
      dbGrowthBytes: (await size()) - before,
      statusP99Ms: p99(latencies),
      statusCount: latencies.length,
    };
  };

  try {
    const first = await onePoll();
    const next: EnginePollSample[] = [];
    for (let i = 0; i < runs; i++) {
      // The simulated world moves on between polls, as it would in 30 s.
      await new Promise((r) => setTimeout(r, 2000));
      next.push(await onePoll());
    }
    return { units, first, next };
  } finally {
    await engine.stop();
    process.kill(-sim.child.pid!, 'SIGKILL');
    await rm(dir, { recursive: true, force: true });
  }
}

export async function measureEngine(scales: number[], runs: number): Promise<EngineScaleResult[]> {
  const out: EngineScaleResult[] = [];
  for (const units of scales) out.push(await measureScale(units, runs));
  return out;
}

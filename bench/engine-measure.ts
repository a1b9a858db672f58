// `npm run bench -- --only engine`: engine polls at 10,000 and 100,000 units. The simulator
// runs in its own process (its CPU is not the engine's); the engine runs here over HTTP, with its
// embedded database in a temporary folder and its history and alerts area (as `npm start`). Per
// poll: CPU of this process, the longest event-loop stall, rows written, database growth, and
// GET /engine/v1/status latency while the poll runs; then the API with 50,000 alerts and SSE.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { sql } from 'kysely';
import { engineRoutes } from '../server/engine/http/routes.ts';
import { DEFAULT_POLL_INTERVAL_MS } from '../server/engine/options.ts';
import { TOKENS } from '../server/simulator/fixtures.ts';
import { startBenchEngine } from './bench-engine.ts';
import { measureEngineApi, type EngineApiSample } from './engine-api-measure.ts';
import { SERVER_NODE_FLAGS } from '../scripts/server-node-options.mjs';
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
  /** One day's records of every unit (unit_days after the first poll), bytes. */
  dayOfHistoryBytes: number;
  pollIntervalMs: number;
  /** The API at this scale (the largest only). */
  api?: EngineApiSample;
}

/** Database growth per day: one day of history per unit, plus the later polls' growth. */
export function growthPerDay(r: EngineScaleResult): number {
  const perPoll = r.next.reduce((a, x) => a + x.dbGrowthBytes, 0) / Math.max(1, r.next.length);
  return r.dayOfHistoryBytes + Math.max(0, perPoll) * (86_400_000 / r.pollIntervalMs);
}

export function p99(xs: number[]): number | undefined {
  if (xs.length === 0) return undefined;
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)];
}

async function measureScale(
  units: number,
  runs: number,
  withApi: boolean,
): Promise<EngineScaleResult> {
  const { engine, stop } = await startBenchEngine(units);
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
  engine.onPoll(async (p) => void (rows = (p.written?.full ?? 0) + (p.written?.seen ?? 0)));

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
    const dayOfHistoryBytes = (
      await sql<{
        n: number;
      }>`select pg_total_relation_size('unit_days')::bigint as n`.execute(engine.store.db)
    ).rows[0]!.n;
    const next: EnginePollSample[] = [];
    for (let i = 0; i < runs; i++) {
      // The simulated world moves on between polls (pings, a minute of operating time).
      await new Promise((r) => setTimeout(r, 2000));
      next.push(await onePoll());
    }
    // Started for the API: its events reach SSE clients through LISTEN (its first poll is awaited).
    if (withApi) {
      await engine.start();
      await engine.pollNow();
    }
    // A failed API measure (e.g. the simulator too slow on a loaded machine) keeps the polls.
    const apiSample = withApi
      ? await measureEngineApi(engine, api, {
          alerts: 50_000,
          requests: 60,
          clients: 100,
          events: 30,
        }).catch((error: unknown) => {
          console.error('engine API measure failed:', error);
          return undefined;
        })
      : undefined;
    return {
      units,
      first,
      next,
      dayOfHistoryBytes,
      pollIntervalMs: DEFAULT_POLL_INTERVAL_MS,
      ...(apiSample ? { api: apiSample } : {}),
    };
  } finally {
    await stop();
  }
}

/** The scales measured here, in this process (bench/engine-measure-child.ts). */
export async function measureEngineHere(
  scales: number[],
  runs: number,
): Promise<EngineScaleResult[]> {
  const out: EngineScaleResult[] = [];
  const largest = Math.max(...scales);
  for (const units of scales) out.push(await measureScale(units, runs, units === largest));
  return out;
}

/** The engine measured in its own process, started with the server's Node flags (as `npm start`
 *  runs it: scripts/server-node-options.mjs). */
export async function measureEngine(scales: number[], runs: number): Promise<EngineScaleResult[]> {
  const dir = await mkdtemp(join(tmpdir(), 'bench-engine-result-'));
  const file = join(dir, 'result.json');
  try {
    // As npm start runs the server: node with the server's flags and tsx as a loader.
    const child = spawn(
      process.execPath,
      [
        ...SERVER_NODE_FLAGS,
        '--import',
        'tsx',
        join(ROOT, 'bench', 'engine-measure-child.ts'),
        scales.join(','),
        String(runs),
        file,
      ],
      { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'] },
    );
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    if (code !== 0) throw new Error(`the engine measure exited with ${code}`);
    return JSON.parse(await readFile(file, 'utf8')) as EngineScaleResult[];
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

// `npm run bench -- --only engine-campaigns`: a campaign over every unit of a 100,000-unit fleet
// (10,000 with --quick) on the engine. The simulator and `npm start`'s server (with --upstream, its
// engine on an embedded database in a temporary folder) run as processes of their own; the
// server's CPU is read from /proc for its process group. Measured: the create request, the first
// wave (100 resets) and the engine's CPU for it, the engine's CPU per second while the campaign
// soaks, and the campaign page in Chromium (load, unit table scrolled 5,000 rows).
import type { Browser } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { SERVICE_IDENTITY, TOKENS } from '../server/simulator/fixtures.ts';
import { freshContext, longestTaskDuring, type LongestTask } from './browser.ts';
import { ROOT } from './paths.ts';
import { paintedWhen, scrollRows } from './probes.ts';

const ROW = 'table tbody tr:not([aria-hidden])';
const WAVE = 100;
const TOKEN = TOKENS.operator;
const auth = { Authorization: `Bearer ${TOKEN}` };
const progress = (what: string) =>
  console.error(`[bench ${new Date().toISOString().slice(11, 19)}] engine-campaigns: ${what}`);

export interface EngineCampaignRun {
  units: number;
  createMs: number | null;
  createCpuMs: number | null;
  /** Start → the first wave (100) through: nothing in flight; the engine's CPU meanwhile. */
  firstWaveMs: number | null;
  firstWaveCpuMs: number | null;
  /** Of the wave's 100: verified (the others wait, e.g. in a session, or failed). */
  firstWaveVerified: number | null;
  /** Server CPU per second after the first wave: its units not ready wait and are re-read every
   *  2 s (a runner round a second); the next wave waits for them. */
  soakCpuMsPerSecond: number | null;
  /** The same before the campaign: the server's idle cost (other leader tasks, the lease). */
  idleCpuMsPerSecond: number | null;
  /** What the page loads of the campaign on open (its summary and the unit pages on screen). */
  campaignBytes: number | null;
  pageLoadMs: number | null;
  pageLoadTask: LongestTask | null;
  scrollTask: LongestTask | null;
  rowsScrolled: number | null;
  loadAverage: { start: number[]; end: number[] };
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

const tsx = join(ROOT, 'node_modules', '.bin', 'tsx');
function group(args: string[]): ChildProcess {
  // detached: its own process group, so its CPU is one sum and one kill stops it all.
  return spawn(tsx, args, { cwd: ROOT, detached: true, stdio: ['ignore', 'ignore', 'inherit'] });
}
const kill = (c: ChildProcess) => {
  try {
    if (c.pid && c.exitCode === null) process.kill(-c.pid, 'SIGKILL');
  } catch {
    // already gone
  }
};

/** User + system CPU (ms) of every process of a process group, from /proc. */
async function groupCpuMs(pgid: number): Promise<number> {
  let ticks = 0;
  for (const pid of (await readdir('/proc')).filter((d) => /^\d+$/.test(d))) {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // After "pid (comm) ": state ppid pgrp … utime (12th) stime (13th).
    if (Number(fields[2]) === pgid) ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks * 10; // USER_HZ is 100 on Linux
}

/** The group's CPU per second over 10 s. */
async function cpuPerSecond(pgid: number): Promise<number> {
  const cpu = await groupCpuMs(pgid);
  await new Promise((r) => setTimeout(r, 10_000));
  return ((await groupCpuMs(pgid)) - cpu) / 10;
}

async function until<T>(what: string, ms: number, probe: () => Promise<T | undefined>) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${what}: not within ${ms / 1000} s`);
}

async function json<T>(url: string, init: RequestInit = {}): Promise<T | undefined> {
  const res = await fetch(url, { ...init, headers: { ...auth, ...init.headers } });
  return res.ok ? ((await res.json()) as T) : undefined;
}

async function allGuids(sim: string): Promise<string[]> {
  const out: string[] = [];
  for (let offset = 0; ; offset += 5000) {
    const page = await json<{ _meta: { guid: string } }[]>(
      `${sim}/v2/equipment?limit=5000&offset=${offset}`,
    );
    if (!page?.length) return out;
    // Not the ~30 hand-made showcase units (some malformed on purpose, not in the engine's units).
    out.push(...page.map((d) => d._meta.guid).filter((g) => !g.startsWith('5ca5e000-')));
  }
}

export async function measureEngineCampaigns(
  browser: Browser,
  dist: string,
  units: number,
): Promise<EngineCampaignRun> {
  const out: EngineCampaignRun = {
    units,
    createMs: null,
    createCpuMs: null,
    firstWaveMs: null,
    firstWaveCpuMs: null,
    firstWaveVerified: null,
    soakCpuMsPerSecond: null,
    idleCpuMsPerSecond: null,
    campaignBytes: null,
    pageLoadMs: null,
    pageLoadTask: null,
    scrollTask: null,
    rowsScrolled: null,
    loadAverage: { start: loadavg(), end: [] },
  };
  const simPort = await freePort();
  const sim = group([
    'server/main.ts',
    '--port',
    String(simPort),
    '--units',
    String(units),
    '--fast',
  ]);
  const simBase = `http://127.0.0.1:${simPort}/api`;
  const dir = await mkdtemp(join(tmpdir(), 'bench-engine-campaigns-'));
  let server: ChildProcess | undefined;
  try {
    await until('simulator', 120_000, () => json(`${simBase}/auth/resource`));
    progress('simulator up');
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    server = group([
      ...['server/serve.ts', '--port', String(port), '--dist', dist, '--database', dir],
      ...['--upstream', simBase, '--service-token', SERVICE_IDENTITY.token],
      // One poll at the start fills the engine's units; none blurs the wave's CPU after it.
      ...['--poll-interval', '3600000'],
    ]);
    await until('first engine poll', 600_000, async () => {
      const s = await json<{ lastPollAt: number | null; units: number }>(
        `${origin}/engine/v1/status`,
      );
      return s?.lastPollAt ? s : undefined;
    });
    progress('first poll done');
    const guids = await allGuids(simBase);
    const pgid = server.pid!;
    out.idleCpuMsPerSecond = await cpuPerSecond(pgid);

    // Create: 100 at once in the first wave, then a soak of an hour (nothing more is sent).
    const body = JSON.stringify({
      ...{ name: 'Bench', action: 'reset', firstWave: String(WAVE), growth: '2' },
      ...{ maxBusy: String(WAVE), soakMinutes: '60', failurePct: '100', waitMinutes: '60' },
      unitGuids: guids,
    });
    let cpu = await groupCpuMs(pgid);
    let t = performance.now();
    const res = await fetch(`${origin}/engine/v1/campaigns`, {
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body,
    });
    const answer = await res.text();
    if (res.status !== 201) throw new Error(`create: HTTP ${res.status} ${answer.slice(0, 300)}`);
    const made = JSON.parse(answer) as { id: string };
    out.createMs = performance.now() - t;
    out.createCpuMs = (await groupCpuMs(pgid)) - cpu;
    progress(`created over ${guids.length} units in ${Math.round(out.createMs)} ms`);

    cpu = await groupCpuMs(pgid);
    t = performance.now();
    // The list's step counts (one GROUP BY), not the whole campaign: asking costs the server too.
    // The wave is through when nothing is in flight and its 100 units are done or waiting (a unit
    // in a session waits for the campaign's window; the wave after it stays queued meanwhile).
    await until('first wave', 1_200_000, async () => {
      await new Promise((r) => setTimeout(r, 1500));
      const list = await json<{ campaigns: { id: string; steps: Record<string, number> }[] }>(
        `${origin}/engine/v1/campaigns`,
      );
      const n = list?.campaigns.find((c) => c.id === made.id)?.steps ?? {};
      const through = ['verified', 'failed', 'waiting', 'skipped', 'unknown'];
      const done = through.reduce((sum, k) => sum + (n[k] ?? 0), 0);
      if ((n.sent ?? 0) + (n.updating ?? 0) > 0 || done < WAVE) return undefined;
      out.firstWaveVerified = n.verified ?? 0;
      return n;
    });
    out.firstWaveMs = performance.now() - t;
    out.firstWaveCpuMs = (await groupCpuMs(pgid)) - cpu;
    progress(`first wave in ${Math.round(out.firstWaveMs)} ms, ${out.firstWaveVerified} verified`);

    out.soakCpuMsPerSecond = await cpuPerSecond(pgid);

    const context = await freshContext(browser);
    try {
      const page = await context.newPage();
      page.setDefaultTimeout(300_000);
      await page.goto(`${origin}/config.json`);
      await page.evaluate((token) => sessionStorage.setItem('sunbed-fleet.token', token), TOKEN);
      out.pageLoadTask = await longestTaskDuring(browser, page, async () => {
        await page.goto(`${origin}/updates/campaigns/${made.id}`);
        out.pageLoadMs = await page.evaluate(paintedWhen, {
          selector: ROW,
          minCount: 1,
          timeoutMs: 300_000,
          sinceInput: false,
        });
      });
      // What the page loaded of the campaign at open (decoded, every request), from its Resource Timing.
      out.campaignBytes = await page.evaluate(
        (path) =>
          performance
            .getEntriesByType('resource')
            .filter((e) => e.name.includes(path))
            .reduce((sum, e) => sum + (e as PerformanceResourceTiming).decodedBodySize, 0),
        `/engine/v1/campaigns/${made.id}`,
      );
      let scroll = { rowsScrolled: 0 };
      out.scrollTask = await longestTaskDuring(browser, page, async () => {
        scroll = await page.evaluate(scrollRows, {
          table: 'table',
          rowSelector: ROW,
          rows: 5000,
          frames: 100,
        });
      });
      out.rowsScrolled = scroll.rowsScrolled;
    } finally {
      await context.close();
    }
  } catch (err) {
    console.error(`[bench] engine-campaigns: stopped early: ${(err as Error).message}`);
  } finally {
    if (server) kill(server);
    kill(sim);
    await rm(dir, { recursive: true, force: true });
    out.loadAverage.end = loadavg();
  }
  return out;
}

// `npm run bench [-- --quick]`: builds once, starts the simulator at each scale, measures in
// Debian Chromium, prints one Markdown table and writes bench/results.json. Timings never fail it.
import type { Browser } from '@playwright/test';
import { execSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { resolve } from 'node:path';
import { SHOWCASE } from '../server/simulator/fixtures.ts';
import { launchBrowser, signedInPage } from './browser.ts';
import { buildAll, type Build } from './build.ts';
import { measureCampaigns } from './campaigns.ts';
import { measureEngineCampaigns } from './engine-campaigns.ts';
import { parseBenchArgs, SECTIONS, usage, UsageError, type BenchOptions } from './cli.ts';
import { measureDetail } from './detail.ts';
import { IN_PROCESS } from './in-process.ts';
import { APP, BASELINE, measureFleet } from './fleet.ts';
import { measureBundles } from './bundle.ts';
import { measureLighthouse } from './lighthouse.ts';
import { measureLogs } from './logs.ts';
import { ROOT } from './paths.ts';
import { checkBudgets, meetsBudget, renderTable } from './report.ts';
import { toRows, type Results } from './results.ts';
import { repeat } from './stats.ts';
import { killAllServers, startSimServer } from './sim-server.ts';
import { measureTemperatures } from './temperatures.ts';
import { measureUsage } from './usage.ts';

const log = (msg: string) =>
  console.error(`[bench ${new Date().toISOString().slice(11, 19)}] ${msg}`);

function git(cmd: string): string {
  try {
    return execSync(`git ${cmd}`, { cwd: ROOT, encoding: 'utf8' }).trim();
  } catch {
    return '';
  }
}

async function fleetAt(
  browser: Browser,
  origin: string,
  units: number,
  opts: BenchOptions,
  results: Results,
) {
  if (!opts.sections.has('fleet') && !opts.sections.has('baseline')) return;
  const runs = units >= 10_000 ? opts.bigRuns : opts.runs;
  const entry = (results.fleet[units] ??= { app: [], baseline: [] });
  if (opts.sections.has('fleet')) {
    log(`fleet ${units} units: dashboard × ${runs}`);
    entry.app = await repeat(`fleet ${units}`, runs, () =>
      measureFleet(browser, origin, APP, units, 300_000),
    );
  }
  if (opts.sections.has('baseline')) {
    // The naive page at 100,000 rows takes minutes per run (and GBs of memory): one run, capped.
    const baseRuns = units >= 100_000 ? 1 : runs;
    log(`fleet ${units} units: baseline × ${baseRuns}`);
    entry.baseline = await repeat(`baseline ${units}`, baseRuns, () =>
      measureFleet(browser, origin, BASELINE, units, 420_000),
    );
  }
}

async function pagesAt(
  browser: Browser,
  origin: string,
  build: Build,
  opts: BenchOptions,
  results: Results,
) {
  const temps = `/equipment/${SHOWCASE.temperatures.guid}/temperatures`;
  const logsPath = `/equipment/${SHOWCASE.manyLogs.guid}/logs`;
  if (opts.sections.has('bundle')) {
    log('bundle sizes (network log of cold visits)');
    results.bundle = await measureBundles(browser, origin, build.dist, {
      detailPath: `/equipment/${SHOWCASE.errors.guid}`,
      temperaturesPath: temps,
      logsPath,
    });
  }
  if (opts.sections.has('detail')) {
    log(`detail × ${opts.runs}`);
    results.detail = await repeat('detail', opts.runs, () =>
      measureDetail(browser, origin, SHOWCASE.errors.serial),
    );
  }
  if (opts.sections.has('temperatures') || opts.sections.has('logs')) {
    const { context, page } = await signedInPage(browser, origin);
    try {
      if (opts.sections.has('temperatures')) {
        for (const range of ['24h', '7d'] as const) {
          log(`temperatures ${range} × ${opts.runs}`);
          results.temperatures[range] = await repeat(`temperatures ${range}`, opts.runs, () =>
            measureTemperatures(page, origin, SHOWCASE.temperatures.guid, range),
          );
        }
      }
      if (opts.sections.has('logs')) {
        const runs = opts.quick ? 1 : opts.bigRuns;
        log(`logs (100,000) × ${runs}`);
        results.logs = await repeat('logs', runs, () =>
          measureLogs(browser, page, origin, SHOWCASE.manyLogs.guid),
        );
      }
    } finally {
      await context.close();
    }
  }
  if (opts.sections.has('lighthouse')) {
    log(`lighthouse × ${opts.lighthouseRuns}`);
    results.lighthouse = await repeat('lighthouse', opts.lighthouseRuns, () =>
      measureLighthouse(origin),
    );
    log(`lighthouse temperatures × ${opts.lighthouseRuns}`);
    results.lighthouseTemperatures = await repeat(
      'lighthouse temperatures',
      opts.lighthouseRuns,
      () => measureLighthouse(origin, `/equipment/${SHOWCASE.temperatures.guid}/temperatures`),
    );
  }
}

function options(): BenchOptions {
  try {
    const opts = parseBenchArgs(process.argv.slice(2));
    if (opts) return opts;
    console.log(usage());
    process.exit(0);
  } catch (err) {
    if (!(err instanceof UsageError)) throw err;
    console.error(`bench: ${err.message}\nRun \`npm run bench -- --help\` for the options.`);
    process.exit(2);
  }
}

/** Writes bench/results.json and prints the table. */
function finish(
  results: Results,
  opts: BenchOptions,
  started: number,
  load: number[],
  chromium: string | undefined,
) {
  results.meta = {
    date: new Date().toISOString(),
    mode: opts.quick ? 'quick' : 'full',
    browserSections: opts.withEngine ? 'with the fleet engine' : 'without the engine (--no-engine)',
    runs: opts.runs,
    runsAt10kAndUp: opts.bigRuns,
    commit:
      git('rev-parse --short HEAD') +
      (git('status --porcelain -- src') ? ' (+ uncommitted src changes)' : ''),
    machine: {
      cpu: cpus()[0]?.model,
      cores: cpus().length,
      memoryGB: Math.round(totalmem() / 1e9),
      loadAverageAtStart: load.map((x) => Number(x.toFixed(2))),
      loadAverageAtEnd: loadavg().map((x) => Number(x.toFixed(2))),
      node: process.version,
      ...(chromium ? { chromium } : {}),
    },
    durationSeconds: Math.round((Date.now() - started) / 1000),
  };
  const rows = toRows(results);
  // Each figure with its budget and verdict, for tools that read the file.
  results.rows = rows.map((r) => ({ ...r, meetsBudget: meetsBudget(r) }));
  writeFileSync(resolve(ROOT, opts.out), `${JSON.stringify(results, null, 2)}\n`);
  const m = results.meta.machine as Record<string, unknown>;
  console.log(
    `\nSunbed fleet dashboard benchmark (${results.meta.mode}, ${results.meta.date}, commit ${results.meta.commit}), browser sections ${String(results.meta.browserSections)}\n` +
      `${m.chromium ? `Chromium ${String(m.chromium)}, ` : ''}${m.cores} × ${m.cpu}, ${m.memoryGB} GB, load average ${String(m.loadAverageAtStart)} → ${String(m.loadAverageAtEnd)}; ` +
      `median of ${opts.runs} runs (${opts.bigRuns} at ≥ 10,000 units), took ${results.meta.durationSeconds} s\n`,
  );
  console.log(renderTable(rows));
  console.log(`\nRaw samples: ${opts.out}`);
  if (opts.check) {
    const { broken, unmeasured } = checkBudgets(rows);
    for (const r of unmeasured) console.log(`not measured: ${r.measure} (${r.goal})`);
    for (const r of broken) console.log(`BUDGET BROKEN: ${r.measure}: ${r.goal}`);
    console.log(broken.length ? `${broken.length} budget(s) broken` : 'budgets met');
    if (broken.length) process.exitCode = 1;
  }
}

async function main() {
  const opts = options();
  const started = Date.now();
  const load = loadavg();
  const results: Results = {
    meta: {},
    bundle: [],
    fleet: {},
    detail: [],
    temperatures: {},
    logs: [],
    lighthouse: [],
  };

  if (opts.sections.has('usage')) {
    // Pure Node, no browser or simulator: the same function the equipment page runs.
    log('unit usage from 5,000 session logs × 7');
    results.usage = measureUsage();
  }
  for (const section of IN_PROCESS) {
    if (!opts.sections.has(section.name)) continue;
    log(`${section.name} (in Node)…`);
    (results.inProcess ??= []).push(...(await section.measure(opts)));
  }
  const inNode = new Set<string>(['usage', ...IN_PROCESS.map((s) => s.name)]);
  const browserSections = SECTIONS.filter((x) => !inNode.has(x) && opts.sections.has(x));
  if (browserSections.length === 0) {
    finish(results, opts, started, load, undefined);
    return;
  }
  log(
    `${opts.quick ? 'quick' : 'full'} run: scales ${opts.scales.join(', ')}, ${opts.runs} runs; building the app…`,
  );
  const build = buildAll(opts.dist);
  const cleanup = () => {
    killAllServers();
    build.cleanup();
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => (cleanup(), process.exit(130)));
  let chromium: string | undefined;
  const browser = await launchBrowser();
  try {
    const pageSections = ['bundle', 'detail', 'temperatures', 'logs', 'lighthouse'] as const;
    const wantsPages = pageSections.some((s) => opts.sections.has(s));
    const scales = [...new Set(opts.scales)].sort((a, b) => a - b);
    if (wantsPages && !scales.includes(opts.pageScale)) scales.push(opts.pageScale);
    const campaignUnits = opts.quick ? 10_000 : 100_000;
    const wantsCampaigns = opts.sections.has('campaigns');
    if (wantsCampaigns && !scales.includes(campaignUnits)) scales.push(campaignUnits);
    for (const units of scales) {
      const fleet =
        (opts.sections.has('fleet') || opts.sections.has('baseline')) &&
        opts.scales.includes(units);
      if (
        !fleet &&
        !(wantsPages && units === opts.pageScale) &&
        !(wantsCampaigns && units === campaignUnits)
      )
        continue;
      log(`simulator with ${units.toLocaleString('en-US')} units…`);
      const server = await startSimServer(units, build.dist, opts.withEngine);
      try {
        if (opts.scales.includes(units))
          await fleetAt(browser, server.origin, units, opts, results);
        if (wantsPages && units === opts.pageScale)
          await pagesAt(browser, server.origin, build, opts, results);
        if (wantsCampaigns && units === campaignUnits) {
          const runs = opts.quick ? 1 : opts.bigRuns;
          log(`campaigns ${units} units × ${runs}`);
          results.campaigns = {
            units,
            runs: await repeat('campaigns', runs, () =>
              measureCampaigns(browser, server.origin, units),
            ),
          };
        }
      } finally {
        await server.stop();
      }
    }
    if (opts.sections.has('engine-campaigns')) {
      const units = opts.quick ? 10_000 : 100_000;
      log(`engine campaign over ${units.toLocaleString('en-US')} units…`);
      results.engineCampaigns = await measureEngineCampaigns(browser, build.dist, units);
    }
    chromium = browser.version();
  } finally {
    await browser.close();
    cleanup();
  }
  finish(results, opts, started, load, chromium);
}

main().catch((err: unknown) => {
  killAllServers();
  console.error(err instanceof Error ? err.stack : err);
  process.exit(1);
});

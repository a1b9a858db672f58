// `tsx bench/profile.ts --scenario fleet-scroll --units 10000 [--dist DIR]`: where the time of one
// interaction goes. Prints the longest main-thread tasks broken down by trace event (script,
// style, layout, paint, GC) and a CPU profile's self time per src/ file, package and function,
// mapped through the build's source maps.
import type { Browser, Page } from '@playwright/test';
import { join } from 'node:path';
import { SHOWCASE } from '../server/simulator/fixtures.ts';
import { fillSignIn, freshContext, launchBrowser, signedInPage } from './browser.ts';
import { buildAll } from './build.ts';
import { toolArgs } from './tool-args.ts';
import { armWatch, awaitQuiet, paintedWhen, scrollRows } from './probes.ts';
import { startSimServer, killAllServers } from './sim-server.ts';
import { SYNCED_MARK, syncedMarks } from './fleet-poll.ts';
import {
  summariseCpu,
  summariseTasks,
  summariseTrace,
  type CpuProfile,
  type CpuProfileTimed,
  type TraceEvent,
} from './profile-summary.ts';

type Scenario = {
  setup: (b: Browser, origin: string) => Promise<Page>;
  act: (p: Page) => Promise<void>;
};
const ROW = 'table tbody tr:not([aria-hidden])';

const signedIn = async (b: Browser, origin: string, path = '/') => {
  const { page } = await signedInPage(b, origin);
  if (path !== '/') await page.goto(origin + path);
  await page.locator(ROW).first().waitFor({ timeout: 120_000 });
  await page.waitForLoadState('networkidle');
  return page;
};
const scroll = (p: Page) =>
  p
    .evaluate(scrollRows, { table: 'table', rowSelector: ROW, rows: 5000, frames: 100 })
    .then(() => {});

/** A fresh context on the sign-in page, the token typed: the act clicks Sign in. */
const atSignIn = async (b: Browser, origin: string) => {
  const page = await (await freshContext(b)).newPage();
  await page.goto(`${origin}/login`);
  await fillSignIn(page);
  return page;
};

const SCENARIOS: Record<string, Scenario> = {
  'fleet-load': {
    setup: atSignIn,
    act: async (p) => {
      await p.evaluate(armWatch, { selectors: ['head'] });
      await p.getByRole('button', { name: 'Sign in' }).click();
      await p.evaluate(paintedWhen, {
        selector: ROW,
        minCount: 1,
        timeoutMs: 120_000,
        sinceInput: true,
      });
    },
  },
  // The bench's "sign-in → every unit in" window: until the app's synced mark.
  'fleet-load-all': {
    setup: atSignIn,
    act: async (p) => {
      await p.getByRole('button', { name: 'Sign in' }).click();
      await syncedMarks(p, 1, 300_000);
    },
  },
  'fleet-search': {
    setup: (b, o) => signedIn(b, o),
    act: async (p) => {
      await p.getByLabel('Search').click();
      await p.evaluate(armWatch, { selectors: ['table', '[role="status"]'] });
      await p.keyboard.press('u');
      await p.evaluate(awaitQuiet, { quietMs: 300, timeoutMs: 60_000 });
    },
  },
  'fleet-scroll': { setup: (b, o) => signedIn(b, o), act: scroll },
  // One background poll after the load (bench/fleet-poll.ts): with the simulator frozen, nothing
  // changed, so it should cost almost nothing on the main thread.
  'fleet-poll': {
    setup: async (b, o) => {
      const page = await signedIn(b, o);
      await syncedMarks(page, 1, 300_000);
      await page.waitForFunction(
        (name) => {
          const last = performance.getEntriesByName(name).at(-1);
          return last !== undefined && performance.now() - last.startTime > 21_000;
        },
        SYNCED_MARK,
        { timeout: 120_000, polling: 500 },
      );
      return page;
    },
    act: async (p) => {
      const marks = await p.evaluate(
        (name) => performance.getEntriesByName(name).length,
        SYNCED_MARK,
      );
      await p.evaluate(() =>
        document.dispatchEvent(new Event('visibilitychange', { bubbles: true })),
      );
      await syncedMarks(p, marks + 1, 300_000);
      // The alert evaluation and history fold follow the mark in slices.
      await p.waitForTimeout(3000);
    },
  },
  'logs-scroll': {
    setup: (b, o) => signedIn(b, o, `/equipment/${SHOWCASE.manyLogs.guid}/logs`),
    act: scroll,
  },
  // What Lighthouse loads (the default range), until the tab's background work has started and run.
  'temperatures-24h': {
    // Not signedIn(): with the engine its event stream keeps a request open (no network idle).
    setup: async (b, o) => {
      const { page } = await signedInPage(b, o);
      await page.locator(ROW).first().waitFor({ timeout: 120_000 });
      // Lighthouse's mobile screen: the charts below it mount only when scrolled to.
      await page.setViewportSize({ width: 412, height: 823 });
      return page;
    },
    act: async (p) => {
      await p.goto(
        `${p.url().split('/').slice(0, 3).join('/')}/equipment/${SHOWCASE.temperatures.guid}/temperatures`,
      );
      await p.locator('svg.recharts-surface').first().waitFor({ timeout: 120_000 });
      await p.waitForFunction(() => performance.getEntriesByName('app:background').length > 0);
      await p.waitForTimeout(3000);
    },
  },
  'temperatures-7d': {
    setup: (b, o) => signedIn(b, o),
    act: async (p) => {
      await p.goto(
        `${p.url().split('/').slice(0, 3).join('/')}/equipment/${SHOWCASE.temperatures.guid}/temperatures?range=7d`,
      );
      await p.locator('svg.recharts-surface').first().waitFor({ timeout: 120_000 });
      await p.waitForTimeout(1000);
    },
  },
};

/** Requests made after the measured input, relative to it: shows waterfalls (chained requests). */
async function waterfall(page: Page): Promise<string> {
  const rows = await page.evaluate(() => {
    const t0 = (window as Window & { __benchWatch?: { t0: number } }).__benchWatch?.t0 ?? Infinity;
    return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((e) => e.startTime >= t0)
      .map((e) => ({
        url: e.name.replace(/^https?:\/\/[^/]+/, ''),
        start: e.startTime - t0,
        end: e.responseEnd - t0,
        bytes: e.encodedBodySize,
      }));
  });
  const lines = rows.map(
    (r) =>
      `  ${r.start.toFixed(0).padStart(6)} → ${r.end.toFixed(0).padStart(6)} ms  ${String(r.bytes).padStart(9)} B  ${r.url.slice(0, 110)}`,
  );
  return ['Requests after the input (ms from input):', ...lines].join('\n');
}

async function main() {
  const usage = `Usage: tsx bench/profile.ts --scenario NAME [--units 10000] [--dist DIR] [--with-engine]
  scenarios: ${Object.keys(SCENARIOS).join(', ')}`;
  const values = toolArgs(
    {
      scenario: { type: 'string' },
      units: { type: 'string' },
      dist: { type: 'string' },
      'with-engine': { type: 'boolean' },
    },
    usage,
  );
  const scenario = SCENARIOS[values.scenario ?? ''];
  if (!scenario) {
    console.error(
      `--scenario is required: one of ${Object.keys(SCENARIOS).join(', ')}\n\n${usage}`,
    );
    process.exit(2);
  }
  const build = buildAll(values.dist);
  const server = await startSimServer(
    Number(values.units ?? 10_000),
    build.dist,
    values['with-engine'] === true,
  );
  const browser = await launchBrowser();
  try {
    const page = await scenario.setup(browser, server.origin);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    // Profiler first: starting it is itself a long task that must stay out of the trace.
    await cdp.send('Profiler.start');
    await browser.startTracing(page, {
      categories: [
        'toplevel',
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8',
        'blink.user_timing',
      ],
    });
    await scenario.act(page);
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as {
      traceEvents: TraceEvent[];
    };
    console.log(await waterfall(page));
    console.log(summariseTrace(trace.traceEvents));
    const fileOfUrl = (url: string) => join(build.dist, new URL(url).pathname);
    console.log(summariseCpu(profile, fileOfUrl));
    if (values.scenario?.startsWith('temperatures'))
      console.log(summariseTasks(trace.traceEvents, profile as CpuProfileTimed, fileOfUrl));
  } finally {
    await browser.close();
    await server.stop();
    build.cleanup();
  }
}

main().catch((err: unknown) => {
  killAllServers();
  console.error(err);
  process.exit(1);
});

// Map figures at a fleet scale: data complete → complete map drawn, and the
// cost of a pan/zoom frame. Run against a server you started (run it alone on the machine):
//   npx tsx server/serve.ts --port 4208 --units 100000 --dist dist &
//   npx tsx bench/map-measure.ts --url http://127.0.0.1:4208 [--runs 2]
// --profile DIST: a CPU profile of the main thread from sign-in to the complete map, summarised
// per source file and line through DIST's source maps (the build the server serves).
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/browser-path';
import { summariseCpu, type CpuProfile, type TraceEvent } from './profile-summary';
import { toolArgs } from './tool-args';

const values = toolArgs(
  {
    url: { type: 'string' },
    runs: { type: 'string' },
    token: { type: 'string' },
    profile: { type: 'string' },
  },
  'Usage: tsx bench/map-measure.ts [--url http://127.0.0.1:4208] [--runs 1] [--token T] [--profile DIST]\n' +
    '  against a server you started: tsx server/serve.ts --port 4208 --units 100000 --dist dist',
);
const url = values.url ?? 'http://127.0.0.1:4208';
const runs = Number(values.runs ?? 1);
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length
    ? (s[Math.floor((s.length - 1) / 2)]! + s[Math.ceil((s.length - 1) / 2)]!) / 2
    : NaN;
};
const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))] ?? NaN;

/**
 * Main-thread CPU time (trace `tdur`) between two user-timing marks: on a shared machine the wall
 * time between them mostly measures the other processes; the thread time is what the map costs.
 */
function cpuBetween(events: readonly TraceEvent[], from: string, to: string): number {
  const at = (name: string) =>
    events.find((e) => e.name === name && e.cat?.includes('blink.user_timing'))?.ts;
  const t0 = at(from);
  const t1 = at(to);
  if (t0 === undefined || t1 === undefined) return NaN;
  const main = new Set(
    events
      .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const seen = new Set<string>();
  let cpu = 0;
  for (const e of events) {
    if (e.ph !== 'X' || !/RunTask$/.test(e.name) || !e.dur || !main.has(`${e.pid}:${e.tid}`))
      continue;
    const key = `${e.pid}:${e.tid}:${e.ts}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const overlap = Math.min(e.ts + e.dur, t1) - Math.max(e.ts, t0);
    if (overlap > 0) cpu += ((e.tdur ?? e.dur) * overlap) / e.dur;
  }
  return cpu / 1000;
}

const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
console.error(
  `load average at start: ${loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')}`,
);
for (let run = 0; run < runs; run++) {
  const page = await browser.newPage({ viewport: { width: 1440, height: 1000 } });
  page.on('pageerror', (e) => console.error(`page error: ${e.message}`));
  // Main-thread tasks over 50 ms, to tell what blocks between the data and the drawn map.
  await page.addInitScript(() => {
    const w = window as Window & { __longTasks?: [number, number][] };
    w.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__longTasks!.push([e.startTime, e.duration]);
    }).observe({ type: 'longtask', buffered: true });
  });
  await page.goto(`${url}/map`);
  await page.getByLabel('Access token').fill(values.token ?? 'demo-operator');
  const cdp = values.profile ? await page.context().newCDPSession(page) : undefined;
  if (cdp) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
    await cdp.send('Profiler.start');
  }
  await browser.startTracing(page, { categories: ['toplevel', 'blink.user_timing'] });
  const clickAt = await page.evaluate(() => performance.now());
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForFunction(
    () => performance.getEntriesByName('map-complete-draw').length > 0,
    null,
    {
      timeout: 600_000,
      polling: 500,
    },
  );
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as {
    traceEvents: TraceEvent[];
  };
  const cpu = cpuBetween(trace.traceEvents, 'map-data-complete', 'map-complete-draw');
  if (cdp && values.profile) {
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
    const dist = values.profile;
    console.log(summariseCpu(profile, (u) => join(dist, new URL(u).pathname)));
  }
  // No named functions inside evaluate: tsx would wrap them in a helper the page lacks.
  // The fleet list is fetched in the fleet worker, out of this page's Resource Timing: the data is
  // "complete" when the last unit reached the page (the `map-data-complete` mark).
  const load = await page.evaluate(() => {
    return {
      units: document.querySelector('main [role=status]')?.textContent ?? '',
      dataComplete: performance.getEntriesByName('map-data-complete')[0]?.startTime ?? NaN,
      completeDraw: performance.getEntriesByName('map-complete-draw')[0]?.startTime ?? NaN,
      firstDraw: performance.getEntriesByName('map-first-draw')[0]?.startTime ?? NaN,
      longTasks: (window as Window & { __longTasks?: [number, number][] }).__longTasks ?? [],
    };
  });
  // Pan by dragging and zoom by wheel; every paint records a `map-frame` measure.
  await page.evaluate(() => performance.clearMeasures('map-frame'));
  const box = (await page.getByRole('region', { name: 'Fleet map' }).boundingBox())!;
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  for (let k = 0; k < 3; k++) {
    await page.mouse.move(cx, cy);
    await page.mouse.down();
    for (let i = 1; i <= 30; i++) await page.mouse.move(cx + i * 8 * (k % 2 ? -1 : 1), cy + i * 3);
    await page.mouse.up();
    for (let i = 0; i < 10; i++) await page.mouse.wheel(0, k % 2 ? 120 : -120);
  }
  await page.waitForTimeout(500);
  const frames = await page.evaluate(() =>
    performance.getEntriesByName('map-frame').map((e) => e.duration),
  );
  const basemaps = await page.evaluate(() =>
    performance.getEntriesByName('map-basemap').map((e) => e.duration),
  );
  console.log(
    JSON.stringify({
      run,
      units: load.units,
      'data complete → complete map drawn (ms)': Math.round(load.completeDraw - load.dataComplete),
      '… of which main-thread CPU (ms)': Math.round(cpu),
      'sign-in click → first map drawn (ms)': Math.round(load.firstDraw - clickAt),
      'sign-in click → data complete (ms)': Math.round(load.dataComplete - clickAt),
      'long tasks from data complete (start, ms)': load.longTasks
        .filter(([t, d]) => t + d >= load.dataComplete)
        .map(([t, d]) => `${Math.round(t - load.dataComplete)}+${Math.round(d)}`)
        .join(' '),
      'pan/zoom frames': frames.length,
      'frame median (ms)': +median(frames).toFixed(2),
      'frame p95 (ms)': +pct(frames, 0.95).toFixed(2),
      'frame max (ms)': +Math.max(...frames).toFixed(2),
      'basemap redraw after the view settles, median (ms)': +median(basemaps).toFixed(1),
    }),
  );
  await page.close();
}
console.error(
  `load average at end: ${loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')}`,
);
await browser.close();

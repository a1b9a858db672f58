// Debian Chromium driven by Playwright, plus the CDP bits the measurements need (heap, trace).
import { writeFileSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/browser-path.ts';

export const VIEWPORT = { width: 1280, height: 800 };
export const TOKEN = 'demo-operator';

export async function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    args: [...CHROMIUM_ARGS, ...extraArgs],
  });
}

/** A fresh context: cold cache, empty storage. tsx keeps function names with a `__name` helper
 *  that page.evaluate would carry into the page, so the page gets a no-op one. */
export async function freshContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  await context.addInitScript('globalThis.__name = globalThis.__name || ((f) => f);');
  return context;
}

/** Fills the sign-in form by its labels; the caller times the click. */
export async function fillSignIn(page: Page, remember = false): Promise<void> {
  await page.getByLabel('Access token').fill(TOKEN);
  if (remember) await page.getByLabel('Remember me').check();
}

/** A page signed in to the dashboard (token in this tab's sessionStorage), at `/`. */
export async function signedInPage(
  browser: Browser,
  origin: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await freshContext(browser);
  const page = await context.newPage();
  await page.goto(`${origin}/login`);
  await fillSignIn(page);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('combobox', { name: 'Company' }).waitFor({ timeout: 60_000 });
  return { context, page };
}

/** JS heap in use after a forced garbage collection, in bytes. */
export async function heapUsed(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    return usedSize;
  } finally {
    await cdp.detach();
  }
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  /** Thread (CPU) time of the event: what the task cost without time lost to other processes. */
  tdur?: number;
  args?: { name?: string };
}

export interface LongestTask {
  /** Wall time of the longest task (what the user waited). */
  wallMs: number;
  /** Largest main-thread CPU time of one task: the same figure minus waiting for a shared CPU. */
  cpuMs: number;
  /** Main-thread CPU time of every task in the window together. */
  totalCpuMs: number;
}

/** Longest main-thread task of the page's renderer while `fn` runs, from a Chromium trace. */
export async function longestTaskDuring(
  browser: Browser,
  page: Page,
  fn: () => Promise<void>,
): Promise<LongestTask> {
  // BENCH_TRACE=<path prefix>: each window's whole trace (timeline and CPU samples) is also
  // written to <prefix>-<time>.json, to see what a long task was (open it in DevTools).
  const keep = process.env.BENCH_TRACE;
  const detail = ['devtools.timeline', 'v8.execute', 'disabled-by-default-v8.cpu_profiler'];
  await browser.startTracing(page, {
    categories: ['toplevel', '__metadata', ...(keep ? detail : [])],
  });
  let failure: unknown;
  try {
    await fn();
  } catch (err) {
    failure = err;
  }
  const buffer = await browser.stopTracing();
  if (keep) writeFileSync(`${keep}-${Date.now()}.json`, buffer);
  if (failure) throw failure;
  return longestRendererTask(JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] });
}

export function longestRendererTask(trace: { traceEvents: TraceEvent[] }): LongestTask {
  const mainThreads = new Set(
    trace.traceEvents
      .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const perThread = new Map<string, { total: number; wall: number; cpu: number; cpuSum: number }>();
  for (const e of trace.traceEvents) {
    if (e.ph !== 'X' || !e.dur || !/RunTask$/.test(e.name)) continue;
    const key = `${e.pid}:${e.tid}`;
    if (!mainThreads.has(key)) continue;
    const t = perThread.get(key) ?? { total: 0, wall: 0, cpu: 0, cpuSum: 0 };
    t.total += e.dur;
    t.cpuSum += e.tdur ?? e.dur;
    t.wall = Math.max(t.wall, e.dur);
    t.cpu = Math.max(t.cpu, e.tdur ?? e.dur);
    perThread.set(key, t);
  }
  // The page under test is the renderer main thread that did the most work in the window.
  const busiest = [...perThread.values()].sort((a, b) => b.total - a.total)[0];
  return {
    wallMs: (busiest?.wall ?? 0) / 1000,
    cpuMs: (busiest?.cpu ?? 0) / 1000,
    totalCpuMs: (busiest?.cpuSum ?? 0) / 1000,
  };
}

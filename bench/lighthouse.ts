// Lighthouse (mobile defaults, simulated throttling) on a signed-in page (fleet, temperatures).
// The token is needed before the page loads: sign in with "Remember me" (localStorage) through
// Playwright in a persistent Chromium that also listens on a debugging port; Lighthouse opens
// its own tab in that browser's default context, keeps storage (disableStorageReset) and we
// empty the HTTP cache first so the run is a cold load like Lighthouse's own.
import { chromium } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/browser-path.ts';
import { fillSignIn } from './browser.ts';

export interface LighthouseRun {
  score: number;
  lcpMs: number;
  tbtMs: number;
  fcpMs: number;
  cls: number;
  /** Audits that cost the most (estimated savings), for the report. */
  opportunities: string[];
  /** Main-thread time per category (script evaluation, style & layout, parse…), ms. */
  mainThread: Record<string, number>;
  /** Script execution per JS file (bootup-time audit), ms. */
  scripting: Record<string, number>;
  /** Main-thread tasks over 50 ms (simulated), `url @start: duration`, for profiling. */
  longTasks: string[];
}

type Items = { items?: Record<string, unknown>[] };

function table(audit: Audit | undefined, key: string, value: string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const item of (audit?.details as Items | undefined)?.items ?? []) {
    const k = String(item[key] ?? '').replace(/^https?:\/\/[^/]+/, '');
    const v = Number(item[value]);
    if (k && Number.isFinite(v)) out[k] = Math.round(v);
  }
  return out;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const a = srv.address();
      srv.close(() => resolve(typeof a === 'object' && a ? a.port : 0));
    });
  });
}

type Audit = {
  numericValue?: number;
  score: number | null;
  title: string;
  details?: { overallSavingsMs?: number };
};

export async function measureLighthouse(origin: string, path = '/'): Promise<LighthouseRun> {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'sunbed-bench-lh-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath(),
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
    viewport: { width: 1280, height: 800 },
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${origin}/login`);
    await fillSignIn(page, true);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('combobox', { name: 'Company' }).waitFor({ timeout: 60_000 });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.goto('about:blank');
    const result = await lighthouse(`${origin}${path}`, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: true,
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error('Lighthouse returned no report');
    const ended = new URL(lhr.finalDisplayedUrl);
    if (ended.pathname + ended.search !== path)
      throw new Error(`Lighthouse ended on ${lhr.finalDisplayedUrl}, not ${path}`);
    const audits = lhr.audits as Record<string, Audit>;
    const opportunities = Object.values(audits)
      .filter((a) => (a.details?.overallSavingsMs ?? 0) >= 100)
      .sort((a, b) => (b.details?.overallSavingsMs ?? 0) - (a.details?.overallSavingsMs ?? 0))
      .map((a) => `${a.title} (~${Math.round(a.details?.overallSavingsMs ?? 0)} ms)`);
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
      tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
      fcpMs: audits['first-contentful-paint']?.numericValue ?? NaN,
      cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
      opportunities,
      mainThread: table(audits['mainthread-work-breakdown'], 'groupLabel', 'duration'),
      scripting: table(audits['bootup-time'], 'url', 'scripting'),
      longTasks: ((audits['long-tasks']?.details as Items | undefined)?.items ?? []).map(
        (t) =>
          `${String(t.url).replace(/^https?:\/\/[^/]+/, '')} @${Math.round(Number(t.startTime))}: ${Math.round(Number(t.duration))} ms`,
      ),
    };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

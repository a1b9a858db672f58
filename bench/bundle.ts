// JS a cold visit downloads to show each page, from the network log, gzip-sized from the build:
// what was requested before the page showed what it came for, and apart from it what the app
// requested after that (background work started later) until the network was idle.
import type { Browser } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fillSignIn, freshContext } from './browser.ts';
import { pageComposition, type Part } from './composition.ts';

interface Assets {
  /** gzip (zlib level 6, what servers commonly send) of every JS file. */
  jsGzipBytes: number;
  jsRawBytes: number;
  cssGzipBytes: number;
  files: string[];
  /** Biggest contributors (npm package or src/ file), from the source maps. */
  largest: Part[];
}

/** The JS to show the page (requested before its ready element was in the DOM)… */
export interface BundleRow extends Assets {
  page: string;
  /** …and what the app requested after that, until the network was idle (background work). */
  later: Assets;
}

export interface BundleTargets {
  detailPath: string;
  temperaturesPath: string;
  logsPath: string;
}

function sizes(dist: string, urls: Iterable<string>): Assets {
  let jsGzip = 0;
  let jsRaw = 0;
  let cssGzip = 0;
  const files: string[] = [];
  for (const url of urls) {
    const path = new URL(url).pathname;
    const body = readFileSync(join(dist, path));
    files.push(path);
    if (path.endsWith('.js')) {
      jsRaw += body.length;
      jsGzip += gzipSync(body).length;
    } else cssGzip += gzipSync(body).length;
  }
  return {
    jsGzipBytes: jsGzip,
    jsRawBytes: jsRaw,
    cssGzipBytes: cssGzip,
    files: files.sort(),
    largest: pageComposition(dist, files),
  };
}

/** In the page: resolves with performance.timeOrigin + now() once `ready()` holds, checked at
 *  every DOM change (a MutationObserver, not a poll), so the moment is the DOM's own. */
function whenShown(ready: string): string {
  return `new Promise((resolve) => {
    const ready = ${ready};
    const at = () => performance.timeOrigin + performance.now();
    if (ready()) return resolve(at());
    const mo = new MutationObserver(() => {
      if (ready()) { mo.disconnect(); resolve(at()); }
    });
    mo.observe(document, { childList: true, subtree: true, characterData: true });
  })`;
}

async function loadedAssets(
  browser: Browser,
  origin: string,
  path: string,
  signIn: boolean,
  ready: string,
) {
  const context = await freshContext(browser);
  // Start of each asset request (wall clock, ms), answered ones only.
  const started = new Map<string, number>();
  try {
    const page = await context.newPage();
    // Network idle of our own (Playwright's networkidle, once reached, stays reached in a
    // single-page app): no request in flight for 500 ms, at most 30 s.
    let inflight = 0;
    let lastChange = Date.now();
    page.on('request', () => ((inflight += 1), (lastChange = Date.now())));
    const done = () => ((inflight -= 1), (lastChange = Date.now()));
    page.on('requestfinished', done);
    page.on('requestfailed', done);
    const quiet = async () => {
      const until = Date.now() + 30_000;
      while (Date.now() < until && (inflight > 0 || Date.now() - lastChange < 500))
        await new Promise((r) => setTimeout(r, 50));
    };
    page.on('response', (res) => {
      const url = res.url();
      if (url.startsWith(origin) && /\/assets\/.*\.(js|css)$/.test(new URL(url).pathname))
        started.set(url, res.request().timing().startTime);
    });
    await page.goto(origin + path);
    if (signIn) {
      await fillSignIn(page);
      await page.getByRole('button', { name: 'Sign in' }).click();
    }
    const shownAt = await Promise.race([
      page.evaluate(whenShown(ready)) as Promise<number>,
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error(`${path}: not shown within 90 s`)), 90_000).unref(),
      ),
    ]);
    // Signed-in pages start their background work after the page showed (app:background mark,
    // docs/decisions.md#background): count it too, then wait for the network to be idle.
    if (signIn)
      await page
        .waitForFunction(() => performance.getEntriesByName('app:background').length > 0, null, {
          timeout: 30_000,
        })
        .catch(() => console.warn(`  ! bundle ${path}: no app:background mark within 30 s`));
    await quiet();
    const shown: string[] = [];
    const later: string[] = [];
    for (const [url, at] of started) (at <= shownAt ? shown : later).push(url);
    return { shown, later };
  } finally {
    await context.close();
  }
}

export async function measureBundles(
  browser: Browser,
  origin: string,
  dist: string,
  t: BundleTargets,
): Promise<BundleRow[]> {
  // What each page came for, as an in-page predicate (the same elements the other sections wait on).
  const rowsIn = `() => [...document.querySelectorAll('table tbody tr')].some((r) => !r.hasAttribute('aria-hidden'))`;
  const heading = (name: string) =>
    `() => [...document.querySelectorAll('h1, h2, h3')].some((h) => h.textContent.trim() === ${JSON.stringify(name)})`;
  const pages: [string, string, boolean, string][] = [
    [
      'sign-in',
      '/login',
      false,
      `() => [...document.querySelectorAll('button')].some((b) => b.textContent.trim() === 'Sign in')`,
    ],
    ['fleet', '/', true, rowsIn],
    ['detail', t.detailPath, true, heading('Information')],
    [
      'temperatures',
      t.temperaturesPath,
      true,
      `() => document.querySelector('svg.recharts-surface') !== null`,
    ],
    ['logs', t.logsPath, true, rowsIn],
  ];
  const rows: BundleRow[] = [];
  for (const [page, path, signIn, ready] of pages) {
    try {
      const { shown, later } = await loadedAssets(browser, origin, path, signIn, ready);
      rows.push({ page, ...sizes(dist, shown), later: sizes(dist, later) });
    } catch (err) {
      console.warn(`  ! bundle ${page}: ${(err as Error).message.split('\n')[0]}`);
    }
  }
  return rows;
}

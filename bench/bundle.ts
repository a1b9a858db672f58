// JS a cold visit downloads to show each page, from the network log, gzip-sized from the build.
import type { Browser, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fillSignIn, freshContext } from './browser.ts';
import { pageComposition, type Part } from './composition.ts';

export interface BundleRow {
  page: string;
  /** gzip (zlib level 6, what servers commonly send) of every JS file the page loaded. */
  jsGzipBytes: number;
  jsRawBytes: number;
  cssGzipBytes: number;
  files: string[];
  /** Biggest contributors (npm package or src/ file), from the source maps. */
  largest: Part[];
}

export interface BundleTargets {
  detailPath: string;
  temperaturesPath: string;
  logsPath: string;
}

function sizes(dist: string, urls: Set<string>) {
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

async function loadedAssets(
  browser: Browser,
  origin: string,
  path: string,
  signIn: boolean,
  ready: (page: Page) => Promise<void>,
) {
  const context = await freshContext(browser);
  const urls = new Set<string>();
  try {
    const page = await context.newPage();
    page.on('response', (res) => {
      const url = res.url();
      if (url.startsWith(origin) && /\/assets\/.*\.(js|css)$/.test(new URL(url).pathname))
        urls.add(url);
    });
    await page.goto(origin + path);
    if (signIn) {
      await fillSignIn(page);
      await page.getByRole('button', { name: 'Sign in' }).click();
    }
    await ready(page);
    await page.waitForLoadState('networkidle');
    return urls;
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
  const pages: [string, string, boolean, (p: Page) => Promise<void>][] = [
    ['sign-in', '/login', false, (p) => p.getByRole('button', { name: 'Sign in' }).waitFor()],
    ['fleet', '/', true, (p) => p.locator('table tbody tr').first().waitFor()],
    [
      'detail',
      t.detailPath,
      true,
      (p) => p.getByRole('heading', { name: 'Information' }).waitFor(),
    ],
    [
      'temperatures',
      t.temperaturesPath,
      true,
      (p) => p.locator('svg.recharts-surface').first().waitFor(),
    ],
    ['logs', t.logsPath, true, (p) => p.locator('table tbody tr').first().waitFor()],
  ];
  const rows: BundleRow[] = [];
  for (const [page, path, signIn, ready] of pages) {
    try {
      rows.push({ page, ...sizes(dist, await loadedAssets(browser, origin, path, signIn, ready)) });
    } catch (err) {
      console.warn(`  ! bundle ${page}: ${(err as Error).message.split('\n')[0]}`);
    }
  }
  return rows;
}

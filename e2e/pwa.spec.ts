import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/browser-path';
import { PERSONAS } from '../server/simulator/fixtures';
import { serverPort } from './servers';
import { renderedSerials } from './support/pages';
import {
  cachedUrls,
  controlledBySw,
  databaseNames,
  OFFLINE_DB,
  offlineCopySize,
} from './support/service-worker';
import { unitsOf } from './support/simulator';

// Installable app (docs/decisions.md#installable-app): the app shell opens offline,
// the fleet is kept for offline viewing only with Remember me, a new build offers a reload, and
// the service worker changes none of the headers.
test.use({ serviceWorkers: 'allow' });

const SAVED_LABEL = /^Offline — showing data from \d{4}-\d\d-\d\d \d\d:\d\d:\d\d/;

async function signInWith(page: Page, remember: boolean) {
  await page.goto('/');
  await page.getByLabel('Access token').fill(PERSONAS.operator.token);
  await page.getByLabel('Remember me').setChecked(remember);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.locator('[data-fleet-complete="true"]')).toBeVisible();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: /^Account:/ }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByLabel('Access token')).toBeVisible();
}

const offlineNotice = (page: Page) =>
  page.getByRole('status').filter({ hasText: 'You are offline' });

/**
 * Reloads with the network gone. Chromium 150 gives a document loaded under Playwright's offline
 * emulation `navigator.onLine === true` and no `offline` event (its requests still fail), so the
 * page is told as the browser tells it when a real network goes; going online again likewise.
 */
async function reloadOffline(page: Page, context: BrowserContext) {
  await context.setOffline(true);
  await page.reload();
  // Told once the shell is up, as a real network change would reach the running app.
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeAttached();
  await page.evaluate(() => navigator.onLine && window.dispatchEvent(new Event('offline')));
}

async function backOnline(page: Page, context: BrowserContext) {
  await context.setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
}

test('the manifest names the app and its icons, and sw.js keeps every header', async ({
  request,
}) => {
  const page = await request.get('/');
  const html = await page.text();
  expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">');
  const manifest = (await (await request.get('/manifest.webmanifest')).json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    icons: { src: string; sizes: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({ name: 'Sunbed Fleet', start_url: '/', display: 'standalone' });
  expect(manifest.short_name.length).toBeGreaterThan(0);
  expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`).sort()).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of manifest.icons) {
    const res = await request.get(icon.src);
    expect(res.headers()['content-type']).toBe('image/png');
    // The PNG header's width and height are the size the manifest claims.
    const png = await res.body();
    const [w, h] = icon.sizes.split('x').map(Number);
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([w, h]);
  }
  const sw = await request.get('/sw.js');
  expect(sw.headers()['content-type']).toMatch(/^text\/javascript/);
  expect(sw.headers()['cache-control']).toBe('no-cache');
  for (const name of ['content-security-policy', 'x-content-type-options', 'x-frame-options'])
    expect(sw.headers()[name], name).toBe(page.headers()[name]);
});

test('Chromium finds the app installable (no installability errors)', async ({ baseURL }) => {
  // Lighthouse 12 no longer has the installable-manifest audit; this is the browser check it
  // wrapped. A persistent profile: an incognito-like context is never installable.
  const profile = mkdtempSync(join(tmpdir(), 'pwa-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath(),
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await context.newPage();
    await page.goto(`${baseURL}/`);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('offline reload opens the shell and says it is offline; without Remember me no fleet is kept', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  await signInWith(page, false);
  await controlledBySw(page);
  await expect(page.locator('[data-fleet-complete="true"]')).toBeVisible();
  // Service responses were never cached, and no fleet copy was made for this session.
  const cached = (await cachedUrls(page)).map((u) => new URL(u).pathname);
  expect(cached).toContain('/index.html');
  expect(cached.filter((path) => path.startsWith('/api'))).toEqual([]);
  expect(await databaseNames(page)).not.toContain(OFFLINE_DB);

  await reloadOffline(page, context);
  await expect(page.getByRole('heading', { name: 'Fleet', exact: true })).toBeVisible();
  await expect(offlineNotice(page)).toBeVisible();
  await expect(page.getByText(SAVED_LABEL)).toHaveCount(0);
  await expect(page.getByRole('table')).toHaveCount(0);
  // An API request offline fails: the service worker answers none from a cache.
  const answered = await page.evaluate(() =>
    fetch('/api/v2/equipment').then(
      () => true,
      () => false,
    ),
  );
  expect(answered).toBe(false);

  await backOnline(page, context);
  await expect(offlineNotice(page)).toHaveCount(0);
  await expect(page.locator('[data-fleet-complete="true"]')).toBeVisible();
  expect(violations).toEqual([]);
});

test('with Remember me the last fleet shows offline with its time; sign-out deletes it', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const units = await unitsOf(request, PERSONAS.operator.token);
  await signInWith(page, true);
  const serials = await renderedSerials(page);
  await expect.poll(() => offlineCopySize(page)).toBe(units.length);
  await controlledBySw(page);
  // Someone on this browser chose the board as start page: `/` asks who is signed in, which
  // cannot be answered offline; it must open the list, not wait.
  await page.evaluate(() => localStorage.setItem('sunbed-fleet.someone.start-page', 'board'));

  await reloadOffline(page, context);
  await expect(offlineNotice(page)).toBeVisible();
  await expect(offlineNotice(page).getByText(SAVED_LABEL)).toBeVisible();
  await expect(page.getByText(`${units.length} of ${units.length} units`)).toBeVisible();
  expect(await renderedSerials(page)).toEqual(serials);

  // Back online: the list is read again and the label goes.
  await backOnline(page, context);
  await expect(offlineNotice(page)).toHaveCount(0);
  await expect(page.locator('[data-fleet-complete="true"]')).toBeVisible();

  await signOut(page);
  await expect.poll(() => databaseNames(page)).not.toContain(OFFLINE_DB);

  // A later session without Remember me finds nothing of it offline.
  await signInWith(page, false);
  await reloadOffline(page, context);
  await expect(offlineNotice(page)).toBeVisible();
  await expect(page.getByText(SAVED_LABEL)).toHaveCount(0);
  await expect(page.getByRole('table')).toHaveCount(0);
  await backOnline(page, context);
});

test('a new build offers "New version available", and Reload switches to it once', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  // A copy of the built app on its own server, so the new "build" reaches no other test.
  const dist = mkdtempSync(join(tmpdir(), 'pwa-e2e-'));
  cpSync(resolve(process.env.E2E_DIST ?? 'dist'), dist, { recursive: true });
  const port = serverPort(testInfo.parallelIndex) + 400;
  const server = spawn(
    process.execPath,
    [
      ...['--import', 'tsx', 'server/serve.ts', '--dist', dist, '--port', String(port), '--fast'],
      '--no-engine',
    ],
    { stdio: 'ignore' },
  );
  try {
    const origin = `http://127.0.0.1:${port}`;
    await expect
      .poll(
        () =>
          fetch(`${origin}/config.json`).then(
            (r) => r.ok,
            () => false,
          ),
        {
          timeout: 30_000,
        },
      )
      .toBe(true);
    await page.goto(`${origin}/login`);
    await controlledBySw(page);
    await expect(page.getByText('New version available')).toHaveCount(0);

    // The next build: index.html changed, so sw.js lists a new revision of it.
    const indexPath = join(dist, 'index.html');
    const html = readFileSync(indexPath, 'utf8').replace(
      '</head>',
      '<meta name="app-build" content="2"></head>',
    );
    writeFileSync(indexPath, html);
    const revision = createHash('md5').update(html).digest('hex');
    const swPath = join(dist, 'sw.js');
    const sw = readFileSync(swPath, 'utf8');
    const updated = sw.replace(/(url:"index\.html",revision:")[0-9a-f]+/, `$1${revision}`);
    expect(updated).not.toBe(sw);
    writeFileSync(swPath, updated);

    // A visit finds the new worker; it waits. Pages come from the network first (docs/decisions.md#installable-app: a
    // fresh index.html and CSP), so the page is already the new one; the prompt still offers
    // the new worker.
    await page.reload();
    const prompt = page.getByRole('status').filter({ hasText: 'New version available' });
    await expect(prompt).toBeVisible();
    await expect(page.locator('meta[name="app-build"]')).toHaveAttribute('content', '2');
    // Non-blocking: the sign-in form still works while it shows.
    await page.getByLabel('Access token').fill('still usable');

    let loads = 0;
    page.on('load', () => loads++);
    await prompt.getByRole('button', { name: 'Reload' }).click();
    await expect(page.locator('meta[name="app-build"]')).toHaveAttribute('content', '2');
    await expect(page.getByLabel('Access token')).toBeVisible();
    await expect(prompt).toHaveCount(0);
    expect(loads).toBe(1);
  } finally {
    server.kill();
    rmSync(dist, { recursive: true, force: true });
  }
});

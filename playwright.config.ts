import { defineConfig, devices } from '@playwright/test';
import { E2E_WORKERS, serverPort } from './e2e/servers';
import { ADMIN_TOKEN } from './e2e/support/simulator';
import { CHROMIUM_ARGS, chromiumPath } from './scripts/browser-path';

// e2e drives the BUILT app in real Chromium against the real simulator over HTTP.
const dist = process.env.E2E_DIST ? ` --dist ${process.env.E2E_DIST}` : '';

export default defineConfig({
  testDir: 'e2e',
  // Files run in parallel, one simulator per worker (e2e/fixtures.ts points each worker at its
  // own); the tests of one file stay in order.
  fullyParallel: false,
  workers: E2E_WORKERS,
  forbidOnly: true,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  outputDir: process.env.E2E_OUTPUT ?? 'test-results/e2e',
  reporter: process.env.E2E_JSON
    ? [['list'], ['json', { outputFile: process.env.E2E_JSON }]]
    : 'list',
  use: {
    // A failed test keeps its trace (actions, DOM snapshots, network) and a screenshot. Without
    // the trace's screencast, which every passing test paid for too: e2e needs ~37 % less CPU
    // (docs/decisions.md#test-time).
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
    // page.route() cannot see requests a service worker handles (Playwright's advice: block
    // them where routes are used). e2e/pwa.spec.ts allows them; E2E_SERVICE_WORKERS=allow runs
    // every spec with the app's service worker.
    serviceWorkers: process.env.E2E_SERVICE_WORKERS === 'allow' ? 'allow' : 'block',
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: Array.from({ length: E2E_WORKERS }, (_, worker) => ({
    command: `node scripts/start.mjs --port ${serverPort(worker)} --fast --admin --admin-token ${ADMIN_TOKEN} --no-engine${dist}`,
    url: `http://127.0.0.1:${serverPort(worker)}/config.json`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  })),
});

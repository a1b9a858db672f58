import { defineConfig, devices } from '@playwright/test';
import { ADMIN_TOKEN } from './e2e/support/admin-token';
import { CHROMIUM_ARGS, chromiumPath } from './scripts/browser-path';

// e2e drives the BUILT app in real Chromium against the real simulator over HTTP.
const port = Number(process.env.E2E_PORT ?? 4199);
const dist = process.env.E2E_DIST ? ` --dist ${process.env.E2E_DIST}` : '';

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  outputDir: process.env.E2E_OUTPUT ?? 'test-results/e2e',
  reporter: process.env.E2E_JSON
    ? [['list'], ['json', { outputFile: process.env.E2E_JSON }]]
    : 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: `node scripts/start.mjs --port ${port} --fast --admin --admin-token ${ADMIN_TOKEN}${dist}`,
    url: `http://127.0.0.1:${port}/config.json`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});

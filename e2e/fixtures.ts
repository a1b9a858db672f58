import { test as base } from '@playwright/test';
import { serverPort } from './servers';
import { watchRequests } from './support/session';

// Every spec imports `test` and `expect` from here (lint enforces it). Each Playwright worker
// talks to its own simulator (playwright.config.ts starts one per worker), so faults, resets and
// edits made by one worker's tests never reach another's, and the files run in parallel.
export { expect } from '@playwright/test';

export const test = base.extend<object, { workerBaseURL: string }>({
  workerBaseURL: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern
    async ({}, provide, workerInfo) =>
      provide(`http://127.0.0.1:${serverPort(workerInfo.parallelIndex)}`),
    { scope: 'worker' },
  ],
  baseURL: async ({ workerBaseURL }, provide) => provide(workerBaseURL),
  // advanceUntil moves a fake clock only while no fresh request is in flight.
  page: async ({ page }, provide) => {
    watchRequests(page);
    await provide(page);
    // A page.route handler can still be in route.fetch() for a background poll when the test's
    // last assertion passes; closing the context under it fails the passed test with "Response
    // has been disposed". Its answer can no longer matter, so drop the routes and their errors.
    if (!page.isClosed()) await page.unrouteAll({ behavior: 'ignoreErrors' });
  },
});

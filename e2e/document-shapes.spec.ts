import { expect, test } from './fixtures';
import { SHOWCASE } from '../server/simulator/fixtures';
import { signIn, trackPageErrors } from './support/session';

// The fleet keeps the malformed showcase unit with the zod-free repair (src/api/parse/schema-repair.ts):
// it is listed, the strict CSP reports nothing, and the zod parse is never downloaded.

test('the fleet lists the malformed unit without downloading zod and without CSP reports', async ({
  page,
}) => {
  const errors = trackPageErrors(page);
  const scripts: string[] = [];
  page.on('response', (res) => {
    if (/\/assets\/.*\.js$/.test(new URL(res.url()).pathname)) scripts.push(res.url());
  });
  await page.addInitScript(() => {
    (window as unknown as { cspReports: string[] }).cspReports = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { cspReports: string[] }).cspReports.push(e.violatedDirective),
    );
  });
  await signIn(page);
  await page.getByLabel('Search').fill(SHOWCASE.malformed.serial);
  await expect(page.getByRole('link', { name: SHOWCASE.malformed.serial })).toBeVisible();

  expect(
    await page.evaluate(() => (window as unknown as { cspReports: string[] }).cspReports),
  ).toEqual([]);
  // The row is drawn after the parse, so a zod download would have started by now: the tolerant
  // zod parse lives in the slow-path/schemas chunks (src/api/parse/load-slow-path.ts).
  expect(scripts.filter((url) => /\/(slow-path|schemas)-[^/]*\.js$/.test(url))).toEqual([]);
  expect(errors).toEqual([]);
});

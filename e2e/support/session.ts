import { expect, type Locator, type Page, type Request } from '@playwright/test';

// Signing in (through the form, or straight into storage) and watching the page.

export type Persona = 'demo-operator' | 'demo-owner' | 'demo-support';

export const TOKEN_KEY = 'sunbed-fleet.token';

/** Signs in through the real sign-in form (by its labels) and waits for the app shell. */
export async function signIn(page: Page, token: Persona | string = 'demo-operator', startAt = '/') {
  await page.goto(startAt);
  await page.getByLabel('Access token').fill(token);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('combobox', { name: 'Company' })).toBeVisible();
}

/** Puts the token in sessionStorage as sign-in would (docs/decisions.md#sign-in), opens `url`. */
export async function openSignedIn(page: Page, token: string, url: string): Promise<void> {
  if (!page.url().startsWith('http')) await page.goto('/config.json');
  await page.evaluate(([key, value]) => sessionStorage.setItem(key, value), [
    TOKEN_KEY,
    token,
  ] as const);
  await page.goto(url);
}

/** Collects uncaught page errors so a test can assert there were none. */
export function trackPageErrors(page: Page): Error[] {
  const errors: Error[] = [];
  page.on('pageerror', (e) => errors.push(e));
  return errors;
}

const requestsInFlight = new WeakMap<Page, Map<Request, number>>();
const heldPaths = new WeakMap<Page, string>();

/**
 * Tells advanceUntil that the simulator holds every GET of `path` (a delayMs fault, e.g.
 * '/v2/equipment'; null: none): such a request counts as held from its start, so the clock moves
 * without first waiting HELD_MS of real time for it.
 */
export function holdsRequestsTo(page: Page, path: string | null): void {
  if (path) heldPaths.set(page, `/api${path}`);
  else heldPaths.delete(page);
}

/**
 * Remembers when each request of `page` started until it ends, for advanceUntil. e2e/fixtures.ts
 * calls it for every test's page, before the first navigation.
 */
export function watchRequests(page: Page): void {
  const started = new Map<Request, number>();
  requestsInFlight.set(page, started);
  const ended = (request: Request) => started.delete(request);
  page.on('request', (request) => {
    // The app's own reads (API, config.json); not scripts, styles or the favicon, which no fake
    // timer waits on (Chromium does not always report the favicon's end).
    const url = request.url();
    if (!/\/api\/|\/config\.json/.test(url)) return;
    const held = heldPaths.get(page) === new URL(url).pathname;
    started.set(request, held ? 0 : Date.now());
  });
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
}

/** A request in flight this long (real time) is one the test holds back, e.g. a "slow" fault
 * not announced with holdsRequestsTo. */
const HELD_MS = 1_000;

/**
 * Waits until no request of the page younger than HELD_MS is in flight, for at most 2 s: a page
 * that keeps starting requests (paging through logs) gets its clock moved anyway, as before.
 */
async function requestsSettled(started: Map<Request, number>): Promise<void> {
  const young = () => [...started.values()].filter((t) => Date.now() - t < HELD_MS).length;
  await expect
    .poll(young, { intervals: [20], timeout: 2 * HELD_MS })
    .toBe(0)
    .catch(() => undefined);
}

/**
 * Waits for `target`, moving the page's fake clock 5 s at a time in between, so retry back-off
 * (1 s, 2 s, Retry-After) and the 15 s client time-out pass in a fraction of a second. The clock
 * moves only once every request the page started in the last second has ended (and the page had
 * 150 ms to show its answer), so a healthy request never meets the time-out; one held longer
 * (a "slower than the time-out" fault, announced with holdsRequestsTo) does after three steps. A page without watchRequests
 * (see e2e/fixtures.ts) gets 400 ms between steps instead. Needs `page.clock.install()` before
 * the first navigation.
 */
export async function advanceUntil(page: Page, target: Locator, maxSteps = 16): Promise<void> {
  const started = requestsInFlight.get(page);
  for (let step = 0; step < maxSteps; step++) {
    if (started) await requestsSettled(started);
    try {
      await target.first().waitFor({ state: 'visible', timeout: started ? 150 : 400 });
      return;
    } catch {
      await page.clock.fastForward(5_000);
    }
  }
  await expect(target.first()).toBeVisible({ timeout: 1_000 });
}

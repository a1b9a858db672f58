import { expect, type Locator, type Page } from '@playwright/test';

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

/**
 * Waits for `target`, moving the page's fake clock 5 s at a time in between, so retry back-off
 * (1 s, 2 s, Retry-After) and the 15 s client time-out pass in a fraction of a second. Steps are
 * small enough that a healthy request (milliseconds) never meets the time-out. Needs
 * `page.clock.install()` before the first navigation.
 */
export async function advanceUntil(page: Page, target: Locator, maxSteps = 16): Promise<void> {
  for (let step = 0; step < maxSteps; step++) {
    try {
      await target.first().waitFor({ state: 'visible', timeout: 400 });
      return;
    } catch {
      await page.clock.fastForward(5_000);
    }
  }
  await expect(target.first()).toBeVisible({ timeout: 1_000 });
}

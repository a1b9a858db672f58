import { expect, type Page } from '@playwright/test';

export type Persona = 'demo-operator' | 'demo-owner' | 'demo-support';

/** Signs in through the real sign-in form (by its labels) and waits for the app shell. */
export async function signIn(page: Page, token: Persona | string = 'demo-operator', startAt = '/') {
  await page.goto(startAt);
  await page.getByLabel('Access token').fill(token);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('combobox', { name: 'Company' })).toBeVisible();
}

/** Collects uncaught page errors so a test can assert there were none. */
export function trackPageErrors(page: Page): Error[] {
  const errors: Error[] = [];
  page.on('pageerror', (e) => errors.push(e));
  return errors;
}

import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { axe } from './support/axe';
import { PERSONAS, SHOWCASE } from '../server/simulator/fixtures';
import { ADMIN_HEADERS, fastPolling, unitsOf } from './support/simulator';
import { openSignedIn, signIn, trackPageErrors } from './support/session';

// The salon board (docs/decisions.md#board-words) for the owner persona, against the simulator:
// one card per unit, the card's word for states set through the admin routes, Keep screen on with
// a stubbed Screen Wake Lock, and the start page setting.

const owner = PERSONAS.owner.token;
const soon = expect.configure({ timeout: 20_000 });
const cards = (page: Page) => page.getByRole('article');
const card = (page: Page, name: string) =>
  cards(page).filter({ has: page.getByRole('heading', { name, exact: true }) });
const nameOf = (u: { serial: string; alias?: unknown }) =>
  (typeof u.alias === 'string' && u.alias.trim()) || u.serial;
const unit = SHOWCASE.temperatures;

async function setCondition(request: APIRequestContext, body: Record<string, unknown> | null) {
  const path = `/api/__admin/units/${unit.guid}/condition`;
  const res = body
    ? await request.post(path, { headers: ADMIN_HEADERS, data: body })
    : await request.delete(path, { headers: ADMIN_HEADERS });
  expect(res.ok()).toBe(true);
}

test.afterEach(async ({ request }) => setCondition(request, null));

test('the owner sees one card per unit with its word, errors and service; a card opens the unit', async ({
  page,
  request,
}) => {
  const errors = trackPageErrors(page);
  const units = await unitsOf(request, owner);
  await signIn(page, owner, '/board');
  await expect(page.getByRole('heading', { name: 'Salon board' })).toBeVisible();
  await soon(cards(page)).toHaveCount(units.length);
  for (const u of units) await expect(card(page, nameOf(u))).toHaveCount(1);
  await expect(page.getByText(`${units.length} units`, { exact: true })).toBeVisible();

  const cleaning = card(page, SHOWCASE.states.cleaning.alias);
  await expect(cleaning.getByText('Needs cleaning', { exact: true })).toBeVisible();
  // Lamps exactly at 90 % of the limit: due soon, as on the service board.
  await expect(cleaning.getByText('Service due', { exact: true })).toBeVisible();
  await expect(card(page, SHOWCASE.shared.alias).getByText('Service overdue')).toBeVisible();
  const broken = card(page, SHOWCASE.errors.alias);
  await expect(broken.getByText('Fault', { exact: true })).toBeVisible();
  // The error in the catalog's words, critical first (bit 0: Software error).
  await expect(broken).toContainText('Critical: Software error');
  // What needs someone comes first.
  await expect(cards(page).first()).toHaveAttribute('data-word', 'Fault');

  await card(page, unit.alias).getByRole('link', { name: unit.alias }).click();
  await expect(page).toHaveURL(new RegExp(`/equipment/${unit.guid}`));
  expect(errors).toEqual([]);
});

test('a unit cycles through in session, cooling down and fault, each after a poll', async ({
  page,
  request,
}) => {
  await fastPolling(page);
  await signIn(page, owner, '/board');
  const target = card(page, unit.alias);
  await soon(target.getByText('Free', { exact: true })).toBeVisible();
  const steps: [Record<string, unknown>, string][] = [
    [{ kind: 'state', code: 11 }, 'In session'],
    [{ kind: 'state', code: 12 }, 'Cooling down'],
    [{ kind: 'fault' }, 'Fault'],
    [{ kind: 'state', code: 14 }, 'Needs cleaning'],
  ];
  for (const [condition, word] of steps) {
    await setCondition(request, condition);
    await soon(target.getByText(word, { exact: true })).toBeVisible();
    // The change was seen between two polls, so the time in the word is exact.
    await expect(target).toContainText('for less than a minute');
  }
  await setCondition(request, { kind: 'critical-error' });
  await soon(target.getByText('Free', { exact: true })).toBeVisible();
  await soon(target).toContainText('Critical: Software error');
});

test('a second tab reads when the word began from the fleet history', async ({
  context,
  request,
}) => {
  // Remember me: the second tab of this browser is signed in too; the first one keeps the
  // history (it holds the lock) and saw the change.
  const first = await context.newPage();
  await fastPolling(first);
  await first.goto('/board');
  await first.getByLabel('Access token').fill(owner);
  await first.getByLabel(/Remember me/).check();
  await first.getByRole('button', { name: 'Sign in' }).click();
  await soon(card(first, unit.alias).getByText('Free', { exact: true })).toBeVisible();
  await setCondition(request, { kind: 'state', code: 11 });
  await soon(card(first, unit.alias).getByText('In session', { exact: true })).toBeVisible();

  const second = await context.newPage();
  await fastPolling(second);
  await second.goto('/board');
  const target = card(second, unit.alias);
  await soon(target.getByText('In session', { exact: true })).toBeVisible();
  // Its own first poll alone would only say "since 19:01 or earlier".
  await soon(target).toContainText(/for (less than a minute|\d+ min)/);
  await expect(target).not.toContainText('or earlier');
});

const WAKE_LOCK_STUB = () => {
  const w = window as unknown as { wake: { requests: number; releases: number }; hidden: boolean };
  w.wake = { requests: 0, releases: 0 };
  w.hidden = false;
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    get: () => (w.hidden ? 'hidden' : 'visible'),
  });
  const request = async (type: string) => {
    if (localStorage.getItem('refuse-wake-lock')) throw new DOMException('No', 'NotAllowedError');
    w.wake.requests++;
    const s = new EventTarget() as EventTarget & {
      type: string;
      released: boolean;
      release: () => Promise<void>;
    };
    s.type = type;
    s.released = false;
    s.release = async () => {
      if (s.released) return;
      s.released = true;
      w.wake.releases++;
      s.dispatchEvent(new Event('release'));
    };
    return s;
  };
  Object.defineProperty(navigator, 'wakeLock', { configurable: true, value: { request } });
};
const wake = (page: Page) =>
  page.evaluate(() => (window as unknown as { wake: { requests: number; releases: number } }).wake);
const setHidden = (page: Page, hidden: boolean) =>
  page.evaluate((h) => {
    (window as unknown as { hidden: boolean }).hidden = h;
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);

test('Keep screen on requests the lock, releases it when hidden, off or left', async ({ page }) => {
  await page.addInitScript(WAKE_LOCK_STUB);
  await signIn(page, owner, '/board');
  const toggle = page.getByRole('switch', { name: 'Keep screen on' });
  await toggle.check();
  await expect.poll(() => wake(page)).toEqual({ requests: 1, releases: 0 });
  await setHidden(page, true);
  await expect.poll(() => wake(page)).toEqual({ requests: 1, releases: 1 });
  await setHidden(page, false);
  await expect.poll(() => wake(page)).toEqual({ requests: 2, releases: 1 });
  await toggle.uncheck();
  await expect.poll(() => wake(page)).toEqual({ requests: 2, releases: 2 });
  // Showing the page again with the switch off asks for nothing.
  await setHidden(page, true);
  await setHidden(page, false);
  await toggle.check();
  await expect.poll(() => wake(page)).toEqual({ requests: 3, releases: 2 });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Fleet' }).click();
  await expect.poll(() => wake(page)).toEqual({ requests: 3, releases: 3 });

  // Refused: one line says so and the switch is off again.
  await page.evaluate(() => localStorage.setItem('refuse-wake-lock', '1'));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Board' }).click();
  await page.getByRole('switch', { name: 'Keep screen on' }).click();
  await expect(page.getByText(/refused to keep the screen on/)).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Keep screen on' })).not.toBeChecked();
});

test('the start page setting survives a reload and sign-in lands on the board', async ({
  page,
}) => {
  // Remembered: a session without Remember me takes its start page away at sign-out (issue 29).
  await page.goto('/');
  await page.getByLabel('Access token').fill(owner);
  await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Fleet', exact: true })).toBeVisible();
  const menu = page.getByRole('button', { name: /^Account:/ });
  await menu.click();
  await page.getByLabel('Start page').selectOption({ label: 'Board' });
  // Reloading `/` begins a new visit there: the board opens, the choice is kept.
  await page.reload();
  await expect(page).toHaveURL(/\/board$/);
  await menu.click();
  await expect(page.getByLabel('Start page')).toHaveValue('board');
  // Opening the dashboard at / opens the board; the Fleet link still shows the list.
  await page.goto('/');
  await expect(page).toHaveURL(/\/board$/);
  await expect(page.getByRole('heading', { name: 'Salon board' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Fleet' }).click();
  await expect(page.getByRole('heading', { name: 'Fleet', exact: true })).toBeVisible();
  await menu.click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.getByLabel('Access token').fill(owner);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/board$/);
  await expect(page.getByRole('heading', { name: 'Salon board' })).toBeVisible();
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the board is axe clean on a tablet, ${colorScheme}`, async ({ page, request }) => {
    const count = (await unitsOf(request, owner)).length;
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.emulateMedia({ colorScheme });
    await signIn(page, owner, '/board');
    await soon(cards(page)).toHaveCount(count);
    const result = await axe(page);
    const serious = result.violations.filter(
      (v) => v.impact === 'serious' || v.impact === 'critical',
    );
    expect(
      serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);
    await page.screenshot({ path: `test-results/board-tablet-${colorScheme}.png`, fullPage: true });
    await page.setViewportSize({ width: 820, height: 1180 });
    await page.screenshot({
      path: `test-results/board-portrait-${colorScheme}.png`,
      fullPage: true,
    });
  });
}

test.describe('in Dutch', () => {
  test.use({ locale: 'nl-NL' });

  test('the board shows the Dutch words, <html lang="nl">, and no serious axe violations', async ({
    page,
    request,
  }) => {
    const errors = trackPageErrors(page);
    const units = await unitsOf(request, owner);
    // The sign-in form is in Dutch too: put the session in place as signing in does.
    await openSignedIn(page, owner, '/board');
    await soon(page.getByRole('heading', { name: 'Salonbord' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    await soon(cards(page)).toHaveCount(units.length);
    await expect(page.getByRole('switch', { name: 'Scherm aan laten' })).toBeVisible();
    const counts = page.getByRole('list', { name: 'Apparaten per status' });
    await expect(counts).toBeVisible();
    // Each card shows its word (an English key in data-word) in Dutch.
    const dutch: Record<string, string> = {
      Free: 'Vrij',
      'In session': 'In sessie',
      Paused: 'Gepauzeerd',
      'Cooling down': 'Koelt af',
      'Needs cleaning': 'Moet schoongemaakt',
      Busy: 'Bezig',
      Attention: 'Aandacht',
      Fault: 'Storing',
      Offline: 'Offline',
      Unknown: 'Onbekend',
    };
    for (const article of await cards(page).all()) {
      const word = (await article.getAttribute('data-word')) ?? '';
      await expect(article.getByText(dutch[word]!, { exact: true })).toBeVisible();
    }
    const result = await axe(page);
    const serious = result.violations.filter(
      (v) => v.impact === 'serious' || v.impact === 'critical',
    );
    expect(
      serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);
    expect(errors).toEqual([]);
  });
});

import { type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { axe } from './support/axe';
import { PERSONAS } from '../server/simulator/fixtures';
import { trackPageErrors } from './support/session';
import { ADMIN_HEADERS, addFault, clearFaults, resetWorld, unitsOf } from './support/simulator';

// Alerts run in the browser on every fleet poll (docs/decisions.md#alerts). The simulator's admin
// conditions make a unit offline or raise a critical error; config.json polls every 1.5 s.

const owner = PERSONAS.owner.token;
const POLL_MS = 1500;

// The machine may be busy: a slow poll stretches the interval (10× its duration).
test.describe.configure({ timeout: 120_000 });
const soon = expect.configure({ timeout: 30_000 });

test.beforeEach(async ({ request }) => {
  await resetWorld(request);
  await clearFaults(request);
});

type Kind = 'offline' | 'critical-error' | 'fault';

async function setCondition(request: APIRequestContext, guid: string, kind: Kind) {
  const res = await request.post(`/api/__admin/units/${guid}/condition`, {
    headers: ADMIN_HEADERS,
    data: { kind },
  });
  expect(res.status(), await res.text()).toBe(201);
}

async function clearCondition(request: APIRequestContext, guid: string) {
  const res = await request.delete(`/api/__admin/units/${guid}/condition`, {
    headers: ADMIN_HEADERS,
  });
  expect(res.status()).toBe(204);
}

interface Unit {
  guid: string;
  serial: string;
  placeId: string | undefined;
}

/** The owner's units (one small company) with their site. */
async function ownerUnits(request: APIRequestContext): Promise<Unit[]> {
  const docs = (await unitsOf(request, owner)) as unknown as {
    _meta: { guid: string };
    serial: string;
    location?: { place_id?: string };
  }[];
  return docs.map((d) => ({
    guid: d._meta.guid,
    serial: d.serial,
    placeId: d.location?.place_id,
  }));
}

/** A unit that stands alone at its site (or has none), so its own offline alert is kept. */
async function loneUnit(request: APIRequestContext, skip: string[] = []): Promise<Unit> {
  const units = await ownerUnits(request);
  const lone = units.filter(
    (u) =>
      !skip.includes(u.guid) &&
      (!u.placeId || units.filter((o) => o.placeId === u.placeId).length === 1),
  );
  expect(lone.length).toBeGreaterThan(0);
  return lone[0]!;
}

/** Fast polling for every tab of the context (config.json, docs/decisions.md#freshness). */
async function fastPolling(context: BrowserContext, extra: Record<string, unknown> = {}) {
  await context.unroute('**/config.json');
  await context.route('**/config.json', (route) =>
    route.fulfill({
      json: {
        pollIntervalsMs: { fleet: POLL_MS, equipment: 2000, actionProgress: 1000 },
        ...extra,
      },
    }),
  );
}

/** A stand-in for the browser's Notification that counts what is shown and asked. */
async function stubNotifications(context: BrowserContext, permission: NotificationPermission) {
  await context.addInitScript((initial) => {
    const w = window as unknown as {
      __notes: { title: string; tag?: string }[];
      __asked: number;
      Notification: unknown;
    };
    w.__notes = [];
    w.__asked = 0;
    const shown: { onclick: (() => void) | null }[] = [];
    (w as unknown as { __clickLast: () => void }).__clickLast = () => shown.at(-1)?.onclick?.();
    class FakeNotification {
      static permission: NotificationPermission = initial;
      static answer: NotificationPermission = 'granted';
      onclick: (() => void) | null = null;
      constructor(title: string, options?: { tag?: string }) {
        w.__notes.push({ title, tag: options?.tag });
        shown.push(this);
      }
      static requestPermission(): Promise<NotificationPermission> {
        w.__asked += 1;
        FakeNotification.permission = FakeNotification.answer;
        return Promise.resolve(FakeNotification.permission);
      }
      close() {}
    }
    w.Notification = FakeNotification;
  }, permission);
}

const notes = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __notes: { title: string; tag?: string }[] }).__notes,
  );

async function signIn(page: Page, token: string, { remember = false } = {}) {
  await page.goto('/alerts');
  await page.getByLabel('Access token').fill(token);
  if (remember) await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await soon(page.getByRole('heading', { name: 'Alerts', level: 1 })).toBeVisible();
}

const alertsLink = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Alerts/ });

async function headerCount(page: Page): Promise<number> {
  const text = await alertsLink(page).innerText();
  return Number(/\((\d+)\)/.exec(text)?.[1]);
}

const firingTable = (page: Page) => page.getByRole('table', { name: 'Firing alerts' });
const firingRow = (page: Page, rule: string, subject: string) =>
  firingTable(page).getByRole('row').filter({ hasText: rule }).filter({ hasText: subject });
const historyTable = (page: Page) => page.getByRole('table', { name: 'Alert history' });

/** Fleet-list responses the page received from now on. */
function countPolls(page: Page) {
  let n = 0;
  page.on('response', (r) => {
    if (/\/api\/v2\/equipment(\?|$)/.test(r.url()) && r.request().method() === 'GET') n += 1;
  });
  return () => n;
}

/** Waits until the page has made `n` more fleet polls (answered or failed). */
async function nextPolls(page: Page, n: number) {
  let seen = 0;
  const count = (r: { url(): string; method(): string }) => {
    if (/\/api\/v2\/equipment(\?|$)/.test(r.url()) && r.method() === 'GET') seen += 1;
  };
  page.on('requestfinished', count);
  page.on('requestfailed', count);
  try {
    await soon.poll(() => seen, { timeout: 60_000 }).toBeGreaterThanOrEqual(n);
  } finally {
    page.off('requestfinished', count);
    page.off('requestfailed', count);
  }
}

test('a unit going offline fires after two polls, counts in the header and title, and resolves when it is back', async ({
  page,
  context,
  request,
}) => {
  const errors = trackPageErrors(page);
  await fastPolling(context);
  await signIn(page, owner);
  await soon(page.getByText('Rules only run while a dashboard tab is open')).toBeVisible();
  const unit = await loneUnit(request);
  const polls = countPolls(page);
  await setCondition(request, unit.guid, 'offline');
  const row = firingRow(page, 'Unit offline', unit.serial);
  await soon(row).toBeVisible();
  expect(polls()).toBeGreaterThanOrEqual(2);
  await soon(row).toContainText('last ping');
  const count = await headerCount(page);
  expect(count).toBeGreaterThanOrEqual(1);
  await soon(page).toHaveTitle(new RegExp(`^\\(${count}\\) Alerts`));

  // The header link is on every page.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Fleet' }).click();
  await soon(alertsLink(page)).toHaveText(`Alerts (${count})`);
  await alertsLink(page).click();

  await clearCondition(request, unit.guid);
  await soon(row).toHaveCount(0);
  await soon(historyTable(page).getByRole('row').filter({ hasText: unit.serial })).toContainText(
    'Unit offline',
  );
  await soon(alertsLink(page)).toHaveText(`Alerts (${count - 1})`);
  expect(errors).toEqual([]);
});

test('a critical error fires its alert; acknowledging shows who and when and lowers the count', async ({
  page,
  context,
  request,
}) => {
  await fastPolling(context);
  await signIn(page, owner);
  const unit = await loneUnit(request);
  await setCondition(request, unit.guid, 'critical-error');
  const row = firingRow(page, 'Critical error active', unit.serial);
  await soon(row).toContainText('1 critical error');
  await soon.poll(() => headerCount(page)).toBeGreaterThanOrEqual(1);
  const before = await headerCount(page);

  await row.getByRole('button', { name: 'Acknowledge' }).click();
  await soon(row).toContainText(`by ${PERSONAS.owner.firstname} ${PERSONAS.owner.lastname}`);
  await soon(row.getByRole('button', { name: 'Acknowledge' })).toHaveCount(0);
  await soon(alertsLink(page)).toHaveText(`Alerts (${before - 1})`);
});

test('a snoozed alert is hidden, and back when the snooze ends while it still fires', async ({
  page,
  context,
  request,
}) => {
  await page.clock.install();
  await fastPolling(context);
  await signIn(page, owner);
  const unit = await loneUnit(request);
  await setCondition(request, unit.guid, 'critical-error');
  const row = firingRow(page, 'Critical error active', unit.serial);
  await soon(row).toBeVisible();
  const before = await headerCount(page);
  await row.getByRole('button', { name: 'Snooze 1 h' }).click();
  await soon(row).toHaveCount(0);
  await soon(page.getByText('1 snoozed alert is hidden')).toBeVisible();
  await soon(alertsLink(page)).toHaveText(`Alerts (${before - 1})`);

  await page.clock.fastForward('01:00:10');
  await soon(row).toBeVisible();
  await soon(alertsLink(page)).toHaveText(new RegExp(`^Alerts \\(\\d+\\)$`));
  expect(await headerCount(page)).toBeGreaterThanOrEqual(before);
});

test('when every unit of a site is offline, one site alert replaces their unit alerts', async ({
  page,
  context,
  request,
}) => {
  await fastPolling(context);
  await signIn(page, owner);
  const units = await ownerUnits(request);
  const byPlace = new Map<string, Unit[]>();
  for (const u of units)
    if (u.placeId) byPlace.set(u.placeId, [...(byPlace.get(u.placeId) ?? []), u]);
  const site = [...byPlace.values()].find((group) => group.length >= 2)!;
  expect(site).toBeDefined();
  for (const u of site) await setCondition(request, u.guid, 'offline');

  const siteRow = firingTable(page)
    .getByRole('row')
    .filter({ hasText: 'Unit offline' })
    .filter({ hasText: /^.*Site / });
  await soon(siteRow).toHaveCount(1);
  await soon(siteRow).toContainText(`all ${site.length} units offline`);
  for (const u of site) await soon(firingRow(page, 'Unit offline', u.serial)).toHaveCount(0);
});

test('the API down fires one No data alert, and no unit alert fires or resolves meanwhile', async ({
  page,
  context,
  request,
}) => {
  await fastPolling(context);
  await signIn(page, owner);
  const unit = await loneUnit(request);
  const other = await loneUnit(request, [unit.guid]);
  await setCondition(request, unit.guid, 'offline');
  await soon(firingRow(page, 'Unit offline', unit.serial)).toBeVisible();

  await addFault(request, { path: '/v2/**', status: 503 });
  // While the fleet cannot be read, neither a recovery nor a new problem may change an alert.
  await clearCondition(request, unit.guid);
  await setCondition(request, other.guid, 'critical-error');
  const noData = firingRow(page, 'No data', 'Fleet');
  await soon(noData).toHaveCount(1);
  await soon(noData).toContainText('no fleet data for');
  await nextPolls(page, 3); // several failed polls
  await soon(noData).toHaveCount(1);
  await soon(firingRow(page, 'Unit offline', unit.serial)).toBeVisible();
  await soon(firingRow(page, 'Critical error active', other.serial)).toHaveCount(0);

  await clearFaults(request);
  await soon(noData).toHaveCount(0);
  await soon(firingRow(page, 'Unit offline', unit.serial)).toHaveCount(0);
  await soon(firingRow(page, 'Critical error active', other.serial)).toBeVisible();
});

test('with two tabs open, exactly one notification is shown per alert', async ({
  context,
  request,
}) => {
  await stubNotifications(context, 'granted');
  await fastPolling(context);
  const first = await context.newPage();
  await signIn(first, owner, { remember: true });
  const second = await context.newPage();
  await second.goto('/alerts');
  await soon(second.getByRole('heading', { name: 'Alerts', level: 1 })).toBeVisible();

  const unit = await loneUnit(request);
  await setCondition(request, unit.guid, 'offline');
  for (const page of [first, second])
    await soon(firingRow(page, 'Unit offline', unit.serial)).toBeVisible();
  // A few more polls: nothing may be notified twice.
  await nextPolls(first, 3);
  const all = [...(await notes(first)), ...(await notes(second))];
  const tags = all.map((n) => n.tag);
  expect(new Set(tags).size).toBe(tags.length);
  expect(all.filter((n) => n.title === `Unit offline: ${unit.serial}`)).toHaveLength(1);
});

test('notification permission is asked only on the click, and a refusal is explained', async ({
  page,
  context,
}) => {
  await stubNotifications(context, 'default');
  await context.addInitScript(() => {
    (window as unknown as { Notification: { answer: string } }).Notification.answer = 'denied';
  });
  await fastPolling(context);
  await signIn(page, owner);
  const button = page.getByRole('button', { name: 'Enable desktop notifications' });
  await soon(button).toBeVisible();
  await nextPolls(page, 2);
  expect(await page.evaluate(() => (window as unknown as { __asked: number }).__asked)).toBe(0);

  await button.click();
  expect(await page.evaluate(() => (window as unknown as { __asked: number }).__asked)).toBe(1);
  await soon(page.getByText('The browser blocks notifications for this site')).toBeVisible();
  await soon(button).toHaveCount(0);
});

test('a fault state fires only after its 10 minute duration, not after two polls', async ({
  page,
  context,
  request,
}) => {
  await page.clock.install();
  await fastPolling(context);
  await signIn(page, owner);
  const unit = await loneUnit(request);
  await setCondition(request, unit.guid, 'fault');
  const row = firingRow(page, 'Fault state', unit.serial);
  // Several polls see the fault; it stays pending (not listed) until 10 minutes have passed.
  await nextPolls(page, 4);
  await expect(row).toHaveCount(0);

  await page.clock.fastForward('10:05');
  await soon(row).toBeVisible();
  await clearCondition(request, unit.guid);
  await soon(row).toHaveCount(0);
  await soon(historyTable(page).getByRole('row').filter({ hasText: unit.serial })).toContainText(
    'Fault state',
  );
});

test('more than three alerts firing together give one summary notification that opens the alerts page', async ({
  page,
  context,
  request,
}) => {
  await stubNotifications(context, 'granted');
  await fastPolling(context);
  const units = (await ownerUnits(request)).slice(0, 4);
  expect(units).toHaveLength(4);
  // Set before the first poll, so the four fire on the same poll.
  for (const u of units) await setCondition(request, u.guid, 'critical-error');
  await signIn(page, owner);
  for (const u of units)
    await soon(firingRow(page, 'Critical error active', u.serial)).toBeVisible();
  await soon
    .poll(() => notes(page))
    .toContainEqual(
      expect.objectContaining({ title: expect.stringMatching(/^\d+ alerts firing$/) }),
    );
  const shown = await notes(page);
  const summary = shown.find((n) => /alerts firing$/.test(n.title))!;
  expect(Number(/^(\d+)/.exec(summary.title)![1])).toBeGreaterThanOrEqual(4);
  // Those four are in the summary, not notified one by one.
  for (const u of units)
    expect(shown.filter((n) => n.title === `Critical error active: ${u.serial}`)).toHaveLength(0);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Fleet' }).click();
  await expect(page).not.toHaveURL(/\/alerts/);
  await page.evaluate(() => (window as unknown as { __clickLast: () => void }).__clickLast());
  await soon(page).toHaveURL(/\/alerts(\?|$)/);
  await soon(page.getByRole('heading', { name: 'Alerts', level: 1 })).toBeVisible();
});

test('clicking a unit alert notification opens that unit', async ({ page, context, request }) => {
  await stubNotifications(context, 'granted');
  await fastPolling(context);
  await signIn(page, owner);
  // What already fires in this fleet fires on the second poll; this unit's alert comes later,
  // alone, so it is notified on its own.
  await nextPolls(page, 2);
  const unit = await loneUnit(request);
  await setCondition(request, unit.guid, 'offline');
  await soon
    .poll(async () => (await notes(page)).map((n) => n.title))
    .toContain(`Unit offline: ${unit.serial}`);
  const last = (await notes(page)).at(-1)!;
  expect(last.title).toBe(`Unit offline: ${unit.serial}`);
  await page.evaluate(() => (window as unknown as { __clickLast: () => void }).__clickLast());
  await soon(page).toHaveURL(new RegExp(`/equipment/${unit.guid}(\\?|$)`));
});

test('service rules: a counter at its configured limit is overdue, one at 95 % is due soon', async ({
  page,
  context,
  request,
}) => {
  // The owner's unit with the highest lamp counter, as the fleet poll reports it (minutes).
  const docs = (await unitsOf(request, owner)) as unknown as {
    serial: string;
    controller?: { hours?: { type: string; value: number }[] };
  }[];
  const lamps = docs
    .map((d) => ({
      serial: d.serial,
      value: d.controller?.hours?.find((h) => h.type === 'lamps')?.value ?? 0,
    }))
    .sort((a, b) => b.value - a.value)[0]!;
  expect(lamps.value).toBeGreaterThan(0);

  await fastPolling(context, { serviceLimitsMinutes: { lamps: lamps.value } });
  await signIn(page, owner);
  const overdue = firingRow(page, 'Service overdue', lamps.serial);
  await soon(overdue).toBeVisible();
  await expect(overdue).toContainText('Lamps');

  // A limit the counter has used 95 % of: due soon, and the overdue alert resolves.
  await fastPolling(context, { serviceLimitsMinutes: { lamps: Math.ceil(lamps.value / 0.95) } });
  await page.reload();
  await soon(firingRow(page, 'Service due soon', lamps.serial)).toBeVisible();
  await soon(overdue).toHaveCount(0);
});

test('service due within N days: forecasts from the usage the history saw; the days decide', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(300_000);
  const DAY = 86_400_000;
  const docs = (await unitsOf(request, owner)) as unknown as {
    controller?: { hours?: { type: string; value: number }[] };
  }[];
  const most = Math.max(
    ...docs.map((d) => d.controller?.hours?.find((h) => h.type === 'lamps')?.value ?? 0),
  );
  // Every unit under 80 % of the limit: only a forecast can make one due.
  await page.clock.install();
  await fastPolling(context, { serviceLimitsMinutes: { lamps: Math.ceil(most / 0.8) } });
  await signIn(page, owner);
  const due = firingTable(page).getByRole('row').filter({ hasText: 'Service due soon' });
  const setDays = async (days: number) => {
    await page.getByLabel('Due within (days)').fill(String(days));
    await page.getByRole('button', { name: 'Save rules' }).click();
    await soon(page.getByText('Rules saved.')).toBeVisible();
  };
  await setDays(365);
  await nextPolls(page, 3);
  await expect(due).toHaveCount(0);

  // Five days pass for the service and the page; the history fold sees each day's counters.
  const clock = (data: { advanceMs: number } | { set: number }) =>
    request.post('/api/__admin/clock', { headers: ADMIN_HEADERS, data });
  try {
    for (let day = 0; day < 5; day++) {
      expect((await clock({ advanceMs: DAY })).ok()).toBe(true);
      await page.clock.fastForward(DAY);
      await nextPolls(page, 2);
    }
    await soon(due.filter({ hasText: 'forecast: limit on' }).first()).toBeVisible();

    // A week is shorter than every unit's forecast: the same units no longer fire.
    await setDays(7);
    await soon(due).toHaveCount(0);
  } finally {
    // The world reset of the next test keeps the clock: give it back real time.
    await clock({ set: Date.now() });
  }
});

test('rules: a bad value is explained and nothing is saved; the typed text stays', async ({
  page,
  context,
}) => {
  await fastPolling(context);
  await signIn(page, owner);
  const offline = page.getByLabel('Offline longer than (minutes)');
  await soon(offline).toHaveValue('30');
  await offline.fill('45 min');
  await page.getByRole('button', { name: 'Save rules' }).click();
  await soon(page.getByRole('alert')).toContainText('Nothing was saved');
  await soon(page.getByText('minutes must be a whole number from 1 to 10080')).toBeVisible();
  await soon(offline).toHaveValue('45 min');
  await soon(offline).toHaveAttribute('aria-invalid', 'true');

  await page.reload();
  await soon(page.getByLabel('Offline longer than (minutes)')).toHaveValue('30');
  await page.getByLabel('Offline longer than (minutes)').fill('45');
  await page.getByRole('checkbox', { name: 'Service due soon' }).uncheck();
  await page.getByRole('button', { name: 'Save rules' }).click();
  await soon(page.getByText('Rules saved.')).toBeVisible();
  await page.reload();
  await soon(page.getByLabel('Offline longer than (minutes)')).toHaveValue('45');
  await soon(page.getByRole('checkbox', { name: 'Service due soon' })).not.toBeChecked();
});

test('alerts of one identity are never shown to another', async ({ page, context, request }) => {
  await fastPolling(context);
  await signIn(page, owner, { remember: true });
  const unit = await loneUnit(request);
  await setCondition(request, unit.guid, 'critical-error');
  const row = firingRow(page, 'Critical error active', unit.serial);
  await row.getByRole('button', { name: 'Acknowledge' }).click();
  await soon(row).toContainText(`by ${PERSONAS.owner.firstname}`);

  await page.getByRole('button', { name: /^Account:/ }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  // The operator also sees this company: the same unit fires for them, unacknowledged.
  await signIn(page, PERSONAS.operator.token);
  await soon(page.getByText(`by ${PERSONAS.owner.firstname}`)).toHaveCount(0);
  const theirs = firingRow(page, 'Critical error active', unit.serial);
  await soon(theirs.getByRole('button', { name: 'Acknowledge' })).toBeVisible();
  await soon(page.getByText(`by ${PERSONAS.owner.firstname}`)).toHaveCount(0);
});

test('the alerts page has no axe violations', async ({ page, context, request }) => {
  await fastPolling(context);
  await signIn(page, owner);
  const unit = await loneUnit(request);
  await setCondition(request, unit.guid, 'critical-error');
  await soon(firingRow(page, 'Critical error active', unit.serial)).toBeVisible();
  const results = await axe(page);
  expect(results.violations).toEqual([]);
});

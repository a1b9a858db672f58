import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { axe } from './support/axe';
import { COMPANIES, PERSONAS, SHOWCASE } from '../server/simulator/fixtures';
import { signIn, trackPageErrors } from './support/session';
import { ADMIN_HEADERS, addFault, clearFaults, fastPolling } from './support/simulator';

// The service board (docs/decisions.md#service-forecast) against the simulator: the owner's
// company holds SHOWCASE 28 (lamps exactly at the limit: Overdue) and 15 (lamps exactly 90 %:
// Due soon); the fleet history is kept per identity in IndexedDB (docs/decisions.md#fleet-history).

const owner = PERSONAS.owner.token;
test.describe.configure({ timeout: 90_000 });
const soon = expect.configure({ timeout: 30_000 });

const board = (page: Page) =>
  page.getByRole('table', { name: /Service counters against their limits/ });
const rowOf = (page: Page, serial: string, counter = 'Lamps') =>
  board(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: new RegExp(serial) }) })
    .filter({ hasText: new RegExp(`^${counter}$|${counter}`) });

async function openBoard(page: Page, token = owner, query = '') {
  await signIn(page, token, `/service${query}`);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Service' })
    .click();
  await soon(board(page)).toBeVisible();
}

test('service board shows each counter with its status for the owner', async ({ page }) => {
  const errors = trackPageErrors(page);
  await openBoard(page);
  await expect(rowOf(page, SHOWCASE.shared.serial)).toContainText('Overdue');
  await expect(rowOf(page, SHOWCASE.shared.serial)).toContainText('800 h 0 min');
  await expect(rowOf(page, SHOWCASE.states.cleaning.serial)).toContainText('Due soon');
  await expect(rowOf(page, SHOWCASE.states.cleaning.serial)).toContainText('90 %');
  await expect(board(page).getByText('OK', { exact: true }).first()).toBeVisible();
  const counts = page
    .getByRole('status')
    .filter({ hasText: /Overdue: \d+ · Due soon: \d+ · OK: \d+/ });
  await expect(counts).toBeVisible();
  // A row links to its unit.
  await rowOf(page, SHOWCASE.shared.serial).getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/equipment/${SHOWCASE.shared.guid}`));
  expect(errors).toEqual([]);
});

test('Due within narrows the rows and is kept in the URL', async ({ page }) => {
  await openBoard(page);
  const within = page.getByLabel('Due within');
  await within.selectOption({ label: 'Overdue' });
  await expect(page).toHaveURL(/within=overdue/);
  await expect(rowOf(page, SHOWCASE.shared.serial)).toBeVisible();
  await expect(rowOf(page, SHOWCASE.states.cleaning.serial)).toHaveCount(0);
  const words = await board(page).locator('tbody tr td:nth-child(6)').allInnerTexts();
  expect(words.length).toBeGreaterThan(0);
  for (const w of words) expect(w).toContain('Overdue');
  await within.selectOption({ label: '30 days' });
  await expect(rowOf(page, SHOWCASE.states.cleaning.serial)).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Due within')).toHaveValue('30');
  await expect(rowOf(page, SHOWCASE.states.cleaning.serial)).toBeVisible();
});

test('a unit gets a forecast date from its session logs on the first day', async ({ page }) => {
  await openBoard(page);
  const dated = board(page)
    .getByRole('row')
    .filter({ hasText: /\d{4}-\d{2}-\d{2}/ });
  await soon(dated.first()).toBeVisible();
});

test('CSV export holds the rows of the view', async ({ page }) => {
  await openBoard(page, owner, `?company=${COMPANIES.gamma}`);
  await page.getByLabel('Due within').selectOption({ label: 'Overdue' });
  await expect(rowOf(page, SHOWCASE.shared.serial)).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  const text = (await (await file.createReadStream()).toArray()).join('');
  const lines = text
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r\n/);
  expect(lines[0]).toContain('serial,alias,site,counter,used (minutes)');
  expect(
    lines.some(
      (l) =>
        l.startsWith(`${SHOWCASE.shared.serial},`) &&
        l.includes(',48000,800 h 0 min,48000,100,Overdue,'),
    ),
  ).toBe(true);
  expect(lines.slice(1).every((l) => l.includes(',Overdue,'))).toBe(true);
});

test('config limits apply when endpoint 5 has none (support persona)', async ({ page }) => {
  await openBoard(page, PERSONAS.support.token, `?company=${COMPANIES.beta}`);
  await expect(rowOf(page, SHOWCASE.shared.serial)).toContainText('Overdue');
});

async function historyRecords(page: Page): Promise<{ names: string[]; count: number }> {
  return page.evaluate(async () => {
    const names = ((await indexedDB.databases()) ?? [])
      .map((d) => d.name ?? '')
      .filter((n) => n.endsWith('.fleet-history'));
    let count = 0;
    for (const name of names) {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const r = indexedDB.open(name);
        r.onsuccess = () => resolve(r.result);
        r.onerror = () => reject(r.error);
      });
      if (db.objectStoreNames.contains('days')) {
        count += await new Promise<number>((resolve) => {
          const r = db.transaction('days').objectStore('days').count();
          r.onsuccess = () => resolve(r.result);
        });
      }
      db.close();
    }
    return { names, count };
  });
}

test('fleet history survives a reload, belongs to one identity and goes at sign-out', async ({
  page,
}) => {
  await openBoard(page);
  await soon.poll(async () => (await historyRecords(page)).count).toBeGreaterThan(0);
  const first = await historyRecords(page);
  await page.reload();
  await soon(board(page)).toBeVisible();
  expect((await historyRecords(page)).count).toBeGreaterThanOrEqual(first.count);

  await page.getByRole('button', { name: /Account/ }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByLabel('Access token')).toBeVisible();
  await expect.poll(async () => (await historyRecords(page)).names).toEqual([]);

  // Another identity starts with its own, empty history, never the owner's.
  await page.getByLabel('Access token').fill(PERSONAS.support.token);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // Signed in (token stored) before the next navigation, else a slow machine lands on /login.
  await expect(page.getByRole('combobox', { name: 'Company' })).toBeVisible();
  await page.goto('/service');
  await soon(board(page)).toBeVisible();
  await soon.poll(async () => (await historyRecords(page)).names.length).toBe(1);
  expect((await historyRecords(page)).names[0]).not.toBe(first.names[0]);
});

test('IndexedDB refused: one-line notice, the board still works', async ({ page }) => {
  await page.addInitScript(() => {
    const refuse = () => {
      throw new DOMException('The user denied permission to access the database.', 'SecurityError');
    };
    Object.defineProperty(IDBFactory.prototype, 'open', { value: refuse });
  });
  await openBoard(page);
  await expect(
    page.getByText(/refuses local storage.*: the fleet history is not kept in this browser/),
  ).toBeVisible();
  await expect(rowOf(page, SHOWCASE.shared.serial)).toContainText('Overdue');
});

test('service board has no serious axe violations', async ({ page }) => {
  await openBoard(page);
  await expect(rowOf(page, SHOWCASE.shared.serial)).toBeVisible();
  const result = await axe(page);
  const serious = result.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
});

test('the unit page shows the same status and forecast, and its part changes', async ({
  page,
  request,
}) => {
  // A generated unit whose session logs show a counter dropping: its part was changed.
  const op = PERSONAS.operator.token;
  const headers = { Authorization: `Bearer ${op}` };
  const units = (await (await request.get('/api/v2/equipment?limit=60', { headers })).json()) as {
    _meta: { guid: string };
  }[];
  let changed: string | undefined;
  for (const u of units.filter((x) => !x._meta.guid.startsWith('5ca5e000'))) {
    const from = Date.now() - 59 * 86_400_000;
    const logs = (await (
      await request.get(
        `/api/v2/equipment/${u._meta.guid}/logs?type=session&from=${from}&sort=log_date&limit=5000`,
        { headers },
      )
    ).json()) as { session?: { minute_counters?: { type: string; value: number }[] } }[];
    const last = new Map<string, number>();
    for (const l of logs)
      for (const c of l.session?.minute_counters ?? []) {
        if ((last.get(c.type) ?? -1) > c.value) changed = u._meta.guid;
        last.set(c.type, c.value);
      }
    if (changed) break;
  }
  expect(changed).toBeDefined();
  await signIn(page, op, `/equipment/${changed}`);
  const section = page.getByRole('region', { name: 'Maintenance counters' });
  await soon(
    section
      .getByRole('listitem')
      .filter({ hasText: /changed after \d+ h \d+ min/ })
      .first(),
  ).toBeVisible();
  await expect(section.getByText(/\d{4}-\d{2}-\d{2}/).first()).toBeVisible();

  await page.goto(`/equipment/${SHOWCASE.shared.guid}`);
  const shared = page.getByRole('region', { name: 'Maintenance counters' });
  await expect(shared.getByRole('row').filter({ hasText: /^Lamps/ })).toContainText('Overdue');
});

test('a part change the fleet history saw itself shows in the unit’s service history', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  // A unit whose lamps were changed inside the session logs' window, and the last session before.
  const op = PERSONAS.operator.token;
  const headers = { Authorization: `Bearer ${op}` };
  const units = (await (await request.get('/api/v2/equipment?limit=60', { headers })).json()) as {
    _meta: { guid: string };
  }[];
  let found: { guid: string; before: number } | undefined;
  for (const u of units.filter((x) => !x._meta.guid.startsWith('5ca5e000'))) {
    const from = Date.now() - 50 * 86_400_000;
    const logs = (await (
      await request.get(
        `/api/v2/equipment/${u._meta.guid}/logs?type=session&from=${from}&sort=log_date&limit=5000`,
        { headers },
      )
    ).json()) as {
      log_date: number;
      session?: { minute_counters?: { type: string; value: number }[] };
    }[];
    let last: { at: number; value: number } | undefined;
    for (const l of logs) {
      const lamps = l.session?.minute_counters?.find((c) => c.type === 'lamps');
      if (!lamps) continue;
      if (last && lamps.value < last.value) found = { guid: u._meta.guid, before: last.at };
      last = { at: l.log_date, value: lamps.value };
    }
    if (found) break;
  }
  expect(found).toBeDefined();
  const { guid, before } = found!;

  let polls = 0;
  page.on('response', (r) => {
    if (/\/api\/v2\/equipment(\?|$)/.test(r.url()) && r.request().method() === 'GET') polls += 1;
  });
  const twoPolls = async () => {
    const at = polls;
    await soon.poll(() => polls, { timeout: 60_000 }).toBeGreaterThanOrEqual(at + 2);
  };
  const clock = (data: { set: number }) =>
    request.post('/api/__admin/clock', { headers: ADMIN_HEADERS, data });
  try {
    // The service lives just before the change, then today: the polls see the counter drop.
    expect((await clock({ set: before + 60_000 })).ok()).toBe(true);
    await fastPolling(page);
    await signIn(page, op, '/');
    await twoPolls();
    expect((await clock({ set: Date.now() })).ok()).toBe(true);
    await twoPolls();
    await twoPolls();
    // Session logs refused: only the history can tell.
    await addFault(request, { path: '/v2/equipment/*/logs', status: 503 });
    await page.goto(`/equipment/${guid}`);
    const section = page.getByRole('region', { name: 'Maintenance counters' });
    await soon(
      section
        .getByRole('listitem')
        .filter({ hasText: /changed after \d+ h \d+ min/ })
        .first(),
    ).toBeVisible();
  } finally {
    await clock({ set: Date.now() });
    await clearFaults(request);
  }
});

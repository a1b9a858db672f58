import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { COMPANIES, PERSONAS, SHOWCASE_STATES } from '../server/simulator/fixtures';
import {
  ENGINE_SERVER_LOCK,
  engineDatabaseDir,
  startEngineServer,
  type EngineServer,
} from './support/engine-server';
import { openSignedIn } from './support/session';
import { ADMIN_HEADERS } from './support/simulator';

// docs/decisions.md#engine-alerts: the server evaluates the alerts with every browser closed,
// keeps who acknowledged them for everyone who may see them, and keeps it all across restarts.
// One server for the file, on a database folder that the last test restarts it on.

test.describe.configure({ mode: 'serial', timeout: 180_000, lock: ENGINE_SERVER_LOCK });
const soon = expect.configure({ timeout: 30_000 });

const unit = SHOWCASE_STATES['stand-by'];
const { operator, support, owner } = PERSONAS;
const database = engineDatabaseDir();
let server: EngineServer;

test.beforeAll(async () => {
  // As long as startEngineServer waits (120 s): a loaded machine starts it slowly.
  test.setTimeout(150_000);
  server = await startEngineServer({ slot: 3, database, pollIntervalMs: 1000 });
});
test.afterAll(async () => {
  await server?.stop();
});

async function api(token: string, path: string) {
  const res = await fetch(`${server.url}engine/v1${path}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return { status: res.status, body: (await res.json()) as { alerts: EngineAlert[] } };
}

interface EngineAlert {
  rule: string;
  subject: { guid?: string };
  companyGuids: string[];
  ack?: { by: string };
}

const isOurs = (a: EngineAlert) => a.rule === 'critical-error' && a.subject.guid === unit.guid;

async function alertsPage(browser: Browser, token: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  await openSignedIn(page, token, `/alerts?company=${unit.companies[0]}`);
  return page;
}

const ourRow = (page: Page) =>
  page
    .getByRole('table', { name: 'Firing alerts' })
    .getByRole('row')
    .filter({ hasText: 'Critical error active' })
    .filter({ hasText: unit.serial });

test('a unit made critical with no browser open is firing when a user opens /alerts', async ({
  browser,
}) => {
  const made = await fetch(`${server.url}api/__admin/units/${unit.guid}/condition`, {
    method: 'POST',
    headers: { ...ADMIN_HEADERS, 'Content-Type': 'application/json' },
    body: JSON.stringify({ kind: 'critical-error' }),
  });
  expect(made.status).toBe(201);
  // No page is open: the engine alone fires it (two polls).
  await soon
    .poll(async () => (await api(operator.token, '/alerts?view=firing')).body.alerts.some(isOurs))
    .toBe(true);
  const page = await alertsPage(browser, operator.token);
  await expect(ourRow(page)).toBeVisible();
  await expect(page.getByText('checked by the server')).toBeVisible();
  await expect(page.getByText('only while a dashboard tab is open')).toHaveCount(0);
  // The header's count is the engine's too.
  await soon(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Alerts \([1-9]/ }),
  ).toBeVisible();
  await page.context().close();
});

test('an acknowledgement by one user shows "Acknowledged by <name>" to another', async ({
  browser,
}) => {
  const olivia = await alertsPage(browser, operator.token);
  const sam = await alertsPage(browser, support.token);
  await soon(ourRow(sam)).toBeVisible();
  await ourRow(olivia).getByRole('button', { name: 'Acknowledge' }).click();
  await expect(ourRow(olivia)).toContainText('Acknowledged by Olivia Operator');
  // Sam's open page learns it from the engine's events, without a reload.
  await soon(ourRow(sam)).toContainText('Acknowledged by Olivia Operator');
  await olivia.context().close();
  await sam.context().close();
});

test('a note by one user is shown, with its author, to another', async ({ browser }) => {
  const olivia = await alertsPage(browser, operator.token);
  const sam = await alertsPage(browser, support.token);
  await soon(ourRow(olivia)).toBeVisible();
  const form = olivia.getByRole('form', { name: 'Add a note' });
  const option = form.locator('option', { hasText: unit.serial }).filter({ hasText: 'Critical' });
  await form.getByLabel('Alert').selectOption((await option.first().getAttribute('value'))!);
  await form.getByLabel('Note').fill('Lamp ordered, fitted on Monday');
  await form.getByRole('button', { name: 'Add note' }).click();
  const note = (page: Page) =>
    page.getByRole('list', { name: 'Notes' }).getByText('Lamp ordered, fitted on Monday');
  await expect(note(olivia)).toContainText('Olivia Operator');
  await expect(form.getByLabel('Note')).toHaveValue('');
  // Sam's open page learns it from the engine's events.
  await soon(note(sam)).toContainText('Olivia Operator');
  await olivia.context().close();
  await sam.context().close();
});

test('an owner never sees another company’s alerts, on the page or at the API', async ({
  browser,
}) => {
  expect((await api(owner.token, `/alerts?company=${COMPANIES.alpha}`)).status).toBe(403);
  const own = await api(owner.token, '/alerts?view=firing');
  expect(own.status).toBe(200);
  expect(own.body.alerts.filter((a) => !a.companyGuids.includes(COMPANIES.gamma))).toEqual([]);
  expect(own.body.alerts.some(isOurs)).toBe(false);
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  await openSignedIn(page, owner.token, '/alerts');
  await expect(page.getByRole('table', { name: 'Firing alerts' })).toBeVisible();
  await expect(page.getByText(unit.serial)).toHaveCount(0);
  await context.close();
});

test('after a restart on the same database, alerts, acks and history are still there', async ({
  browser,
}) => {
  await server.stop();
  server = await startEngineServer({ slot: 3, database, pollIntervalMs: 1000 });
  // The restarted simulator forgot the condition, so the alert resolves on the first poll: firing
  // or resolved, it is the same alert with the same acknowledgement.
  const ours = async () => {
    for (const view of ['firing', 'history'])
      for (const a of (await api(support.token, `/alerts?view=${view}`)).body.alerts)
        if (isOurs(a)) return `${view} ${a.ack?.by}`;
    return undefined;
  };
  await soon.poll(ours).toBe('history Olivia Operator');
  const history = await fetch(`${server.url}engine/v1/units/${unit.guid}/history`, {
    headers: { Authorization: `Bearer ${support.token}` },
  });
  expect(((await history.json()) as { days: unknown[] }).days.length).toBeGreaterThan(0);
  const page = await alertsPage(browser, support.token);
  await expect(
    page
      .getByRole('table', { name: 'Alert history' })
      .getByRole('row')
      .filter({ hasText: 'Critical error active' })
      .filter({ hasText: unit.serial }),
  ).toContainText('Acknowledged by Olivia Operator');
  await page.context().close();
});

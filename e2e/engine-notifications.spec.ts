import type { Page } from '@playwright/test';
import { pushPeer } from '../server/engine/notifications/push-peer';
import { startReceiver } from '../server/engine/notifications/test-peers';
import { COMPANIES, SHOWCASE, TOKENS } from '../server/simulator/fixtures';
import { expect, test as base } from './fixtures';
import { axe } from './support/axe';
import { ENGINE_SERVER_LOCK, startEngineServer, type EngineServer } from './support/engine-server';
import { controlledBySw } from './support/service-worker';
import { signIn } from './support/session';
import { ADMIN_HEADERS } from './support/simulator';

type Receiver = Awaited<ReturnType<typeof startReceiver>>;

// Notifications on the engine (docs/decisions.md#notifications): a person's settings,
// a company's webhooks (a refused host shows the reason), and the service worker opening the
// unit from a push notification.
const test = base.extend<object, { engine: EngineServer; pushService: Receiver }>({
  // A local push service (the browser's own needs the internet): the engine posts to it.
  pushService: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern
    async ({}, provide) => {
      const receiver = await startReceiver((_, res) => res.writeHead(201).end());
      await provide(receiver);
      await receiver.close();
    },
    { scope: 'worker' },
  ],
  engine: [
    async ({ pushService }, provide) => {
      // Slot 7: the notifications spec's own port (alerts 3, campaigns 0-1, work orders 5).
      const server = await startEngineServer({
        slot: 7,
        args: ['--webhook-allow', `hooks.example.com,${pushService.host}`],
      });
      await provide(server);
      await server.stop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ engine }, provide) => provide(engine.url.replace(/\/$/, '')),
});
test.use({ serviceWorkers: 'allow' });
test.describe.configure({ lock: ENGINE_SERVER_LOCK });

async function openNotifications(page: Page) {
  await page.getByRole('button', { name: /^Account:/ }).click();
  await page.getByRole('link', { name: 'Notifications' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
}

test('a person saves their notifications; a webhook to a host the server refuses shows why', async ({
  page,
}) => {
  await signIn(page, 'demo-owner');
  await openNotifications(page);
  await page.getByRole('checkbox', { name: 'E-mail' }).check();
  await page.getByLabel('E-mail address').fill('oscar@example.com');
  const quiet = page.getByLabel('Quiet hours');
  await quiet.fill('late at night');
  await page.getByRole('checkbox', { name: 'Repeat until acknowledged' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(quiet).toHaveAccessibleDescription(/two times like 22:00-07:00/);
  await expect(quiet).toHaveValue('late at night');
  await quiet.fill('22:00-07:00');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Quiet hours')).toHaveValue('22:00-07:00');
  await expect(page.getByLabel('E-mail address')).toHaveValue('oscar@example.com');
  await expect(page.getByRole('checkbox', { name: 'Repeat until acknowledged' })).toBeChecked();

  // The owner may change gamma only: one block, headed by its label as the switcher shows it.
  const block = page.getByRole('region', { name: /^Company b2d8f4a6/ });
  await expect(block).toBeVisible();
  await block.getByLabel('Webhook URL').fill('https://evil.example.org/hook');
  await block.getByRole('button', { name: 'Add webhook' }).click();
  await expect(block.getByRole('alert')).toContainText(
    "The host evil.example.org is not in this server's allowed list (hooks.example.com, 127.0.0.1:",
  );
  await expect(block.getByText('No webhooks yet.')).toBeVisible();
  await block.getByLabel('Webhook URL').fill('https://hooks.example.com/salon');
  await block.getByRole('button', { name: 'Add webhook' }).click();
  await expect(block.getByText('https://hooks.example.com/salon')).toBeVisible();
  await expect(block.getByText('Last delivery: none yet')).toBeVisible();
  await block.getByRole('button', { name: 'Send test to https://hooks.example.com/salon' }).click();
  await expect(block.getByRole('status').filter({ hasText: 'Test queued' })).toBeVisible();
  expect(COMPANIES.gamma.startsWith('b2d8f4a6')).toBe(true);

  expect((await axe(page)).violations).toEqual([]);
});

test('the service worker shows a push message and opens the unit on its click', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['notifications'], { origin: baseURL! });
  await signIn(page, 'demo-operator');
  await controlledBySw(page);
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  // A real push event, as the browser's push service would deliver it.
  const cdp = await context.newCDPSession(page);
  const registration = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const live = registrations.find((r) => !r.isDeleted);
      if (live) resolve(live.registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  const unit = SHOWCASE.unknownState.guid;
  const registrationId = await registration;
  const push = () =>
    cdp.send('ServiceWorker.deliverPushMessage', {
      origin: baseURL!,
      registrationId,
      data: JSON.stringify({
        title: 'Alert: Fault state – Bed 1',
        body: 'Value: 12 min',
        url: `/equipment/${unit}`,
        tag: 'a1',
      }),
    });
  // Evaluated in the service worker: its scope as far as these lines use it.
  type Scope = {
    registration: { getNotifications(): Promise<{ title: string }[]> };
    NotificationEvent: new (type: string, init: { notification: unknown }) => Event;
    dispatchEvent(event: Event): boolean;
  };
  const shown = () =>
    worker.evaluate(async () =>
      (await (self as unknown as Scope).registration.getNotifications()).map((n) => n.title),
    );
  // A push delivered while the worker is still being activated can be dropped (a CI flake): it
  // is sent again until it shows; the same tag means a repeat replaces, never adds, a notification.
  await expect(async () => {
    await push();
    await expect.poll(shown, { timeout: 3_000 }).toEqual(['Alert: Fault state – Bed 1']);
  }).toPass({ timeout: 20_000 });
  await worker.evaluate(async () => {
    const scope = self as unknown as Scope;
    const [notification] = await scope.registration.getNotifications();
    scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification }));
  });
  await expect(page).toHaveURL(new RegExp(`/equipment/${unit}$`));
});

test('a person narrows their companies and rules and asks for the daily summary', async ({
  page,
  engine,
}) => {
  await signIn(page, 'demo-operator');
  await openNotifications(page);
  const companies = page.getByRole('group', { name: 'Companies' });
  const rules = page.getByRole('group', { name: 'Rules' });
  await expect(companies.getByRole('checkbox')).toHaveCount(3);
  await companies.getByRole('checkbox', { name: /^Company 7a9e4c2b/ }).uncheck();
  await rules.getByRole('checkbox', { name: 'Unit offline' }).uncheck();
  await page.getByRole('checkbox', { name: 'Daily summary' }).check();
  await page.getByLabel('E-mail address').fill('olivia@example.com');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();

  await page.reload();
  await expect(companies.getByRole('checkbox', { name: /^Company 7a9e4c2b/ })).not.toBeChecked();
  await expect(companies.getByRole('checkbox', { name: /^Company 3f6c2a1e/ })).toBeChecked();
  await expect(rules.getByRole('checkbox', { name: 'Unit offline' })).not.toBeChecked();
  await expect(rules.getByRole('checkbox', { name: 'Fault state' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Daily summary' })).toBeChecked();
  // What the engine's fan-out reads (recipients.test.ts checks the filter itself).
  const saved = await fetch(`${engine.url}engine/v1/notifications/settings`, {
    headers: { authorization: `Bearer ${TOKENS.operator}` },
  });
  expect(await saved.json()).toMatchObject({
    companies: [COMPANIES.alpha, COMPANIES.gamma],
    rules: ['critical-error', 'fault', 'service-overdue', 'service-due', 'work-order-overdue'],
    digest: true,
  });

  // Clearing every company is refused with the reason, nothing saved.
  await companies.getByRole('checkbox', { name: /^Company 3f6c2a1e/ }).uncheck();
  await companies.getByRole('checkbox', { name: /^Company b2d8f4a6/ }).uncheck();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(companies).toHaveAccessibleDescription(/Tick at least one company/);
  expect((await axe(page)).violations).toEqual([]);
});

test('signing out removes this device’s push subscription: the next alert reaches only the other device', async ({
  page,
  engine,
  pushService,
}) => {
  const unit = SHOWCASE.states['stand-by'];
  const api = (method: string, path: string, body?: unknown) =>
    fetch(`${engine.url}engine/v1${path}`, {
      method,
      headers: { authorization: `Bearer ${TOKENS.support}`, 'content-type': 'application/json' },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
  // Sam's two devices: this browser (A) and a phone (B), both on the local push service.
  const devices = { a: pushPeer(), b: pushPeer() };
  const endpoint = (d: 'a' | 'b') => `${pushService.url}/device-${d}`;
  for (const d of ['a', 'b'] as const)
    expect(
      (await api('POST', '/notifications/push', { endpoint: endpoint(d), keys: devices[d].keys }))
        .status,
    ).toBe(204);
  // Chromium's own push service is out of reach here: this browser's subscription is device A.
  await page.addInitScript((a) => {
    PushManager.prototype.getSubscription = () =>
      Promise.resolve({ endpoint: a, unsubscribe: () => Promise.resolve(true) } as never);
  }, endpoint('a'));
  const messages = (d: 'a' | 'b') =>
    pushService.received
      .filter((r) => r.path === `/device-${d}`)
      .map((r) => JSON.parse(devices[d].decrypt(r.body)) as { title: string; url: string })
      .filter((m) => m.url === `/equipment/${unit.guid}` && m.title.includes('Critical error'))
      .map((m) => m.title.replace(/:.*/, ''));
  const condition = (method: 'POST' | 'DELETE') =>
    fetch(`${engine.url}api/__admin/units/${unit.guid}/condition`, {
      method,
      headers: { ...ADMIN_HEADERS, 'Content-Type': 'application/json' },
      ...(method === 'POST' ? { body: JSON.stringify({ kind: 'critical-error' }) } : {}),
    });

  expect((await condition('POST')).status).toBe(201);
  await expect.poll(() => messages('a'), { timeout: 20_000 }).toEqual(['Alert']);
  await expect.poll(() => messages('b'), { timeout: 20_000 }).toEqual(['Alert']);

  await signIn(page, 'demo-support');
  await controlledBySw(page);
  await page.getByRole('button', { name: /^Account:/ }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByLabel('Access token')).toBeVisible();
  const left = await (await api('GET', '/notifications/settings')).json();
  expect(left.devices).toEqual([endpoint('b')]);

  // The alert resolves: device B is told, device A (signed out) gets nothing more.
  expect((await condition('DELETE')).status).toBeLessThan(300);
  await expect.poll(() => messages('b'), { timeout: 20_000 }).toEqual(['Alert', 'Resolved']);
  expect(messages('a')).toEqual(['Alert']);
});

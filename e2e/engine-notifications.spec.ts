import type { Page } from '@playwright/test';
import { COMPANIES, SHOWCASE } from '../server/simulator/fixtures';
import { expect, test as base } from './fixtures';
import { axe } from './support/axe';
import { startEngineServer, type EngineServer } from './support/engine-server';
import { controlledBySw } from './support/service-worker';
import { signIn } from './support/session';

// Issue 28, notifications on the engine (docs/decisions.md#notifications): a person's settings,
// a company's webhooks (a refused host shows the reason), and the service worker opening the
// unit from a push notification.
const test = base.extend<object, { engine: EngineServer }>({
  engine: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern
    async ({}, provide) => {
      // Slot 3: the notifications spec's own port above the workers' servers.
      const server = await startEngineServer({
        slot: 3,
        args: ['--webhook-allow', 'hooks.example.com'],
      });
      await provide(server);
      await server.stop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ engine }, provide) => provide(engine.url.replace(/\/$/, '')),
});
test.use({ serviceWorkers: 'allow' });

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
    "The host evil.example.org is not in this server's allowed list (hooks.example.com)",
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
      if (registrations[0]) resolve(registrations[0].registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  const unit = SHOWCASE.unknownState.guid;
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: baseURL!,
    registrationId: await registration,
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
  await expect.poll(shown).toEqual(['Alert: Fault state – Bed 1']);
  await worker.evaluate(async () => {
    const scope = self as unknown as Scope;
    const [notification] = await scope.registration.getNotifications();
    scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification }));
  });
  await expect(page).toHaveURL(new RegExp(`/equipment/${unit}$`));
});

import { expect, test } from './fixtures';
import { TOKENS } from '../server/simulator/fixtures';
import { api, form, readyUnits, signedIn } from './support/engine-campaigns';
import {
  ENGINE_SERVER_LOCK,
  freePort,
  startEngineServer,
  type EngineServer,
} from './support/engine-server';

// An open /activity shows new audit entries as they are written (the engine's event stream,
// docs/decisions.md#audit-log): a campaign started elsewhere appears without a reload.

test.describe.configure({ timeout: 120_000, lock: ENGINE_SERVER_LOCK });

let server: EngineServer;
test.beforeAll(async () => {
  // As long as startEngineServer waits (120 s): a loaded machine starts it slowly.
  test.setTimeout(150_000);
  server = await startEngineServer({ port: await freePort() });
});
test.afterAll(async () => {
  await server?.stop();
});

test('campaign entries appear on an open /activity without a reload', async ({ page }) => {
  const units = await readyUnits(server, 2);
  const labels = units.map((u) => u.alias || u.serial);
  await signedIn(page, server, TOKENS.support, '/activity');
  await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
  await expect(page.getByText('Nothing recorded yet.')).toBeVisible();
  let reloads = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) reloads++;
  });

  // Another person starts a campaign through the engine (not from this page).
  const made = await api<{ id: string }>(server, '/engine/v1/campaigns', TOKENS.operator, {
    method: 'POST',
    body: form(
      'Seen live',
      units.map((u) => u._meta.guid),
    ),
  });
  expect(made.status).toBe(201);

  const table = page.getByRole('table', { name: 'Activity' });
  await expect(
    table.getByRole('row').filter({ hasText: 'Create campaign' }).filter({ hasText: 'Olivia' }),
  ).toHaveCount(1);
  // The runner's own entries follow: each unit's reset, with its answer.
  for (const label of labels) {
    const row = table
      .getByRole('row')
      .filter({ hasText: 'Reset controller' })
      .filter({ hasText: label });
    await expect(row).toHaveCount(1, { timeout: 30_000 });
    await expect(row.getByRole('cell').last()).toHaveText(/^2\d\d$/);
  }
  expect(reloads).toBe(0);
});

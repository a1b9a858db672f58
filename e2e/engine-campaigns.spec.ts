import { expect, test } from './fixtures';
import { COMPANIES, TOKENS } from '../server/simulator/fixtures';
import {
  api,
  commandCounts,
  form,
  readyUnits,
  signedIn,
  waitFinished,
  type CampaignBody,
  type Doc,
} from './support/engine-campaigns';
import {
  ENGINE_SERVER_LOCK,
  engineDatabaseDir,
  startEngineServer,
  type EngineServer,
} from './support/engine-server';
import { ADMIN_HEADERS } from './support/simulator';

// Campaigns and the audit log on the engine (docs/decisions.md#engine-campaigns, #audit-log):
// a campaign finishes with every browser closed and survives a SIGKILL, exactly one command per
// unit; approval by a second person; a reset from the unit page on /activity, per company.

test.describe.configure({ timeout: 180_000, lock: ENGINE_SERVER_LOCK });

test.describe('engine campaigns', () => {
  let server: EngineServer;
  const approving = new Set<string>();
  test.beforeAll(async () => {
    // As long as startEngineServer waits (120 s): a loaded machine starts it slowly.
    test.setTimeout(150_000);
    server = await startEngineServer({ slot: 0 });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('a campaign started in the form finishes with every browser closed, one command per unit', async ({
    browser,
  }) => {
    const units = await readyUnits(server, 4);
    expect(units).toHaveLength(4);
    const context = await browser.newContext();
    const page = await context.newPage();
    await signedIn(page, server, TOKENS.operator, `/updates/new?company=${COMPANIES.alpha}`);
    await expect(page.getByRole('heading', { name: 'New campaign' })).toBeVisible();
    await expect(page.getByText('Campaigns run on the server')).toBeVisible();
    await page.getByRole('button', { name: 'Choose none' }).click();
    for (const u of units)
      await page.getByRole('checkbox', { name: u.alias || u.serial, exact: true }).check();
    const fields = {
      Name: 'Closed lids',
      'First wave': '2',
      'At most at once': '2',
      'Soak time': '0',
    };
    for (const [label, value] of Object.entries(fields))
      await page.getByLabel(label, { exact: true }).fill(value);
    await page.getByLabel('Action', { exact: true }).selectOption({ label: 'Reset controller' });
    await expect(page.getByLabel('Needs approval')).not.toBeChecked();
    await page.getByRole('button', { name: 'Start campaign' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Closed lids' })).toBeVisible();
    const id = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
    await context.close();

    const done = await waitFinished(server, id);
    expect(done.campaign.units.map((u) => u.step)).toEqual(Array(4).fill('verified'));
    const counts = await commandCounts(server);
    expect(units.map((u) => counts[u._meta.guid]?.reset)).toEqual([1, 1, 1, 1]);
  });

  test('approval by a second person; the creator cannot approve their own', async ({ browser }) => {
    const units = await readyUnits(server, 2);
    for (const u of units) approving.add(u._meta.guid);
    const made = await api<{ id: string }>(server, '/engine/v1/campaigns', TOKENS.operator, {
      method: 'POST',
      body: form(
        'Needs a second pair of eyes',
        units.map((u) => u._meta.guid),
        {
          needsApproval: true,
        },
      ),
    });
    expect(made.status).toBe(201);
    const id = made.body.id;
    const self = await api<{ reason: string }>(
      server,
      `/engine/v1/campaigns/${id}/approve`,
      TOKENS.operator,
      {
        method: 'POST',
        body: '{}',
      },
    );
    expect(self.status).toBe(403);

    const context = await browser.newContext();
    const page = await context.newPage();
    await signedIn(page, server, TOKENS.operator, `/updates/campaigns/${id}`);
    await expect(
      page.getByRole('status').filter({ hasText: 'Waiting for approval' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);
    await signedIn(page, server, TOKENS.support, `/updates/campaigns/${id}`);
    await page.getByRole('button', { name: 'Approve' }).click();
    // In the page's note and in its event log.
    await expect(page.getByText('Approved by Sam Support').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);
    await context.close();
  });

  test('a reset from the unit page is on /activity; an owner never sees another company’s', async ({
    browser,
  }) => {
    // Not one of the approval test's units (busy with that campaign now); others settle again.
    let unit: Doc | undefined;
    await expect
      .poll(
        async () =>
          (unit = (await readyUnits(server, 20)).find((u) => !approving.has(u._meta.guid))),
        { timeout: 60_000, intervals: [1000] },
      )
      .toBeDefined();
    const label = unit!.alias || unit!.serial;
    const context = await browser.newContext();
    const page = await context.newPage();
    await signedIn(page, server, TOKENS.support, `/equipment/${unit!._meta.guid}`);
    await page.getByRole('button', { name: 'Reset controller' }).click();
    await page
      .getByRole('dialog', { name: 'Reset controller?' })
      .getByRole('button', { name: 'Reset controller' })
      .click();
    await expect(page.getByRole('heading', { name: 'Activity' })).toBeVisible();

    await signedIn(page, server, TOKENS.operator, '/activity');
    const table = page.getByRole('table', { name: 'Activity' });
    const row = table
      .getByRole('row')
      .filter({ hasText: 'Reset controller' })
      .filter({ hasText: label })
      .filter({ hasText: 'Sam Support (sam.support@example.com)' });
    await expect(row).toHaveCount(1);
    // The service's status as the server saw it (the simulator accepts with 202).
    await expect(row.getByRole('cell').last()).toHaveText(/^2\d\d$/);
    await page.getByRole('button', { name: 'Verify log' }).click();
    await expect(page.getByText('Log intact')).toBeVisible();

    await signedIn(page, server, TOKENS.owner, '/activity');
    await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
    await expect(
      page.getByText('Nothing recorded yet.').or(page.getByRole('table', { name: 'Activity' })),
    ).toBeVisible();
    await expect(page.getByText(label)).toHaveCount(0);
    await context.close();
  });
});

test('SIGKILL mid-wave with slow command answers: the restart finishes, never a second command', async () => {
  const database = engineDatabaseDir();
  let server = await startEngineServer({ slot: 1, database });
  const units = await readyUnits(server, 4);
  const guids = units.map((u) => u._meta.guid);
  await fetch(`${server.url}api/__admin/faults`, {
    method: 'POST',
    headers: { ...ADMIN_HEADERS, 'Content-Type': 'application/json' },
    body: JSON.stringify({ method: 'PUT', path: '/v2/equipment/*/controller/*', delayMs: 20_000 }),
  });
  const made = await api<{ id: string }>(server, '/engine/v1/campaigns', TOKENS.operator, {
    method: 'POST',
    body: form('Power cut', guids),
  });
  const id = made.body.id;
  // The first wave's two intents are committed and their requests are waiting for an answer.
  await expect
    .poll(
      async () =>
        (
          await api<CampaignBody>(server, `/engine/v1/campaigns/${id}`, TOKENS.operator)
        ).body.campaign.units.filter((u) => u.step === 'sent').length,
      { timeout: 60_000 },
    )
    .toBe(2);
  const before = await commandCounts(server);
  await server.kill();

  server = await startEngineServer({ slot: 1, database });
  try {
    const done = await waitFinished(server, id);
    const after = await commandCounts(server);
    // Across both lives: at most one reset per unit; those whose request may not have landed are
    // "unknown", never sent again.
    for (const u of done.campaign.units) {
      const sent = (before[u.guid]?.reset ?? 0) + (after[u.guid]?.reset ?? 0);
      expect(sent).toBeLessThanOrEqual(1);
      if (u.step === 'unknown') expect(after[u.guid]?.reset ?? 0).toBe(0);
    }
    expect(done.campaign.units.filter((u) => u.step === 'unknown')).toHaveLength(2);
    expect(done.campaign.units.filter((u) => u.step === 'verified')).toHaveLength(2);
  } finally {
    await server.stop();
  }
});

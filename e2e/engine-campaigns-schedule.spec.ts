import { expect, test } from './fixtures';
import { TOKENS } from '../server/simulator/fixtures';
import {
  api,
  campaignOf,
  commandCounts,
  form,
  readyUnits,
  signedIn,
  simulatorAdmin,
  waitFinished,
} from './support/engine-campaigns';
import {
  ENGINE_SERVER_LOCK,
  freePort,
  startEngineServer,
  type EngineServer,
} from './support/engine-server';

// Campaigns on the engine (docs/decisions.md#engine-campaigns), seen in the browser: a scheduled
// campaign waits for its start time and then runs; "Retry failed units" makes a new campaign of
// only the failed units.

test.describe.configure({ timeout: 180_000, lock: ENGINE_SERVER_LOCK });

let server: EngineServer;
test.beforeAll(async () => {
  // As long as startEngineServer waits (120 s): a loaded machine starts it slowly.
  test.setTimeout(150_000);
  server = await startEngineServer({ port: await freePort() });
});
test.afterAll(async () => {
  await server?.stop();
});

interface AuditBody {
  entries: {
    at: number;
    action: string;
    unitGuid: string | null;
    details: { campaign?: string };
  }[];
}

test('a scheduled campaign shows Scheduled and sends nothing until its start time, then runs', async ({
  page,
}) => {
  const units = await readyUnits(server, 2);
  const guids = units.map((u) => u._meta.guid);
  // A few seconds ahead: long enough to see it wait, short enough not to slow the run.
  const startsAt = Date.now() + 8_000;
  const made = await api<{ id: string }>(server, '/engine/v1/campaigns', TOKENS.operator, {
    method: 'POST',
    body: form('Night shift', guids, { startsAt }),
  });
  expect(made.status).toBe(201);
  const id = made.body.id;

  await signedIn(page, server, TOKENS.operator, `/updates/campaigns/${id}`);
  await expect(page.getByRole('status').filter({ hasText: 'Scheduled' })).toBeVisible();
  await expect(page.getByText(/Starts at/)).toBeVisible();
  const counts = await commandCounts(server);
  expect(guids.map((g) => counts[g]?.reset ?? 0)).toEqual([0, 0]);
  expect(Date.now()).toBeLessThan(startsAt);

  // When the time comes it starts on its own, with the page open.
  await expect(page.getByRole('status').filter({ hasText: 'Done' })).toBeVisible({
    timeout: 90_000,
  });
  const after = await commandCounts(server);
  expect(guids.map((g) => after[g]?.reset)).toEqual([1, 1]);
  const audit = await api<AuditBody>(
    server,
    '/engine/v1/audit?action=campaign.send',
    TOKENS.operator,
  );
  const sends = audit.body.entries.filter((e) => e.details.campaign === id);
  expect(sends).toHaveLength(2);
  for (const e of sends) expect(e.at).toBeGreaterThanOrEqual(startsAt);
});

test('Retry failed units makes a new campaign of only the failed units', async ({ page }) => {
  const units = await readyUnits(server, 4);
  const guids = units.map((u) => u._meta.guid);
  const failing = guids.slice(0, 2);
  for (const g of failing) await simulatorAdmin(server, `units/${g}/update-fails`);
  const made = await api<{ id: string }>(server, '/engine/v1/campaigns', TOKENS.operator, {
    method: 'POST',
    body: form('Spring release', guids, { action: 'update', firstWave: '4', maxBusy: '4' }),
  });
  expect(made.status).toBe(201);
  const done = await waitFinished(server, made.body.id);
  const failed = done.campaign.units.filter((u) => u.step === 'failed').map((u) => u.guid);
  expect(failed.sort()).toEqual([...failing].sort());

  await signedIn(page, server, TOKENS.operator, `/updates/campaigns/${made.body.id}`);
  await page.getByRole('button', { name: 'Retry failed units' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Spring release (retry)' }),
  ).toBeVisible();
  const retryId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
  expect(retryId).not.toBe(made.body.id);
  const retry = await campaignOf(server, retryId);
  expect(retry.campaign.units.map((u) => u.guid).sort()).toEqual([...failing].sort());
  // The units that worked were not commanded again; sending again is the retry's own one.
  await waitFinished(server, retryId);
  const counts = await commandCounts(server);
  expect(guids.map((g) => counts[g]?.update)).toEqual([2, 2, 1, 1]);
});

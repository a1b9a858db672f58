import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { axe } from './support/axe';
import { PERSONAS } from '../server/simulator/fixtures';
import { unitCounts } from './support/pages';
import { signIn, trackPageErrors } from './support/session';
import {
  ADMIN_HEADERS,
  addFault,
  apiGet,
  clearFaults,
  clearJournal,
  resetWorld,
} from './support/simulator';
import {
  campaignStatus,
  expectOnePerSentUnit,
  labelsOf,
  readCounts,
  settledUnits,
  startCampaign,
  updateRequests,
} from './support/campaigns';

const operator = PERSONAS.operator.token;

test.describe.configure({ timeout: 60_000 });

test.beforeEach(async ({ request }) => {
  await clearFaults(request);
});

const releasesTable = (page: Page) => page.getByRole('table', { name: 'Releases' });

interface Doc {
  controller?: { release?: { version?: unknown } };
}

/** Units per release as the simulator has them: the version, "Nothing installed" or "Unknown". */
async function simulatorReleases(request: Parameters<typeof apiGet>[0]) {
  const docs = await apiGet<Doc[]>(request, operator, '/v2/equipment?limit=5000');
  const counts = new Map<string, number>();
  for (const d of docs) {
    const v = d.controller?.release?.version;
    // The app reads a version that is not a string (a hostile document) as not reported.
    const key =
      v === null || (typeof v === 'string' && v.trim() === '')
        ? 'Nothing installed'
        : typeof v === 'string'
          ? v
          : 'Unknown';
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return { counts, total: docs.length };
}

test('the Releases table matches the simulator and a version opens the fleet list filtered to it', async ({
  page,
  request,
}) => {
  const errors = trackPageErrors(page);
  await signIn(page, operator);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Updates' })
    .click();
  await expect(page).toHaveURL(/\/updates/);
  const table = releasesTable(page);
  await expect(table.locator('tbody tr').first()).toBeVisible();

  const expected = await simulatorReleases(request);
  await expect(page.getByRole('status').filter({ hasText: /units$/ })).toHaveText(
    `${expected.total} units`,
  );
  const rows = await table.locator('tbody tr').evaluateAll((trs) =>
    trs.map((tr) => {
      const cells = tr.querySelectorAll('th, td');
      return [cells[0]?.textContent ?? '', Number(cells[1]?.textContent?.replace(/,/g, ''))];
    }),
  );
  expect(new Map(rows as [string, number][])).toEqual(expected.counts);
  // "All companies": each row says how its units are spread over the companies.
  await expect(table.getByRole('columnheader', { name: 'Per company' })).toBeVisible();

  const [version, count] = [...expected.counts].find(
    ([v]) => v !== 'Unknown' && v !== 'Nothing installed',
  )!;
  await table.getByRole('link', { name: version, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]release=${version.replace(/\./g, '\\.')}`));
  await expect.poll(async () => (await unitCounts(page)).shown).toBe(count);
  expect(errors).toEqual([]);
});

test('a failing fleet list shows an error with Retry, which brings the table', async ({
  page,
  request,
}) => {
  await signIn(page, operator);
  await addFault(request, { method: 'GET', path: '/v2/equipment', status: 500 });
  await page.goto('/updates');
  await expect(page.getByRole('alert')).toContainText('Could not load the fleet');
  await clearFaults(request);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(releasesTable(page)).toBeVisible();
});

test('/updates is axe clean', async ({ page }) => {
  await signIn(page, operator, '/updates');
  await expect(releasesTable(page).locator('tbody tr').first()).toBeVisible();
  const results = await axe(page);
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});

test('a 2-wave campaign over 6 units, 2 at once, verifies each unit with exactly one update request', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await resetWorld(request);
  await clearJournal(request);
  const units = await settledUnits(request, 6);
  expect(units).toHaveLength(6);
  const errors = trackPageErrors(page);
  await signIn(page, operator, '/updates');
  await startCampaign(
    page,
    units.map((u) => u.alias || u.serial),
    {
      Name: 'Six units',
      'First wave': '2',
      'Wave growth': '2',
      'At most at once': '2',
      'Soak time': '0',
    },
  );
  await expect(page.getByRole('table', { name: 'Units of this campaign' })).toBeVisible();
  // Never more than 2 busy at once while it runs.
  await expect
    .poll(
      async () => {
        const counts = await readCounts(page);
        const busy = counts.sent! + counts.updating!;
        expect(busy).toBeLessThanOrEqual(2);
        return counts.verified;
      },
      { timeout: 90_000, intervals: [500] },
    )
    .toBe(6);
  await expect(page.getByRole('status').filter({ hasText: /^Done/ })).toBeVisible();
  const perUnit = await updateRequests(request);
  expect(Object.fromEntries(perUnit)).toEqual(
    Object.fromEntries(units.map((u) => [u._meta.guid, 1])),
  );
  expect(errors).toEqual([]);
});

test('a reload in the middle resumes, a second tab follows without running: still one request per unit', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(150_000);
  await resetWorld(request);
  await clearJournal(request);
  const units = await settledUnits(request, 4);
  await signIn(page, operator, '/updates');
  await startCampaign(page, labelsOf(units), {
    Name: 'Reload',
    'First wave': '2',
    'At most at once': '1',
    'Soak time': '0',
  });
  const url = page.url();
  await expect.poll(async () => (await readCounts(page)).sent ?? 0).toBeGreaterThan(0);
  await page.reload();
  await expect(page.getByRole('table', { name: 'Units of this campaign' })).toBeVisible();

  // A second tab of the same browser shows the campaign and says another tab runs it.
  const second = await context.newPage();
  await signIn(second, operator, '/updates');
  await second.goto(url);
  await expect(second.getByText('runs in another tab of this browser')).toBeVisible();
  await expect.poll(async () => (await readCounts(second)).verified, { timeout: 100_000 }).toBe(4);
  await expect(campaignStatus(page, 'Done')).toBeVisible();
  await expectOnePerSentUnit(
    request,
    units.map((u) => u._meta.guid),
  );
});

test('Pause holds sends, Resume continues, Stop skips the units not yet sent', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await resetWorld(request);
  await clearJournal(request);
  const units = await settledUnits(request, 4);
  await signIn(page, operator, '/updates');
  await startCampaign(page, labelsOf(units), {
    Name: 'Pause and stop',
    'First wave': '4',
    'At most at once': '1',
    'Soak time': '0',
  });
  await expect.poll(async () => (await readCounts(page)).sent ?? 0).toBe(1);
  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(campaignStatus(page, 'Paused')).toBeVisible();
  // The unit already sent is still followed to its end; nothing new leaves.
  await expect.poll(async () => (await readCounts(page)).verified, { timeout: 30_000 }).toBe(1);
  // Proving that nothing happens needs time to pass: three read rounds of the runner.
  await page.waitForTimeout(6000);
  expect((await updateRequests(request)).size).toBe(1);
  expect(await readCounts(page)).toMatchObject({ sent: 0, updating: 0, queued: 3 });

  await page.getByRole('button', { name: 'Resume' }).click();
  await expect.poll(async () => (await readCounts(page)).verified, { timeout: 30_000 }).toBe(2);
  await page.getByRole('button', { name: 'Stop' }).click();
  await expect(campaignStatus(page, 'Stopped')).toBeVisible();
  const counts = await readCounts(page);
  expect(counts.skipped).toBeGreaterThanOrEqual(1);
  await expect(page.getByRole('cell', { name: 'Stopped by the user' }).first()).toBeVisible();
  // Only units that were sent have a request; the skipped ones none.
  const perUnit = await updateRequests(request);
  expect([...perUnit.values()].every((n) => n === 1)).toBe(true);
  expect(perUnit.size).toBe(4 - counts.skipped!);
});

test('a failing first wave stops the campaign; the page is axe clean', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await resetWorld(request);
  await clearJournal(request);
  const units = await settledUnits(request, 3);
  // The first unit's update is refused by the service.
  await addFault(request, {
    method: 'PUT',
    path: `/v2/equipment/${units[0]!._meta.guid}/controller/update`,
    status: 500,
  });
  await signIn(page, operator, '/updates');
  await startCampaign(page, labelsOf(units), {
    Name: 'Failing wave',
    'First wave': '1',
    'Failure threshold': '20',
  });
  await expect(campaignStatus(page, 'Stopped')).toContainText('Wave 1: 1 of 1 failed');
  expect(await readCounts(page)).toMatchObject({ failed: 1, skipped: 2 });
  await expectOnePerSentUnit(request, [units[0]!._meta.guid]);
  const results = await axe(page);
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});

test('an owner without controller.update sees every unit skipped and cannot start a campaign', async ({
  page,
}) => {
  await signIn(page, PERSONAS.owner.token, '/updates');
  await page.getByRole('link', { name: 'New campaign' }).click();
  await expect(page.getByText(/No permission controller\.update/).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start campaign' })).toBeDisabled();
  await expect(page.getByText('You do not have the controller.update permission')).toBeVisible();
});

test('bad values get a clear message and nothing typed is lost', async ({ page }) => {
  await signIn(page, operator, '/updates');
  await page.goto('/updates/new');
  await page.getByLabel('Name', { exact: true }).fill('Keep me');
  await page.getByLabel('First wave', { exact: true }).fill('0');
  await page.getByLabel('Quiet hours', { exact: true }).fill('late');
  await page.getByLabel('Wait per unit', { exact: true }).fill('0');
  await page.getByRole('button', { name: 'Start campaign' }).click();
  await expect(page.getByText('Minutes from 1 to 10080 (7 days).')).toBeVisible();
  await expect(page.getByLabel('Wait per unit', { exact: true })).toHaveValue('0');
  await expect(page.getByText('A whole number of units, 1 or more.')).toBeVisible();
  await expect(page.getByText(/Like 22:00-06:00/)).toBeVisible();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Keep me');
  await expect(page.getByLabel('Quiet hours', { exact: true })).toHaveValue('late');
  await expect(page).toHaveURL(/\/updates\/new/);
});

test('a campaign over more than 20 units starts only once its name is typed', async ({ page }) => {
  await signIn(page, operator, '/updates');
  await page.goto('/updates/new');
  await expect(page.getByRole('button', { name: 'Start campaign' })).toBeEnabled();
  await page.getByLabel('Name', { exact: true }).fill('Whole fleet');
  await expect(page.getByLabel('Type the campaign’s name to start it')).toBeVisible();
  await page.getByRole('button', { name: 'Start campaign' }).click();
  await expect(page.getByText(/Type the name “Whole fleet” to start \d+ units\./)).toBeVisible();
  await expect(page).toHaveURL(/\/updates\/new/);
});

test('a unit whose update ends in an error state fails and stops the campaign', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await resetWorld(request);
  await clearJournal(request);
  const units = await settledUnits(request, 2);
  const failing = units[0]!._meta.guid;
  const res = await request.post(`/api/__admin/units/${failing}/update-fails`, {
    headers: ADMIN_HEADERS,
  });
  expect(res.status()).toBe(204);
  await signIn(page, operator, '/updates');
  await startCampaign(page, labelsOf(units), { Name: 'Error state', 'First wave': '1' });
  await expect(campaignStatus(page, 'Stopped')).toContainText('Wave 1: 1 of 1 failed');
  await expect(page.getByRole('cell', { name: 'Error state (Controller error)' })).toBeVisible();
  await expectOnePerSentUnit(request, [failing]);
});

import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { PERSONAS, SHOWCASE, UPDATE_FAILS } from '../server/simulator/fixtures';
import {
  campaignStatus,
  controllerRequests,
  readCounts,
  startCampaign,
  unitsTable,
} from './support/campaigns';
import { signIn, trackPageErrors } from './support/session';
import { clearFaults, clearJournal, resetWorld } from './support/simulator';

// Campaigns end to end beyond the basics of updates.spec.ts: the simulator's known failing
// units, a reset campaign with its CSV export, and quiet hours across time zones. Pinned
// showcase units are always online and settled, so every outcome here is known in advance.

test.describe.configure({ timeout: 120_000 });
// The campaign page shows times in the browser's zone; the CSV in UTC (ISO).
test.use({ timezoneId: 'UTC' });

test.beforeEach(async ({ request }) => {
  await clearFaults(request);
  await resetWorld(request);
  await clearJournal(request);
});

const rowOf = (page: Page, label: string) =>
  unitsTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: label }) });

test('the known failing units fail, the threshold stops the campaign, one update request per sent unit', async ({
  page,
  request,
}) => {
  const errors = trackPageErrors(page);
  // Waves follow the fleet list's order (by guid: 11, 21, 23, 27). Wave 1: both known failing
  // units (11, 23) and one that updates (21); wave 2: one unit that is never sent (27).
  const good = SHOWCASE.bigErrors;
  const later = SHOWCASE.resettable;
  await signIn(page, PERSONAS.support.token, '/updates');
  await page.goto('/updates');
  await startCampaign(
    page,
    [...UPDATE_FAILS, good, later].map((u) => u.alias),
    {
      Name: 'Known failures',
      'First wave': '3',
      'Wave growth': '1',
      'At most at once': '3',
      'Failure threshold': '20',
    },
  );
  await expect(campaignStatus(page, 'Stopped')).toContainText(/Wave 1: [12] of 3 failed/);
  // A request already sent goes on: both failing units end failed, the good one verified.
  await expect
    .poll(async () => readCounts(page), { timeout: 60_000 })
    .toMatchObject({ failed: 2, verified: 1, skipped: 1, sent: 0, updating: 0 });
  for (const u of UPDATE_FAILS)
    await expect(rowOf(page, u.alias)).toContainText('Error state (Controller error)');
  await expect(rowOf(page, later.alias)).toContainText('Campaign stopped: Wave 1');

  expect(await controllerRequests(request)).toEqual(
    Object.fromEntries([...UPDATE_FAILS, good].map((u) => [u.guid, { reset: 0, update: 1 }])),
  );
  expect(errors).toEqual([]);
});

/** The downloaded CSV as rows of cells (no quoted commas in these values). */
async function downloadCsv(page: Page): Promise<string[][]> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('campaign-Night-reset.csv');
  const text = (await (await file.createReadStream()).toArray()).join('');
  expect(text.startsWith('\uFEFF')).toBe(true);
  return text
    .slice(1)
    .trim()
    .split('\r\n')
    .map((line) => line.split(','));
}

const utcTime = (iso: string) => new Date(iso).toLocaleTimeString('en-GB', { timeZone: 'UTC' });

test('a reset campaign sends one reset per unit, verifies each, and its CSV holds what the page shows', async ({
  page,
  request,
}) => {
  const units = [
    SHOWCASE.resettable,
    SHOWCASE.bigErrors,
    SHOWCASE.manyLogs,
    SHOWCASE.states['stand-by'],
  ];
  await signIn(page, PERSONAS.operator.token, '/updates');
  await page.goto('/updates');
  await startCampaign(
    page,
    units.map((u) => u.alias),
    {
      Name: 'Night reset',
      Action: 'Reset controller',
      'First wave': '2',
      'At most at once': '2',
      'Soak time': '0',
      'Wait per unit': '15',
    },
  );
  await expect(page.getByText(/^Reset controller · first wave 2/)).toContainText(
    'a unit not ready is skipped after 15 min',
  );
  await expect(campaignStatus(page, 'Done')).toBeVisible({ timeout: 60_000 });
  expect(await readCounts(page)).toMatchObject({ verified: 4, failed: 0, skipped: 0 });
  for (const u of units)
    await expect(rowOf(page, u.alias)).toContainText('Back in a settled state');
  expect(await controllerRequests(request)).toEqual(
    Object.fromEntries(units.map((u) => [u.guid, { reset: 1, update: 0 }])),
  );

  const [header, ...rows] = await downloadCsv(page);
  expect(header).toEqual([
    'unit',
    'guid',
    'wave',
    'step',
    'reason',
    'version before',
    'sent at',
    'done at',
  ]);
  expect(rows).toHaveLength(units.length);
  // Each CSV row is the page's row of that unit: unit, wave, step, reason, sent and done times.
  const shown = await unitsTable(page)
    .locator('tbody tr:not([aria-hidden])')
    .evaluateAll((trs) =>
      trs.map((tr) => [...tr.querySelectorAll('th, td')].map((c) => c.textContent ?? '')),
    );
  const fromCsv = rows.map(([unit, , wave, step, reason, , sent, done]) => [
    unit,
    wave,
    step,
    reason,
    utcTime(sent!),
    utcTime(done!),
  ]);
  expect(fromCsv).toEqual(shown);
  expect(Object.fromEntries(rows.map((r) => [r[0], r[1]]))).toEqual(
    Object.fromEntries(units.map((u) => [u.alias, u.guid])),
  );
  // The version read just before the reset (a unit may report none).
  for (const r of rows) expect(r[5]).toMatch(/^(\d+\.\d+\.\d+)?$/);
});

/** Minutes after local midnight now, in `timeZone`. */
function localMinute(timeZone: string, at = Date.now()): number {
  const [h, m] = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(at)
    .split(':')
    .map(Number) as [number, number];
  return h * 60 + m;
}
const hhmm = (minute: number) => {
  const m = ((minute % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};

async function moveTo(request: APIRequestContext, guid: string, timezone: string, offset: number) {
  const res = await request.patch(`/api/v2/equipment/${guid}/information`, {
    headers: { Authorization: `Bearer ${PERSONAS.operator.token}` },
    data: [
      { op: 'replace', path: '/location/timezone', value: timezone },
      { op: 'replace', path: '/location/timezone_offset', value: offset },
    ],
  });
  expect(res.status(), await res.text()).toBe(200);
}

test('quiet hours in each unit’s local time: units in Tokyo wait, those in New York and Amsterdam are sent', async ({
  page,
  request,
}) => {
  const tokyo = [SHOWCASE.resettable, SHOWCASE.temperatures];
  const newYork = SHOWCASE.bigErrors;
  const amsterdam = SHOWCASE.manyLogs;
  for (const u of tokyo) await moveTo(request, u.guid, 'Asia/Tokyo', 9 * 3600);
  await moveTo(request, newYork.guid, 'America/New_York', -5 * 3600);
  // From an hour ago to two hours ahead in Tokyo; New York (13–14 h behind) and Amsterdam
  // (7–8 h behind) are far outside it.
  const now = localMinute('Asia/Tokyo');
  const quiet = `${hhmm(now - 60)}-${hhmm(now + 120)}`;
  const quietText = `Quiet hours ${quiet.replace('-', '–')} (unit’s local time)`;

  await signIn(page, PERSONAS.operator.token, '/updates');
  await page.goto('/updates');
  await startCampaign(
    page,
    [...tokyo, newYork, amsterdam].map((u) => u.alias),
    {
      Name: 'Quiet nights',
      'First wave': '4',
      'At most at once': '4',
      'Quiet hours': quiet,
    },
  );
  await expect
    .poll(async () => readCounts(page), { timeout: 60_000 })
    .toMatchObject({ verified: 2, waiting: 2, queued: 0 });
  for (const u of tokyo) {
    await expect(rowOf(page, u.alias)).toContainText('waiting');
    await expect(rowOf(page, u.alias)).toContainText(quietText);
  }
  await expect(campaignStatus(page, 'Running')).toBeVisible();
  const sentOnly = () =>
    Object.fromEntries([newYork, amsterdam].map((u) => [u.guid, { reset: 0, update: 1 }]));
  expect(await controllerRequests(request)).toEqual(sentOnly());

  // Stop: the quiet units are skipped, never sent.
  await page.getByRole('button', { name: 'Stop' }).click();
  await expect(campaignStatus(page, 'Stopped')).toBeVisible();
  expect(await readCounts(page)).toMatchObject({ verified: 2, skipped: 2 });
  expect(await controllerRequests(request)).toEqual(sentOnly());
});

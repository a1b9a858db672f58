import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { axe } from './support/axe';
import { readFile } from 'node:fs/promises';
import { SHOWCASE, TOKENS } from '../server/simulator/fixtures';
import { signIn, trackPageErrors } from './support/session';
import { ADMIN_HEADERS } from './support/simulator';

// One device log: every type's page, session figures in human units
// (docs/decisions.md#timestamps-units), json_data as an escaped tree (an HTML/script payload stays
// text), copy, download, previous/next, axe.

const TYPES = ['parameter', 'boot', 'session', 'error', 'event'] as const;
const unit = SHOWCASE.errors;
const auth = { Authorization: `Bearer ${TOKENS.operator}` };

interface LogDoc {
  _meta: { guid: string };
  type: string;
  log_id: number;
  controller_serial: number;
  json_data: Record<string, unknown>;
  session?: {
    session_time: number;
    pause_time: number;
    pause_times: number;
    minute_counters?: { type: string; value: number }[];
  };
}

test.use({ timezoneId: 'UTC' });

test.beforeEach(async ({ request }) => {
  expect(
    (await request.post('/api/__admin/reset', { headers: ADMIN_HEADERS, data: {} })).ok(),
  ).toBe(true);
});

const logRows = (page: Page) => page.getByRole('table').locator('tbody tr[data-log-guid]');
const tree = (page: Page) => page.getByRole('list', { name: 'json_data tree' });
const node = (page: Page, path: string) => tree(page).locator(`li[data-path="${path}"]`);

/** Opens the newest log of `type` from the list by clicking its row; returns the document. */
async function openNewest(
  page: Page,
  request: APIRequestContext,
  type: string,
  { signedIn = false } = {},
): Promise<LogDoc> {
  if (!signedIn) await signIn(page, TOKENS.operator, `/equipment/${unit.guid}/logs?type=${type}`);
  await logRows(page).first().getByRole('cell').last().click();
  await expect(page).toHaveURL(
    new RegExp(`/equipment/${unit.guid}/logs/[0-9a-f-]+\\?type=${type}$`),
  );
  const logGuid = new URL(page.url()).pathname.split('/').pop()!;
  const res = await request.get(`/api/v2/equipment/${unit.guid}/logs/${logGuid}`, {
    headers: auth,
  });
  expect(res.ok()).toBe(true);
  return (await res.json()) as LogDoc;
}

/** Independent of the app's formatter: seconds → "12 min 5 s", minutes → "102 h 30 min". */
const seconds = (s: number) =>
  s >= 3600
    ? `${Math.floor(s / 3600)} h ${Math.floor((s % 3600) / 60)} min`
    : s >= 60
      ? `${Math.floor(s / 60)} min ${s % 60} s`
      : `${s} s`;
const minutes = (m: number) => (m >= 60 ? `${Math.floor(m / 60)} h ${m % 60} min` : `${m} min`);

for (const type of TYPES) {
  test(`the ${type} log page shows every top-level field and json_data as a tree`, async ({
    page,
    request,
  }) => {
    const errors = trackPageErrors(page);
    const doc = await openNewest(page, request, type);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `${type[0]!.toUpperCase()}${type.slice(1)} log ${doc.log_id}`,
    );
    const fields = page.getByRole('region', { name: 'Log fields' });
    for (const label of [
      'type',
      'log_id',
      'log_date',
      'controller_serial',
      'device_guid',
      'equipment_guid',
      '_meta.guid',
      '_meta.created',
    ]) {
      await expect(fields.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(fields.getByText(String(doc.controller_serial), { exact: true })).toBeVisible();
    await expect(fields.getByText(doc._meta.guid, { exact: true })).toBeVisible();
    for (const [key, value] of Object.entries(doc.json_data)) {
      const row = node(page, `json_data.${key}`);
      await expect(row).toBeVisible();
      if (typeof value === 'string') await expect(row).toContainText(`"${value}"`);
      if (typeof value === 'number') await expect(row).toContainText(String(value));
    }
    await expect(page.getByRole('region', { name: 'Session' })).toHaveCount(
      type === 'session' ? 1 : 0,
    );
    expect(errors).toEqual([]);
  });
}

test('session figures are shown in minutes and hours (seconds and minute counters)', async ({
  page,
  request,
}) => {
  const doc = await openNewest(page, request, 'session');
  const session = doc.session!;
  const panel = page.getByRole('region', { name: 'Session' });
  await expect(panel.getByText('Session time').locator('..')).toContainText(
    seconds(session.session_time),
  );
  await expect(panel.getByText('Pause time').locator('..')).toContainText(
    seconds(session.pause_time),
  );
  await expect(panel.getByText('Pauses', { exact: true }).locator('..')).toContainText(
    String(session.pause_times),
  );
  expect(session.minute_counters?.length).toBeGreaterThan(0);
  for (const counter of session.minute_counters!) {
    const row = panel.getByRole('row', { name: new RegExp(`^${counter.type}\\b`) });
    await expect(row).toContainText(minutes(counter.value));
  }
});

test('an HTML/script payload inside json_data is shown as text and never runs', async ({
  page,
  request,
}) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await signIn(page, TOKENS.operator, `/equipment/${unit.guid}/logs?type=event`);
  await expect(logRows(page).first()).toContainText('<img src=x onerror=alert(1)>');
  const doc = await openNewest(page, request, 'event', { signedIn: true });
  expect(doc.json_data.message).toBe('<img src=x onerror=alert(1)>');
  await expect(node(page, 'json_data.message')).toContainText('"<img src=x onerror=alert(1)>"');
  await expect(node(page, 'json_data.note')).toContainText('"<script>alert("xss")</script>"');
  await expect(page.locator('main img, main script')).toHaveCount(0);
  // Give an injected handler (onerror fires at once) a moment it would need; nothing may come.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 300))),
  );
  expect(dialogs).toEqual([]);
});

test('the json_data tree collapses, searches, copies a path and downloads the document', async ({
  page,
  request,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const doc = await openNewest(page, request, 'parameter');
  const firstSetting = Object.keys(doc.json_data.settings as object)[0]!;
  await expect(node(page, 'json_data.settings')).toBeVisible();
  await page.getByRole('button', { name: 'Collapse json_data.settings' }).click();
  await expect(node(page, `json_data.settings.${firstSetting}`)).toHaveCount(0);
  await page.getByRole('button', { name: 'Expand json_data.settings' }).click();
  await expect(node(page, `json_data.settings.${firstSetting}`)).toBeVisible();

  await page.getByLabel('Search in json_data').fill(firstSetting);
  await expect(page.getByText(/^\d+ match(es)? for/)).toBeVisible();
  await expect(node(page, 'json_data.source')).toHaveCount(0);
  const match = tree(page).locator('li[data-match]').first();
  await expect(match).toContainText(firstSetting);

  await node(page, `json_data.settings.${firstSetting}`).hover();
  await page.getByRole('button', { name: `Copy path json_data.settings.${firstSetting}` }).click();
  await expect(
    page.getByText(`Copied the path of json_data.settings.${firstSetting}.`),
  ).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `json_data.settings.${firstSetting}`,
  );

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download JSON' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(
    `device-log-${unit.serial}-${doc.log_id}-parameter.json`,
  );
  expect(JSON.parse(await readFile((await download.path())!, 'utf8'))).toEqual(doc);
});

test('previous / next walk through the filtered list', async ({ page, request }) => {
  const doc = await openNewest(page, request, 'error');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(`Error log ${doc.log_id}`);
  await expect(page.getByText('Previous (newer)')).toHaveAttribute('aria-disabled', 'true');
  await page.getByRole('link', { name: 'Next (older)' }).click();
  await expect(heading).not.toHaveText(`Error log ${doc.log_id}`);
  await expect(heading).toHaveText(/^Error log \d+$/);
  await expect(page).toHaveURL(/\?type=error$/);
  await page.getByRole('link', { name: 'Previous (newer)' }).click();
  await expect(heading).toHaveText(`Error log ${doc.log_id}`);
  await page.getByRole('link', { name: 'All logs' }).click();
  await expect(page).toHaveURL(`/equipment/${unit.guid}/logs?type=error`);
  await expect(page.getByLabel('Type')).toHaveValue('error');
});

test('a failing log endpoint shows Retry on the log page, and Retry recovers', async ({
  page,
  request,
}) => {
  const doc = await openNewest(page, request, 'boot');
  expect(
    (
      await request.post('/api/__admin/faults', {
        headers: ADMIN_HEADERS,
        data: { path: `/v2/equipment/${unit.guid}/logs/${doc._meta.guid}`, status: 500 },
      })
    ).ok(),
  ).toBe(true);
  await page.reload();
  const alert = page.getByRole('alert').filter({ hasText: 'Could not load this log' });
  await expect(alert).toBeVisible({ timeout: 20_000 });
  expect((await request.delete('/api/__admin/faults', { headers: ADMIN_HEADERS })).ok()).toBe(true);
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Boot log ${doc.log_id}`);
});

test('axe: no serious or critical violations on a session log page', async ({ page, request }) => {
  await openNewest(page, request, 'session');
  await expect(page.getByRole('region', { name: 'Session' })).toBeVisible();
  const results = await axe(page);
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
    [],
  );
});

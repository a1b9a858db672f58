import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { axe } from './support/axe';
import { readFile } from 'node:fs/promises';
import { SHOWCASE, TOKENS } from '../server/simulator/fixtures';
import { signIn, trackPageErrors } from './support/session';
import { ADMIN_HEADERS } from './support/simulator';

// Device-log browser: filters (also against a server that ignores them), deep links, CSV,
// live updates, failure + Retry, accessibility. Built app, real Chromium, real simulator.

const TYPES = ['parameter', 'boot', 'session', 'error', 'event'] as const;
const unit = SHOWCASE.errors; // hundreds of logs of every type, HTML payloads in its event logs
const logsHref = (guid: string, query = '') => `/equipment/${guid}/logs${query ? `?${query}` : ''}`;

test.use({ timezoneId: 'UTC' });

async function admin(
  request: APIRequestContext,
  method: 'post' | 'delete',
  path: string,
  data?: unknown,
) {
  const res = await request[method](`/api/__admin/${path}`, {
    headers: ADMIN_HEADERS,
    ...(data === undefined ? {} : { data }),
  });
  expect(res.ok(), await res.text()).toBe(true);
  return res;
}

test.beforeEach(async ({ request }) => {
  await admin(request, 'post', 'reset', {});
});

/** Log rows currently rendered (the virtualized table holds only those near the viewport). */
const logRows = (page: Page) => page.getByRole('table').locator('tbody tr[data-log-guid]');

async function renderedTypes(page: Page): Promise<string[]> {
  return logRows(page)
    .locator('[data-log-type]')
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-log-type') ?? ''));
}

async function countLine(page: Page): Promise<string> {
  return page
    .getByText(/^[\d,]+ (of [\d,]+ )?logs?\b/)
    .first()
    .innerText();
}

test.describe('log list', () => {
  test('lists the newest logs first with day headers, time, type, id, serial and a summary', async ({
    page,
  }) => {
    const errors = trackPageErrors(page);
    await signIn(page, TOKENS.operator, logsHref(unit.guid));
    await expect(page.getByRole('heading', { name: 'Device logs', level: 1 })).toBeVisible();
    await expect(logRows(page).first()).toBeVisible();
    expect(await countLine(page)).toMatch(/^200 of [\d,]+ logs loaded$/);
    const dates = await logRows(page)
      .locator('time')
      .evaluateAll((els) => els.map((el) => Date.parse(el.getAttribute('datetime') ?? '')));
    expect(dates.length).toBeGreaterThan(5);
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    await expect(page.getByRole('table').locator('tbody th[scope="colgroup"]').first()).toHaveText(
      /\w+day, \w+ \d+, 20\d\d/,
    );
    const first = logRows(page).first();
    await expect(first.getByRole('cell').nth(3)).toHaveText(unit.serial.replace(/^0+/, ''));
    await expect(first.getByRole('link')).toHaveAttribute(
      'href',
      new RegExp(`/equipment/${unit.guid}/logs/[0-9a-f-]+`),
    );
    expect(errors).toEqual([]);
  });

  for (const type of TYPES) {
    test(`filter Type = ${type} shows only ${type} logs and puts it in the URL`, async ({
      page,
    }) => {
      await signIn(page, TOKENS.operator, logsHref(unit.guid));
      await expect(logRows(page).first()).toBeVisible();
      await page.getByLabel('Type').selectOption(type);
      await expect(page).toHaveURL(new RegExp(`[?&]type=${type}\\b`));
      await expect(logRows(page).first().locator('[data-log-type]')).toHaveAttribute(
        'data-log-type',
        type,
      );
      const types = await renderedTypes(page);
      expect(types.length).toBeGreaterThan(0);
      expect(new Set(types)).toEqual(new Set([type]));
    });
  }

  test('the type filter holds when the server ignores every query parameter', async ({
    page,
    request,
  }) => {
    await admin(request, 'post', 'faults', {
      path: `/v2/equipment/${unit.guid}/logs`,
      ignoreParams: true,
    });
    await signIn(page, TOKENS.operator, logsHref(unit.guid, 'type=error'));
    await expect(logRows(page).first()).toBeVisible();
    expect(new Set(await renderedTypes(page))).toEqual(new Set(['error']));
    // The whole collection came at once: the count is what matched, and nothing more is paged.
    await expect(page.getByText('The service sent all logs at once; all are shown.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
    // The fault applies to this request too: it returns everything, so count the errors here.
    const all = (await (
      await request.get(`/api/v2/equipment/${unit.guid}/logs`, {
        headers: { Authorization: `Bearer ${TOKENS.operator}` },
      })
    ).json()) as { type: string }[];
    // More than one page of the list (200 logs): without the fault it would page.
    expect(all.length).toBeGreaterThan(200);
    expect(await countLine(page)).toBe(`${all.filter((log) => log.type === 'error').length} logs`);
  });

  test('date range: only logs of the chosen days, kept in the URL', async ({ page }) => {
    await signIn(page, TOKENS.operator, logsHref(unit.guid));
    await expect(logRows(page).first()).toBeVisible();
    const newest = Date.parse(
      (await logRows(page).first().locator('time').getAttribute('datetime'))!,
    );
    const day = new Date(newest - 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel('From', { exact: true }).fill(day);
    await page.getByLabel('To', { exact: true }).fill(day);
    await expect(page).toHaveURL(new RegExp(`from=${day}&to=${day}|to=${day}.*from=${day}`));
    await expect(page.getByRole('table').locator('tbody th[scope="colgroup"]')).toHaveCount(1);
    const dates = await logRows(page)
      .locator('time')
      .evaluateAll((els) => els.map((el) => el.getAttribute('datetime') ?? ''));
    expect(dates.length).toBeGreaterThan(0);
    for (const iso of dates) expect(iso.slice(0, 10)).toBe(day);
  });

  test('a deep link opens the same filtered view, and the search says it covers loaded logs only', async ({
    page,
  }) => {
    await signIn(
      page,
      TOKENS.operator,
      logsHref(unit.guid, `type=event&serial=${Number(unit.serial)}&q=EV_COIN`),
    );
    await expect(page.getByLabel('Type')).toHaveValue('event');
    await expect(page.getByLabel('Controller serial')).toHaveValue(String(Number(unit.serial)));
    await expect(page.getByLabel('Search loaded logs')).toHaveValue('EV_COIN');
    await expect(logRows(page).first()).toBeVisible();
    expect(new Set(await renderedTypes(page))).toEqual(new Set(['event']));
    for (const summary of await logRows(page).locator('td:last-child').allInnerTexts())
      expect(summary).toContain('EV_COIN');
    await expect(page.getByText(/loaded logs match the search/)).toBeVisible();
    await expect(
      page.getByText(/search runs in your browser over the json_data of the logs loaded so far/),
    ).toBeVisible();
    // A serial no log has: the empty state offers to clear the filters.
    await page.getByLabel('Controller serial').fill('1');
    await expect(page.getByText('No logs match these filters.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).first().click();
    await expect(page).toHaveURL(logsHref(unit.guid));
    await expect(logRows(page).first()).toBeVisible();
  });

  test('exports the filtered list as CSV', async ({ page }) => {
    await signIn(page, TOKENS.operator, logsHref(unit.guid, 'type=error'));
    await expect(logRows(page).first()).toBeVisible();
    const button = page.getByRole('button', { name: /^Export CSV \(\d+\)$/ });
    const expected = Number((await button.innerText()).match(/\d+/)![0]);
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toMatch(/^device-logs-\d+-error-\d{4}-\d\d-\d\d\.csv$/);
    const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'log_date_utc,log_date_local,type,log_id,controller_serial,device_guid,log_guid,summary,session_time_s,pause_time_s,pause_times,json_data',
    );
    expect(lines).toHaveLength(expected + 1);
    for (const line of lines.slice(1)) expect(line.split(',')[2]).toBe('error');
    expect(lines[1]).toMatch(/"\{""error_id"":""E\d+/);
  });

  test('a failing log endpoint shows an error with Retry, and Retry recovers', async ({
    page,
    request,
  }) => {
    await admin(request, 'post', 'faults', {
      path: `/v2/equipment/${unit.guid}/logs`,
      status: 500,
    });
    await signIn(page, TOKENS.operator, logsHref(unit.guid));
    const alert = page.getByRole('alert').filter({ hasText: 'Could not load the device logs' });
    await expect(alert).toBeVisible({ timeout: 20_000 });
    // One failing panel never blanks the page: the filters are still there.
    await expect(page.getByLabel('Type')).toBeVisible();
    await admin(request, 'delete', 'faults');
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(logRows(page).first()).toBeVisible();
  });

  test('live: new logs appear at the top; scrolled down they wait behind a "new logs" button', async ({
    page,
    request,
  }) => {
    const target = SHOWCASE.resettable;
    await page.route('**/config.json', (route) =>
      route.fulfill({
        json: { pollIntervalsMs: { fleet: 30_000, equipment: 1_000, actionProgress: 1_000 } },
      }),
    );
    await signIn(page, TOKENS.operator, logsHref(target.guid));
    await expect(logRows(page).first()).toBeVisible();
    // A reset makes the controller write an event log now and a boot log when it is back (~1 s).
    const reset = async () => {
      const res = await request.put(`/api/v2/equipment/${target.guid}/controller/reset`, {
        headers: { Authorization: `Bearer ${TOKENS.operator}` },
      });
      expect(res.ok(), await res.text()).toBe(true);
    };
    const top = logRows(page).first();
    await reset();
    await expect(top.getByRole('cell').last()).toHaveText(/Release .* · reset/, {
      timeout: 15_000,
    });
    const topGuid = await top.getAttribute('data-log-guid');

    await page
      .getByRole('table')
      .locator('xpath=..')
      .evaluate((el) => el.scrollTo({ top: 3_000 }));
    await expect(page.locator(`tr[data-log-guid="${topGuid}"]`)).toHaveCount(0);
    await reset();
    const button = page.getByRole('button', { name: '2 new logs' });
    await expect(button).toBeVisible({ timeout: 15_000 });
    await button.click();
    await expect(button).toHaveCount(0);
    await expect(top.getByRole('cell').last()).toHaveText(/Release .* · reset/);
    await expect(top).not.toHaveAttribute('data-log-guid', topGuid!);
    await expect(logRows(page).nth(1).getByRole('cell').last()).toHaveText(/EV_REMOTE_RESET/);
  });

  test('axe: no serious or critical violations on the list', async ({ page }) => {
    await signIn(page, TOKENS.operator, logsHref(unit.guid));
    await expect(logRows(page).first()).toBeVisible();
    const results = await axe(page);
    const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
      [],
    );
  });
});

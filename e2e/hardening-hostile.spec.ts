import { type Page, type Route } from '@playwright/test';
import { expect, test } from './fixtures';
import { SHOWCASE, TOKENS } from '../server/simulator/fixtures';
import { openSignedIn, trackPageErrors } from './support/session';
import { clearFaults } from './support/simulator';

// Device data is untrusted. HTML, script, javascript: URLs, very long strings, deep
// nesting, unicode and right-to-left text arrive in equipment fields and device logs (served
// from real simulator answers rewritten in flight) and must render as inert text, in the layout.

const unit = SHOWCASE.errors;
const HTML = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script><b>bold?</b>';
const JS_URL = 'javascript:window.__pwned=3';
const LONG = `Unbroken${'W'.repeat(4000)}`;
const RTL = 'ابدأ الجلسة \u202Eexe.txt\u202C שלום עולם 🧖‍♀️ Z\u0351\u0352\u0353 ﷽';

function deep(levels: number): unknown {
  let node: unknown = { leaf: HTML };
  for (let i = 0; i < levels; i++) node = { nested: node, n: i };
  return node;
}

type Doc = Record<string, unknown> & { _meta: { guid: string } };

function hostileEquipment(doc: Doc): Doc {
  if (doc._meta.guid !== unit.guid) return doc;
  const location = (typeof doc.location === 'object' && doc.location) || {};
  return {
    ...doc,
    alias: `${HTML} ${RTL}`,
    model: RTL,
    location: { ...location, description: LONG, city: JS_URL, country: RTL, place_id: JS_URL },
    settings: deep(120),
  };
}

function hostileLog(doc: Doc): Doc {
  return {
    ...doc,
    json_data: { message: HTML, link: JS_URL, long: LONG, rtl: RTL, deep: deep(150) },
  };
}

async function rewrite(route: Route, change: (doc: Doc) => Doc) {
  const response = await route.fetch();
  const body = (await response.json()) as Doc | Doc[];
  const json = Array.isArray(body) ? body.map(change) : change(body);
  await route.fulfill({ response, json });
}

async function serveHostileData(page: Page) {
  const equipment = new RegExp(`/api/v2/equipment(/${unit.guid})?$`);
  await page.route(
    (url) => equipment.test(url.pathname),
    (route) => rewrite(route, hostileEquipment),
  );
  const logs = new RegExp(`/api/v2/equipment/${unit.guid}/logs(/[^/]+)?$`);
  await page.route(
    (url) => logs.test(url.pathname),
    (route) => rewrite(route, hostileLog),
  );
}

/** Nothing ran, nothing became markup or a link, and the page did not grow sideways. */
async function expectInert(page: Page, where: string) {
  const report = await page.evaluate(() => ({
    pwned: (window as unknown as { __pwned?: number }).__pwned ?? null,
    injectedImages: document.querySelectorAll('img[src="x"]').length,
    injectedScripts: [...document.querySelectorAll('script')].filter((s) =>
      s.textContent?.includes('__pwned'),
    ).length,
    injectedBold: [...document.querySelectorAll('b')].filter((b) => b.textContent === 'bold?')
      .length,
    scriptLinks: [...document.querySelectorAll('a[href]')].filter((a) =>
      a.getAttribute('href')!.trim().toLowerCase().startsWith('javascript:'),
    ).length,
    overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    // The innermost elements reaching past the viewport, to name the culprit when it fails.
    wide: (document.documentElement.scrollWidth > document.documentElement.clientWidth
      ? [...document.querySelectorAll('body *')]
      : []
    )
      .filter((el) => el.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
      .filter(
        (el) =>
          ![...el.children].some(
            (c) => c.getBoundingClientRect().right > document.documentElement.clientWidth + 1,
          ),
      )
      .slice(0, 3)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}: ${el.textContent?.slice(0, 30)}`),
  }));
  expect(report, where).toEqual({
    pwned: null,
    injectedImages: 0,
    injectedScripts: 0,
    injectedBold: 0,
    scriptLinks: 0,
    overflow: 0,
    wide: [],
  });
  await expect(page.getByText(/failed to render|Something went wrong/)).toHaveCount(0);
}

test.beforeEach(async ({ request }) => {
  await clearFaults(request);
});

test('hostile equipment fields and device logs render as inert text without breaking the layout', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const errors = trackPageErrors(page);
  await serveHostileData(page);

  await openSignedIn(page, TOKENS.operator, `/?q=${unit.serial}`);
  const row = page.getByRole('table').locator('tbody tr').filter({ hasText: unit.serial });
  await expect(row).toBeVisible();
  await expect(row).toContainText('<img src=x onerror=');
  await expect(row).toContainText('שלום עולם');
  await expectInert(page, 'fleet');

  await openSignedIn(page, TOKENS.operator, `/equipment/${unit.guid}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(
    '<script>window.__pwned=2</script>',
  );
  const info = page.getByRole('region', { name: 'Information' });
  await expect(info).toContainText(JS_URL);
  await expect(info).toContainText('Unbroken');
  await expectInert(page, 'equipment');

  await openSignedIn(page, TOKENS.operator, `/equipment/${unit.guid}/logs`);
  const first = page.getByRole('table').locator('tbody tr a').first();
  await expect(first).toBeVisible();
  await expectInert(page, 'logs');
  await first.click();
  await expect(page.getByRole('button', { name: /Download JSON/ })).toBeVisible();
  await expect(page.getByText(HTML).first()).toBeVisible();
  await expect(page.getByText(JS_URL).first()).toBeVisible();
  await expect(page.getByText(RTL).first()).toBeVisible();
  await expectInert(page, 'log detail');

  // The same on a phone: long words wrap or scroll inside their box, not the page.
  await page.setViewportSize({ width: 390, height: 844 });
  await expectInert(page, 'log detail (phone)');
  await openSignedIn(page, TOKENS.operator, `/equipment/${unit.guid}`);
  await expect(page.getByRole('region', { name: 'Information' })).toContainText('Unbroken');
  await expectInert(page, 'equipment (phone)');
  expect(errors).toEqual([]);
});

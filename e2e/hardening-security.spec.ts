import { ESLint } from 'eslint';
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { SHOWCASE, TOKENS } from '../server/simulator/fixtures';
import { openSignedIn } from './support/session';
import { apiGet, clearFaults } from './support/simulator';

// The served pages carry a strict CSP and the other headers, the
// app never trips its own CSP, and ESLint refuses the ways HTML or code could be injected.

test.beforeEach(async ({ request }) => {
  await clearFaults(request);
});

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

test('every page, asset and API answer carries the CSP and the other security headers', async ({
  request,
}) => {
  const html = [
    '/',
    '/login',
    `/equipment/${SHOWCASE.errors.guid}`,
    `/equipment/${SHOWCASE.errors.guid}/logs`,
    '/errors',
    '/no/such/page',
  ];
  const indexHtml = await (await request.get('/')).text();
  const asset = indexHtml.match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
  expect(asset, 'index.html loads a hashed script').toBeDefined();
  for (const url of [...html, asset!, '/config.json', '/api/v2/equipment/logs/error']) {
    const res = await request.get(url, { headers: { Authorization: `Bearer ${TOKENS.operator}` } });
    const h = res.headers();
    const csp = directives(h['content-security-policy'] ?? '');
    const script = csp.get('script-src') ?? csp.get('default-src') ?? [];
    expect(script, url).toEqual(["'self'"]);
    expect(script.join(' '), url).not.toMatch(/unsafe-inline|unsafe-eval|\*|data:/);
    expect(csp.get('default-src'), url).toEqual(["'self'"]);
    expect(csp.get('object-src'), url).toEqual(["'none'"]);
    expect(csp.get('base-uri'), url).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors'), url).toEqual(["'none'"]);
    expect(h['x-content-type-options'], url).toBe('nosniff');
    expect(h['referrer-policy'], url).toBe('no-referrer');
    expect(h['x-frame-options'], url).toBe('DENY');
    if (url.startsWith('/api/')) expect(h['cache-control'], url).toBe('no-store');
  }
  // No inline script in the page itself (it would be blocked, or need unsafe-inline).
  expect(indexHtml).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/i);
});

async function collectViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__cspViolation', (v: string) => violations.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __cspViolation: (v: string) => void }).__cspViolation(
        `${e.violatedDirective} blocked ${e.blockedURI} at ${location.pathname}`,
      );
    });
  });
  return violations;
}

test('no page trips the CSP: securitypolicyviolation never fires', async ({ page, request }) => {
  test.setTimeout(60_000);
  const violations = await collectViolations(page);
  const unit = SHOWCASE.errors.guid;
  const temps = SHOWCASE.temperatures.guid;
  const [log] = await apiGet<{ _meta: { guid: string } }[]>(
    request,
    TOKENS.operator,
    `/v2/equipment/${unit}/logs?limit=1`,
  );
  await page.goto('/login');
  await expect(page.getByLabel('Access token')).toBeVisible();
  const pages: [string, (p: Page) => ReturnType<Page['getByRole']>][] = [
    ['/', (p) => p.getByRole('table')],
    [`/equipment/${unit}`, (p) => p.getByRole('region', { name: 'Active errors' })],
    [`/equipment/${temps}/temperatures`, (p) => p.getByRole('figure').first()],
    [`/equipment/${unit}/logs`, (p) => p.getByRole('table')],
    [
      `/equipment/${unit}/logs/${log!._meta.guid}`,
      (p) => p.getByRole('button', { name: /Download JSON/ }),
    ],
    ['/errors', (p) => p.getByRole('table')],
  ];
  for (const [url, ready] of pages) {
    await openSignedIn(page, TOKENS.operator, url);
    await expect(ready(page)).toBeVisible();
  }
  // Dialogs and the theme switch (styles, icons) as well.
  await page.goto(`/equipment/${SHOWCASE.resettable.guid}`);
  await page.getByRole('button', { name: 'Reset controller' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /^Theme:/ }).click();
  await page.getByRole('button', { name: /^Theme:/ }).click();
  expect(violations).toEqual([]);
});

test('ESLint refuses dangerouslySetInnerHTML, innerHTML, outerHTML, insertAdjacentHTML, eval and new Function', async () => {
  const eslint = new ESLint();
  const cases: Record<string, string> = {
    dangerouslySetInnerHTML:
      'export const A = (p: { t: string }) => <div dangerouslySetInnerHTML={{ __html: p.t }} />;\n',
    innerHTML: 'export function f(el: HTMLElement, t: string) {\n  el.innerHTML = t;\n}\n',
    outerHTML: 'export function f(el: HTMLElement, t: string) {\n  el.outerHTML = t;\n}\n',
    insertAdjacentHTML:
      "export function f(el: HTMLElement, t: string) {\n  el.insertAdjacentHTML('beforeend', t);\n}\n",
    eval: 'export function f(t: string) {\n  return eval(t);\n}\n',
    'new Function': 'export function f(t: string) {\n  return new Function(t);\n}\n',
    'setTimeout with a string': "export function f() {\n  setTimeout('alert(1)', 1);\n}\n",
  };
  for (const [name, code] of Object.entries(cases)) {
    const [result] = await eslint.lintText(code, {
      filePath: 'src/features/fleet/hostile-example.tsx',
    });
    expect(result!.errorCount, `${name} must be an ESLint error`).toBeGreaterThan(0);
  }
  const [clean] = await eslint.lintText(
    'export const A = (p: { t: string }) => <div>{p.t}</div>;\n',
    {
      filePath: 'src/features/fleet/hostile-example.tsx',
    },
  );
  expect(clean!.errorCount).toBe(0);
});

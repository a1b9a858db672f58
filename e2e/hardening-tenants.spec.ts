import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { COMPANIES, TOKENS } from '../server/simulator/fixtures';
import { TOKEN_KEY, signIn } from './support/session';
import { addFault, clearFaults, resetWorld, unitsOf } from './support/simulator';

// docs/decisions.md#companies: a fleet row is only ever rendered for the tenant (token + company)
// it belongs to, not even for one frame during a switch. A MutationObserver installed before any
// app script runs reports every fleet row the DOM ever holds, with the token and the URL company at
// that moment.

interface Frame {
  token: string | null;
  company: string | null;
  guids: string[];
}

async function recordFleetRows(page: Page): Promise<Frame[]> {
  const frames: Frame[] = [];
  await page.exposeFunction('__fleetRows', (frame: Frame) => frames.push(frame));
  await page.addInitScript((key) => {
    const report = () => {
      const links = document.querySelectorAll<HTMLAnchorElement>('table a[href*="/equipment/"]');
      if (links.length === 0) return;
      const guids = [...links].map((a) => new URL(a.href).pathname.split('/')[2] ?? '');
      const token = sessionStorage.getItem(key) ?? localStorage.getItem(key);
      const company = new URLSearchParams(location.search).get('company');
      (window as unknown as { __fleetRows: (f: Frame) => void }).__fleetRows({
        token,
        company,
        guids,
      });
    };
    // Observer callbacks run before the browser paints the mutation, so no frame is missed.
    new MutationObserver(report).observe(document, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  }, TOKEN_KEY);
  return frames;
}

type Scope = Map<string, Set<string>>;

/** Which unit guids each (token, company) may show. */
async function scopes(request: Parameters<typeof unitsOf>[0]): Promise<Scope> {
  const scope: Scope = new Map();
  for (const token of [TOKENS.operator, TOKENS.owner, TOKENS.support]) {
    for (const company of [undefined, COMPANIES.alpha, COMPANIES.beta, COMPANIES.gamma]) {
      const units = await unitsOf(request, token, company).catch(() => []);
      scope.set(`${token}|${company ?? ''}`, new Set(units.map((u) => u._meta.guid)));
    }
  }
  return scope;
}

function foreignRows(frames: Frame[], scope: Scope): string[] {
  const bad: string[] = [];
  for (const f of frames) {
    const allowed = f.token ? scope.get(`${f.token}|${f.company ?? ''}`) : undefined;
    for (const guid of f.guids) {
      if (!allowed?.has(guid))
        bad.push(
          `${guid} shown to ${f.token ?? 'nobody (signed out)'} under ${f.company ?? 'all'}`,
        );
    }
  }
  return [...new Set(bad)];
}

let scope: Scope;
test.beforeAll(async ({ request }) => {
  scope = await scopes(request);
});

test.beforeEach(async ({ request }) => {
  await resetWorld(request);
  await clearFaults(request);
});

test('switching companies never shows the previous company’s units', async ({ page, request }) => {
  const frames = await recordFleetRows(page);
  await signIn(page, TOKENS.operator, `/?company=${COMPANIES.alpha}`);
  await expect(page.getByRole('table')).toBeVisible();
  for (const company of [COMPANIES.beta, COMPANIES.gamma, '', COMPANIES.alpha]) {
    // A slow answer for the next company makes a leftover frame likely if old rows were kept.
    await addFault(request, { method: 'GET', path: '/v2/equipment', delayMs: 600, times: 1 });
    await page.getByRole('combobox', { name: 'Company' }).selectOption(company);
    await expect(page.getByRole('table')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: / units$/ })).toBeVisible();
  }
  expect(frames.length).toBeGreaterThan(3);
  expect(foreignRows(frames, scope)).toEqual([]);
});

test('signing out and in as another persona never shows the previous user’s units', async ({
  page,
  request,
}) => {
  const frames = await recordFleetRows(page);
  await signIn(page, TOKENS.operator, '/');
  await expect(page.getByRole('table')).toBeVisible();
  await addFault(request, { method: 'GET', path: '/v2/equipment', delayMs: 600, times: 1 });
  await page.getByRole('button', { name: /^Account:/ }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.getByLabel('Access token').fill(TOKENS.owner);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: / units$/ })).toHaveText(/of 6 units$/);
  expect(frames.some((f) => f.token === TOKENS.owner)).toBe(true);
  expect(foreignRows(frames, scope)).toEqual([]);
});

test('a 401 mid-session clears the fleet before anyone else signs in', async ({
  page,
  request,
}) => {
  const frames = await recordFleetRows(page);
  await page.route('**/config.json', (route) =>
    route.fulfill({ json: { pollIntervalsMs: { fleet: 1_000 } } }),
  );
  await signIn(page, TOKENS.support, '/');
  await expect(page.getByRole('table')).toBeVisible();
  await addFault(request, { method: 'GET', path: '/v2/equipment', status: 401, times: 1 });
  await expect(page.getByLabel('Access token')).toBeVisible();
  await expect(page.getByText(/session ended/)).toBeVisible();
  await page.getByLabel('Access token').fill(TOKENS.owner);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('status').filter({ hasText: / units$/ })).toHaveText(/of 6 units$/);
  expect(foreignRows(frames, scope)).toEqual([]);
});

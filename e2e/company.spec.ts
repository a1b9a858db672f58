import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { COMPANIES, PERSONAS } from '../server/simulator/fixtures';
import { renderedSerials, unitCounts } from './support/pages';
import { signIn } from './support/session';
import { addFault, clearFaults, unitsOf } from './support/simulator';

const operator = PERSONAS.operator.token;

interface Sample {
  company: string | null;
  serials: string[];
}

/** Records, on every DOM change and every frame, which serials are on screen under which URL company. */
async function recordRows(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __samples: Sample[] };
    w.__samples = [];
    const sample = () => {
      const serials = [
        ...document.querySelectorAll('table tbody tr[aria-rowindex] td:nth-child(2) a'),
      ].map((a) => (a as HTMLElement).innerText);
      w.__samples.push({ company: new URLSearchParams(location.search).get('company'), serials });
    };
    new MutationObserver(sample).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
    const frame = () => {
      sample();
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

async function samples(page: Page): Promise<Sample[]> {
  return page.evaluate(() => (window as unknown as { __samples: Sample[] }).__samples);
}

test.beforeEach(async ({ request }) => {
  await clearFaults(request);
});

test('switching companies changes units and URL and never shows one company’s units under another', async ({
  page,
  request,
}) => {
  const alpha = new Set((await unitsOf(request, operator, COMPANIES.alpha)).map((u) => u.serial));
  const beta = new Set((await unitsOf(request, operator, COMPANIES.beta)).map((u) => u.serial));
  expect([...alpha].some((s) => !beta.has(s))).toBe(true);

  await signIn(page, operator, `/?company=${COMPANIES.alpha}`);
  await expect(page.getByText(`${alpha.size} of ${alpha.size} units`)).toBeVisible();
  // A slow answer for the next company makes a stale frame likely if the page kept old rows.
  await addFault(request, { path: '/v2/equipment', delayMs: 800, times: 1 });
  await recordRows(page);

  await page.getByRole('combobox', { name: 'Company' }).selectOption(COMPANIES.beta);
  await expect(page).toHaveURL(new RegExp(`company=${COMPANIES.beta}`));
  await expect(page.getByText(`${beta.size} of ${beta.size} units`)).toBeVisible();
  for (const serial of await renderedSerials(page)) expect(beta).toContain(serial);

  const recorded = await samples(page);
  const underBeta = recorded.filter((s) => s.company === COMPANIES.beta);
  expect(underBeta.length).toBeGreaterThan(0);
  expect(underBeta.some((s) => s.serials.length > 0)).toBe(true);
  const mixed = underBeta.flatMap((s) => s.serials.filter((serial) => !beta.has(serial)));
  expect(mixed).toEqual([]);

  // Back to all companies: the URL loses the parameter, the count is the whole fleet.
  const all = await unitsOf(request, operator);
  await page.getByRole('combobox', { name: 'Company' }).selectOption('All companies');
  await expect(page).not.toHaveURL(/company=/);
  await expect(page.getByText(`${all.length} of ${all.length} units`)).toBeVisible();
});

test('switching company keeps the search and filters of the view', async ({ page, request }) => {
  await signIn(page, operator, `/?company=${COMPANIES.alpha}&health=fault`);
  await expect(page.getByRole('button', { name: /^Fault:/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('combobox', { name: 'Company' }).selectOption(COMPANIES.gamma);
  await expect(page).toHaveURL(
    new RegExp(`health=fault.*company=${COMPANIES.gamma}|company=${COMPANIES.gamma}.*health=fault`),
  );
  const gamma = await unitsOf(request, operator, COMPANIES.gamma);
  expect((await unitCounts(page)).total).toBe(gamma.length);
});

test('a company the user has no access to gets a clear message and a way back', async ({
  page,
}) => {
  await signIn(page, PERSONAS.owner.token, `/?company=${COMPANIES.alpha}`);
  await expect(page.getByRole('heading', { name: 'No access to this company' })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await page.getByRole('link', { name: 'Show all companies instead' }).click();
  await expect(page).not.toHaveURL(/company=/);
  await expect(page.getByRole('table')).toBeVisible();
});

test('a company can be given a local name that the switcher then shows', async ({ page }) => {
  await signIn(page, operator, `/?company=${COMPANIES.gamma}`);
  await page.getByRole('button', { name: 'Name this company' }).click();
  await page.getByLabel('Company name').fill('Sunny Salons');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByRole('combobox', { name: 'Company' })).toHaveText(/Sunny Salons/);
  await expect(
    page.getByRole('combobox', { name: 'Company' }).locator('option:checked'),
  ).toHaveText('Sunny Salons');
});

test('a refused company (403 from the service) is shown as an error with Retry, not as an empty fleet', async ({
  page,
  request,
}) => {
  await signIn(page, operator);
  await addFault(request, { path: '/v2/equipment', status: 403 });
  await page.getByRole('combobox', { name: 'Company' }).selectOption(COMPANIES.beta);
  await expect(page.getByRole('alert')).toContainText('Could not load the fleet');
  await expect(page.getByRole('alert')).toContainText('403');
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  await clearFaults(request);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('table')).toBeVisible();
});

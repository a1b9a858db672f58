import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { SHOWCASE, TOKENS } from '../server/simulator/fixtures';
import { advanceUntil, holdsRequestsTo, openSignedIn, trackPageErrors } from './support/session';
import {
  type Fault,
  addFault,
  apiGet,
  clearFaults,
  requestsTo,
  resetWorld,
} from './support/simulator';

// Every page × every endpoint it reads × every fault reaches a defined UI state, with
// no uncaught page error. A fake clock skips retry back-off and the 15 s client time-out.

// The longest file: its tests share nothing but the read-only log guid (each sets its own faults
// on its worker's simulator), so they spread over the workers; each worker prints the part of
// the fault matrix it ran.
test.describe.configure({ mode: 'parallel' });

const FAULTS = {
  '500': { status: 500 },
  '503 + Retry-After': { status: 503, retryAfter: 1 },
  '429 + Retry-After': { status: 429, retryAfter: 1 },
  'dropped connection': { body: 'drop' },
  'slower than the time-out': { delayMs: 20_000 },
  'invalid JSON': { body: 'invalid-json' },
  'schema-invalid document': { body: 'schema-invalid' },
  'schema-invalid item': { body: 'schema-invalid-item' },
  '401': { status: 401 },
  '403': { status: 403 },
} satisfies Record<string, Omit<Fault, 'path'>>;
type FaultName = keyof typeof FAULTS;

/** A defined state: its name (for the matrix in the report) and how to recognise it. */
interface Outcome {
  state: string;
  check: (page: Page) => Promise<void>;
}

const alertWith = (page: Page, title: string) => page.getByRole('alert').filter({ hasText: title });

function errorPanel(title: string): Outcome {
  return {
    state: `error panel "${title}" + Retry`,
    check: async (page) => {
      await advanceUntil(page, alertWith(page, title));
      await expect(alertWith(page, title).getByRole('button', { name: /Retry/ })).toBeVisible();
    },
  };
}

const signInAgain: Outcome = {
  state: 'sign-in, "session ended"',
  check: async (page) => {
    await advanceUntil(page, page.getByLabel('Access token'));
    await expect(page.getByRole('status')).toContainText('Your session ended');
  },
};

function works(state: string, shown: (page: Page) => Locator): Outcome {
  return { state, check: async (page) => advanceUntil(page, shown(page)) };
}

const FAILURES: FaultName[] = [
  '500',
  '503 + Retry-After',
  '429 + Retry-After',
  'dropped connection',
  'slower than the time-out',
  'invalid JSON',
  'schema-invalid document',
];

/** Outcome per fault: `failed` for every failure and 403; a broken list item or document may differ. */
function outcomes(
  failed: Outcome,
  item: Outcome = failed,
  schema: Outcome = failed,
): Record<FaultName, Outcome> {
  const table = Object.fromEntries(FAILURES.map((f) => [f, failed])) as Record<FaultName, Outcome>;
  return {
    ...table,
    'schema-invalid document': schema,
    'schema-invalid item': item,
    '401': signInAgain,
    '403': failed,
  };
}

const units = (page: Page) => page.getByRole('status').filter({ hasText: / of \d+ units$/ });
const fleetTable = (page: Page) => page.getByRole('table').locator('tbody tr').first();
const latest = (page: Page) => page.getByRole('table', { name: 'Latest readings' });
const logsTable = (page: Page) => page.getByRole('table').locator('tbody tr a').first();

/** The logs stay usable when their unit fails; the header names the unit by guid and says why. */
function unitUnavailable(state: string, shown: (page: Page) => Locator): Outcome {
  return {
    state,
    check: async (page) => {
      await advanceUntil(page, page.getByText('Unit details unavailable.'));
      await expect(shown(page)).toBeVisible();
    },
  };
}

interface Endpoint {
  path: string;
  outcomes: Record<FaultName, Outcome>;
}

interface PageCase {
  name: string;
  url: string;
  endpoints: Record<string, Endpoint>;
}

const errorsUnit = SHOWCASE.errors.guid;
const tempUnit = SHOWCASE.temperatures.guid;
const CATALOG = '/v2/equipment/logs/error';

function pages(logGuid: string): PageCase[] {
  return [
    {
      name: 'fleet',
      url: '/',
      endpoints: {
        'equipment list (3)': {
          path: '/v2/equipment',
          outcomes: outcomes(
            errorPanel('Could not load the fleet'),
            works('other units listed + "could not be read" note', (p) =>
              p.getByText(/1 unit document\(s\) could not be read/),
            ),
          ),
        },
        'error catalog (13)': {
          path: CATALOG,
          outcomes: outcomes(
            works('fleet listed + "built-in error table" note', (p) =>
              p.getByText(/Error counts use the built-in error table/),
            ),
            works('fleet listed, server catalog used', fleetTable),
          ),
        },
        'identity (1)': {
          path: '/auth/resource',
          outcomes: outcomes(
            {
              state: 'fleet listed + "Could not load your account" + Retry',
              check: async (p) => {
                await errorPanel('Could not load your account').check(p);
                await expect(fleetTable(p)).toBeVisible();
              },
            },
            // Every identity field is optional (the interface shows none as required).
            works('fleet listed, account without name, only "All companies"', fleetTable),
            works('fleet listed, account without name, only "All companies"', fleetTable),
          ),
        },
      },
    },
    {
      name: 'equipment',
      url: `/equipment/${errorsUnit}`,
      endpoints: {
        'equipment (4)': {
          path: `/v2/equipment/${errorsUnit}`,
          outcomes: outcomes(errorPanel('Could not load this unit')),
        },
        'counters (5)': {
          path: `/v2/equipment/${errorsUnit}/maintenance/counters`,
          outcomes: outcomes(
            errorPanel('Could not load the maintenance counters'),
            works('other counters listed', (p) =>
              p.getByRole('region', { name: 'Maintenance counters' }).getByText(/\d+ h \d+ min/),
            ),
          ),
        },
        'error catalog (13)': {
          path: CATALOG,
          outcomes: outcomes(
            works('active errors decoded with the built-in table + note', (p) =>
              p.getByRole('region', { name: 'Active errors' }).getByText(/built-in table/),
            ),
            works('active errors decoded (server catalog)', (p) =>
              p.getByRole('region', { name: 'Active errors' }).getByText('Software error'),
            ),
          ),
        },
        'permissions (2)': {
          path: '/auth/resource/permissions',
          outcomes: outcomes(
            {
              state: 'actions disabled: "permissions could not be read"',
              check: async (p) => {
                const reset = p.getByRole('button', { name: 'Reset controller' });
                // Disabled while loading too: wait for the reason, moving the clock past retries.
                await advanceUntil(
                  p,
                  p.getByText('Your permissions could not be read', { exact: false }),
                );
                await expect(reset).toBeDisabled();
                await expect(reset).toHaveAccessibleDescription(/permissions could not be read/);
              },
            },
            {
              state: 'actions decided from the readable rows (broken row skipped)',
              check: async (p) => {
                const edit = p.getByRole('button', { name: 'Edit information' });
                await advanceUntil(p, edit);
                await expect(edit).not.toHaveAccessibleDescription(/Checking|could not be read/);
                await expect(
                  p.getByRole('button', { name: 'Reset controller' }),
                ).not.toHaveAccessibleDescription(/Checking|could not be read/);
              },
            },
          ),
        },
      },
    },
    {
      name: 'temperatures',
      url: `/equipment/${tempUnit}/temperatures`,
      endpoints: {
        'equipment (4)': {
          path: `/v2/equipment/${tempUnit}`,
          outcomes: outcomes(errorPanel("Could not load the unit's details")),
        },
        'temperature logs (9)': {
          path: `/v2/equipment/${tempUnit}/temperatures`,
          outcomes: outcomes(
            errorPanel('Could not load the temperature logs'),
            works('charts + latest readings', latest),
          ),
        },
      },
    },
    {
      name: 'logs',
      url: `/equipment/${errorsUnit}/logs`,
      endpoints: {
        'equipment (4)': {
          path: `/v2/equipment/${errorsUnit}`,
          outcomes: outcomes(
            unitUnavailable(
              'logs listed, unit named by its guid + "Unit details unavailable" + Retry',
              logsTable,
            ),
          ),
        },
        'device logs (11)': {
          path: `/v2/equipment/${errorsUnit}/logs`,
          outcomes: outcomes(
            errorPanel('Could not load the device logs'),
            works('other logs listed', logsTable),
          ),
        },
        'error catalog (13)': {
          path: CATALOG,
          outcomes: outcomes(works('logs listed, built-in catalog', logsTable)),
        },
      },
    },
    {
      name: 'log detail',
      url: `/equipment/${errorsUnit}/logs/${logGuid}`,
      endpoints: {
        'device log (12)': {
          path: `/v2/equipment/${errorsUnit}/logs/${logGuid}`,
          outcomes: outcomes(errorPanel('Could not load this log')),
        },
        'equipment (4)': {
          path: `/v2/equipment/${errorsUnit}`,
          outcomes: outcomes(
            unitUnavailable(
              'log shown, unit named by its guid + "Unit details unavailable" + Retry',
              (p) => p.getByRole('button', { name: /Download JSON/ }),
            ),
          ),
        },
      },
    },
    {
      name: 'error catalog',
      url: '/errors',
      endpoints: {
        'error catalog (13)': {
          path: CATALOG,
          outcomes: outcomes(
            works('built-in catalog + note', (p) => p.getByText(/Showing the built-in catalog/)),
            works('catalog listed', (p) =>
              p.getByRole('status').filter({ hasText: /of \d+ errors/ }),
            ),
          ),
        },
      },
    },
  ];
}

let logGuid = '';
const matrix: string[] = [];

test.beforeAll(async ({ request }) => {
  await resetWorld(request);
  const logs = await apiGet<{ _meta: { guid: string } }[]>(
    request,
    TOKENS.operator,
    `/v2/equipment/${errorsUnit}/logs?limit=1`,
  );
  logGuid = logs[0]!._meta.guid;
});

test.beforeEach(async ({ request }) => {
  await clearFaults(request);
});

test.afterAll(() => {
  console.log(`\nFault matrix (page | endpoint | fault | state reached)\n${matrix.join('\n')}`);
});

// One test per page × endpoint; the ten faults run as steps on one signed-in page.
for (const pageCase of pages('LOG')) {
  for (const [endpointName] of Object.entries(pageCase.endpoints)) {
    test(`${pageCase.name} · ${endpointName}: every fault reaches a defined state`, async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      const current = pages(logGuid).find((p) => p.name === pageCase.name)!;
      const endpoint = current.endpoints[endpointName]!;
      const errors = trackPageErrors(page);
      await page.clock.install();
      for (const [faultName, fault] of Object.entries(FAULTS) as [
        FaultName,
        Omit<Fault, 'path'>,
      ][]) {
        await test.step(faultName, async () => {
          await clearFaults(request);
          await addFault(request, { ...fault, method: 'GET', path: endpoint.path });
          // The held request need not age a real second before the clock passes its time-out.
          holdsRequestsTo(page, 'delayMs' in fault ? endpoint.path : null);
          await openSignedIn(page, TOKENS.operator, current.url);
          const outcome = endpoint.outcomes[faultName];
          await outcome.check(page);
          expect(errors.map(String), `uncaught errors after ${faultName}`).toEqual([]);
          matrix.push(`${current.name} | ${endpointName} | ${faultName} | ${outcome.state}`);
        });
      }
    });
  }
}

test('stale: a failed refresh keeps the last good data, says so, and keeps what was typed', async ({
  page,
  request,
}) => {
  const errors = trackPageErrors(page);
  await page.clock.install();
  await openSignedIn(page, TOKENS.operator, '/');
  await expect(units(page)).toBeVisible();
  await page.getByLabel('Search').fill('Showcase');
  await expect(units(page)).not.toHaveText(/^(\d+) of \1 units$/);
  const filtered = await units(page).innerText();
  await addFault(request, { method: 'GET', path: '/v2/equipment', status: 500 });
  // The fleet polls every 30 s; a failed poll is retried twice before it counts
  // (docs/decisions.md#freshness).
  await advanceUntil(page, page.getByText(/^Stale/));
  await expect(units(page)).toHaveText(filtered);
  await expect(page.getByLabel('Search')).toHaveValue('Showcase');

  await openSignedIn(page, TOKENS.operator, `/equipment/${errorsUnit}`);
  await expect(
    page.getByRole('region', { name: 'Active errors' }).getByRole('listitem'),
  ).toHaveCount(7);
  await page.getByRole('button', { name: 'Edit information' }).click();
  await page.getByRole('dialog').getByLabel('Alias').fill('Typed while the service fails');
  await addFault(request, {
    method: 'GET',
    path: `/v2/equipment/${errorsUnit}`,
    status: 503,
    retryAfter: 1,
  });
  await advanceUntil(page, page.getByText(/^Stale/));
  await expect(page.getByRole('dialog').getByLabel('Alias')).toHaveValue(
    'Typed while the service fails',
  );
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(
    page.getByRole('region', { name: 'Active errors' }).getByRole('listitem'),
  ).toHaveCount(7);
  // Retry on the stale notice recovers once the service is back.
  await clearFaults(request);
  await page
    .getByText(/^Stale/)
    .locator('..')
    .getByRole('button', { name: 'Retry' })
    .click();
  await expect(page.getByText(/^Stale/)).toHaveCount(0);
  expect(errors).toEqual([]);
  matrix.push(
    'fleet | equipment list (3) | 500 on a refresh | stale notice + last good rows + search kept',
  );
  matrix.push(
    'equipment | equipment (4) | 503 on a refresh | stale notice + last good unit + edit form kept',
  );
});

const OFFLINE_PAGES = [
  ['fleet', '/', '/v2/equipment', (p: Page) => units(p)],
  [
    'equipment',
    `/equipment/${errorsUnit}`,
    `/v2/equipment/${errorsUnit}`,
    (p: Page) => p.getByRole('region', { name: 'Active errors' }),
  ],
  [
    'temperatures',
    `/equipment/${tempUnit}/temperatures`,
    `/v2/equipment/${tempUnit}/temperatures`,
    latest,
  ],
  ['logs', `/equipment/${errorsUnit}/logs`, `/v2/equipment/${errorsUnit}/logs`, logsTable],
  [
    'error catalog',
    '/errors',
    CATALOG,
    (p: Page) => p.getByRole('status').filter({ hasText: /of \d+ errors/ }),
  ],
] as const;

test('offline and back: every page keeps its data, says it is offline, and refreshes when back', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const errors = trackPageErrors(page);
  await page.clock.install();
  for (const [name, url, path, shown] of OFFLINE_PAGES) {
    await openSignedIn(page, TOKENS.operator, url);
    await expect(shown(page)).toBeVisible();
    // Every panel has its data before the connection goes (the equipment page's usage and error
    // timeline read weeks of logs after the rest is shown).
    await expect(page.getByText(/^Loading/)).toHaveCount(0, { timeout: 30_000 });
    await context.setOffline(true);
    await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();
    // Polls come due while offline: nothing is lost and no error replaces the data.
    await page.clock.fastForward(65_000);
    await expect(shown(page)).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    const before = (await requestsTo(request, 'GET', path)).length;
    await context.setOffline(false);
    await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toHaveCount(0);
    // Back online the paused queries run again (React Query refetches on reconnect).
    if (name !== 'error catalog') {
      await expect
        .poll(async () => (await requestsTo(request, 'GET', path)).length)
        .toBeGreaterThan(before);
    }
    await expect(shown(page)).toBeVisible();
    matrix.push(
      `${name} | all | offline, then back | "You are offline" notice + last data; refetch when back`,
    );
  }
  expect(errors).toEqual([]);
});

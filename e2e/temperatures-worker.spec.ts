import { expect, test } from './fixtures';
import { SHOWCASE, TEMPERATURES_LATEST, TOKENS } from '../server/simulator/fixtures';
import { signIn, trackPageErrors } from './support/session';
import { resetWorld } from './support/simulator';

// docs/decisions.md#temperature-pipeline: the window is fetched and downsampled in a worker; a
// browser that cannot start it (here: its script refused) draws the same page on the main thread.

const unit = SHOWCASE.temperatures;

test.beforeEach(async ({ request }) => {
  await resetWorld(request);
});

for (const worker of ['running', 'refused'] as const) {
  test(`charts and latest readings with the temperatures worker ${worker}`, async ({ page }) => {
    const errors = trackPageErrors(page);
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning') warnings.push(m.text());
    });
    if (worker === 'refused')
      await page.route('**/assets/temperature-worker-*.js', (route) => route.abort());
    await signIn(page, TOKENS.operator, `/equipment/${unit.guid}/temperatures?range=1h`);
    const table = page.getByRole('table', { name: 'Latest readings' });
    await expect(
      table
        .getByRole('row', { name: /^Show NTC1 / })
        .getByRole('cell')
        .nth(1),
    ).toHaveText(`${TEMPERATURES_LATEST.ntc1! / 10} °C`);
    const lamp = page.getByRole('figure', { name: 'Lamp temperatures' });
    await expect(lamp.locator('path[data-sensor="NTC1"]')).toHaveCount(1);
    // Downsampled or not, a line of an hour of minute logs has about one point per log.
    const d = (await lamp.locator('path[data-sensor="NTC1"]').getAttribute('d'))!;
    expect((d.match(/[ML]/g) ?? []).length).toBeGreaterThan(50);
    const fellBack = warnings.some((w) => w.includes('the worker did not start'));
    expect(fellBack).toBe(worker === 'refused');
    if (worker === 'running')
      expect(page.workers().some((w) => w.url().includes('temperature-worker'))).toBe(true);
    expect(errors).toEqual([]);
  });
}

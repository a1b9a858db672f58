import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { SHOWCASE, TOKENS } from '../server/simulator/fixtures';
import { signIn, trackPageErrors } from './support/session';
import { ADMIN_HEADERS, resetWorld } from './support/simulator';

// The charts are drawn in plain SVG first; the recharts chart takes a chart's place when the
// pointer or the keyboard focus first reaches one (docs/decisions.md#temperature-first-drawing).
// A past window, so no live poll redraws a chart between two looks.

const unit = SHOWCASE.temperatures;
const HOUR = 3_600_000;

test.beforeEach(async ({ request }) => {
  await resetWorld(request);
  await request.post('/api/__admin/clock', { headers: ADMIN_HEADERS, data: { set: Date.now() } });
});

async function openPastWindow(page: Page) {
  const to = Math.floor(Date.now() / 60_000) * 60_000 - 2 * HOUR;
  await signIn(
    page,
    TOKENS.operator,
    `/equipment/${unit.guid}/temperatures?from=${to - 6 * HOUR}&to=${to}`,
  );
  await expect(page.getByRole('heading', { level: 1, name: /Temperatures/ })).toBeVisible();
}

const figure = (page: Page, name: string) => page.getByRole('figure', { name });
/** The chart's box: the first drawing or the recharts chart, and the log-event marks. */
const chartBox = (chart: Locator) => chart.locator('div.relative');

/**
 * Pixels of two same-sized PNGs that differ by more than `tolerance` in a channel, decoded by the
 * page. A few levels are allowed: the tooltip's layer changes the lines' anti-aliasing by ≤ 6/255.
 */
async function visiblyDifferentPixels(page: Page, a: Buffer, b: Buffer, tolerance = 24) {
  return page.evaluate(
    async ({ a, b, tolerance }) => {
      const pixels = async (bytes: number[]) => {
        const bitmap = await createImageBitmap(new Blob([new Uint8Array(bytes)]));
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const context = canvas.getContext('2d')!;
        context.drawImage(bitmap, 0, 0);
        return context.getImageData(0, 0, bitmap.width, bitmap.height).data;
      };
      const [pa, pb] = await Promise.all([pixels(a), pixels(b)]);
      if (pa.length !== pb.length) return -1;
      let count = 0;
      for (let i = 0; i < pa.length; i += 1) if (Math.abs(pa[i]! - pb[i]!) > tolerance) count += 1;
      return count;
    },
    { a: [...a], b: [...b], tolerance },
  );
}

test('the first drawing is what the recharts chart draws; the pointer makes it interactive', async ({
  page,
}) => {
  const errors = trackPageErrors(page);
  await openPastWindow(page);
  const lamp = figure(page, 'Lamp temperatures');
  const drawing = lamp.getByRole('img', { name: /^Lamp temperatures, line chart\./ });
  await expect(drawing).toBeVisible();
  await expect(drawing.locator('path[data-sensor="NTC1"]')).toHaveCount(1);
  await expect(page.locator('.recharts-wrapper')).toHaveCount(0);
  const d = await drawing.locator('path[data-sensor="NTC1"]').getAttribute('d');
  const first = await chartBox(lamp).screenshot();

  // One move onto the drawing: recharts takes its place and the tooltip shows at once.
  const box = (await drawing.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y - 120);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await expect(lamp.locator('.recharts-wrapper')).toHaveCount(1);
  await expect(page.getByText('Click to open this log')).toBeVisible();
  await expect(lamp.getByRole('application', { name: /^Lamp temperatures/ })).toBeVisible();
  // The other drawn charts follow, so the cursor is synced across them.
  await expect(figure(page, 'Room temperatures').locator('.recharts-wrapper')).toHaveCount(1);

  // The pointer gone, the chart looks exactly as it was first drawn.
  await page.mouse.move(box.x + box.width / 2, box.y - 120);
  await expect(page.getByText('Click to open this log')).toBeHidden();
  await expect(lamp.locator('path[data-sensor="NTC1"]')).toHaveAttribute('d', d!);
  // A line, tick or label moved by one pixel changes hundreds of values; a lone anti-aliased value
  // where lines cross once differed by 25/255 in CI (1 of ~800,000).
  expect(
    await visiblyDifferentPixels(page, first, await chartBox(lamp).screenshot()),
  ).toBeLessThanOrEqual(8);
  expect(errors).toEqual([]);
});

test('the keyboard focus reaching a first drawing lands in the recharts chart', async ({
  page,
}) => {
  await openPastWindow(page);
  const lamp = figure(page, 'Lamp temperatures');
  const drawing = lamp.getByRole('img', { name: /^Lamp temperatures, line chart\./ });
  await expect(drawing).toBeVisible();
  await drawing.focus();
  const chart = lamp.getByRole('application', { name: /^Lamp temperatures, line chart\./ });
  await expect(chart).toBeFocused();
  // recharts' keyboard: the arrow keys move the tooltip from row to row.
  await page.keyboard.press('ArrowRight');
  await expect(lamp.locator('.recharts-tooltip-cursor')).toHaveCount(1);
});

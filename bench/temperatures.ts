// Temperatures page: one window (24 h or 7 d) of the showcase unit with 23 sensors, a log a minute.
import type { Page } from '@playwright/test';
import { chartsSettled, chartStats } from './chart-probes.ts';
import { armWatch, awaitQuiet, resourceStats } from './probes.ts';

export interface TemperatureRun {
  /** Last temperatures response received → charts stopped changing, painted. */
  arrivalToDrawnMs: number;
  navigationToDrawnMs: number;
  transferBytes: number;
  requests: number;
  charts: number;
  series: number;
  maxPointsPerSeries: number;
  hoverMs: number | null;
}

const HOVER_AT = [0.2, 0.4, 0.6, 0.8];

async function hover(page: Page): Promise<number | null> {
  const box = await page.locator('svg.recharts-surface').first().boundingBox();
  if (!box) return null;
  const times: number[] = [];
  await page.mouse.move(box.x + box.width / 2, box.y - 30);
  for (const at of HOVER_AT) {
    await page.waitForTimeout(150);
    await page.evaluate(armWatch, { selectors: ['.recharts-wrapper'] });
    await page.mouse.move(box.x + box.width * at, box.y + box.height / 2);
    const done = await page.evaluate(awaitQuiet, { quietMs: 250, timeoutMs: 10_000 });
    if (done) times.push(done.ms);
  }
  times.sort((a, b) => a - b);
  return times.length ? times[Math.floor(times.length / 2)]! : null;
}

/** `page` is signed in (token in this tab); a full load each run, so the query cache is cold. */
export async function measureTemperatures(
  page: Page,
  origin: string,
  guid: string,
  range: '24h' | '7d',
): Promise<TemperatureRun> {
  await page.goto(`${origin}/equipment/${guid}/temperatures?range=${range}`);
  const drawnAt = await page.evaluate(chartsSettled, {
    quietMs: 600,
    timeoutMs: 90_000,
    minCharts: 1,
  });
  if (drawnAt === null) throw new Error(`temperatures ${range}: charts never settled`);
  // The window is fetched in the temperatures worker, whose requests are not in the page's
  // Resource Timing: the app marks their arrival (the worker's own Resource Timing, page clock).
  const received = await page.evaluate(() => {
    const mark = performance.getEntriesByName('temperatures:received', 'mark').at(-1) as
      PerformanceMark | undefined;
    const detail = mark?.detail as { requests: number; transferBytes: number } | undefined;
    return mark && detail ? { lastResponseEnd: mark.startTime, ...detail } : null;
  });
  const net =
    received ??
    (await page.evaluate(resourceStats, { part: `/api/v2/equipment/${guid}/temperatures` }));
  const charts = await page.evaluate(chartStats);
  return {
    arrivalToDrawnMs: drawnAt - net.lastResponseEnd,
    navigationToDrawnMs: drawnAt,
    transferBytes: net.transferBytes,
    requests: net.requests,
    charts: charts.charts,
    series: charts.series,
    maxPointsPerSeries: Math.max(charts.pointsPerSeries[0] ?? 0, charts.dots),
    hoverMs: await hover(page),
  };
}

import { describe, expect, it } from 'vitest';
import { formatTick, timeTicks } from './time-ticks';

const HOUR = 3_600_000;

describe('timeTicks', () => {
  it('picks a round step that fits the width, ticks inside the window', () => {
    const from = new Date(2026, 10, 21, 9, 17).getTime();
    const to = from + 24 * HOUR;
    const { ticks, stepMs } = timeTicks(from, to, 900);
    expect(stepMs).toBe(3 * HOUR);
    expect(ticks.length).toBeLessThanOrEqual(8);
    expect(ticks[0]).toBe(new Date(2026, 10, 21, 12, 0).getTime());
    for (const t of ticks) expect(t >= from && t <= to).toBe(true);
  });

  it('uses whole days for a month', () => {
    const from = new Date(2026, 9, 23, 10).getTime();
    const { ticks, stepMs } = timeTicks(from, from + 30 * 24 * HOUR, 1000);
    expect(stepMs).toBeGreaterThanOrEqual(24 * HOUR);
    expect(new Date(ticks[0]!).getHours()).toBe(0);
  });
});

describe('formatTick', () => {
  it('shows the time within a day and the date across days', () => {
    const t = new Date(2026, 10, 22, 14, 30).getTime();
    expect(formatTick(t, HOUR, 20 * HOUR)).toBe('14:30');
    expect(formatTick(t, 6 * HOUR, 7 * 24 * HOUR)).toBe('11-22 14:30');
    expect(formatTick(t, 24 * HOUR, 30 * 24 * HOUR)).toBe('11-22');
  });
});

import { describe, expect, it } from 'vitest';
import { serviceLimit, serviceStatus } from './service-status.ts';

const now = Date.UTC(2026, 10, 23);
const DAY = 86_400_000;

describe('serviceLimit', () => {
  it.each([
    ['endpoint limit wins', 600, { lamp: 500 }, 600],
    ['config when endpoint has none', undefined, { lamp: 500 }, 500],
    ['zero endpoint limit falls back', 0, { lamp: 500 }, 500],
    ['no limit anywhere', null, {}, undefined],
    ['bad config value', undefined, { lamp: -1 }, undefined],
  ])('%s', (_n, endpoint, config, expected) => {
    expect(serviceLimit('lamp', endpoint, config)).toBe(expected);
  });
});

describe('serviceStatus', () => {
  it.each([
    ['at the limit', { value: 1000, limit: 1000 }, 'overdue'],
    ['past the limit', { value: 1200, limit: 1000 }, 'overdue'],
    ['at 90 %', { value: 900, limit: 1000 }, 'due-soon'],
    ['just under 90 %', { value: 899, limit: 1000 }, 'ok'],
    [
      'forecast within the days',
      { value: 100, limit: 1000, forecastAt: now + 6 * DAY },
      'due-soon',
    ],
    ['forecast later', { value: 100, limit: 1000, forecastAt: now + 30 * DAY }, 'ok'],
    ['custom days', { value: 100, limit: 1000, forecastAt: now + 6 * DAY, dueSoonDays: 5 }, 'ok'],
  ])('%s', (_n, input, expected) => {
    expect(serviceStatus({ now, ...input })).toBe(expected);
  });
});

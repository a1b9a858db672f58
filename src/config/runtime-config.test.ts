// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  configProblems,
  DEFAULT_CONFIG,
  loadRuntimeConfig,
  parseRuntimeConfig,
} from './runtime-config';

describe('parseRuntimeConfig', () => {
  it.each([
    ['nothing', undefined],
    ['not an object', 'hello'],
    ['an array', [1, 2]],
    ['empty object', {}],
  ])('falls back to defaults for %s', (_name, raw) => {
    expect(parseRuntimeConfig(raw)).toEqual(DEFAULT_CONFIG);
  });

  it('applies valid keys and keeps defaults for broken ones', () => {
    const config = parseRuntimeConfig({
      apiBaseUrl: 'https://api.example.com',
      offlineAfterMs: 'ten minutes',
      stateCodes: { '15': 'cleaning' },
      permissions: { reset: 'ctl.reset', update: 42 },
      pollIntervalsMs: { fleet: 60_000, equipment: -1 },
    });
    expect(config.apiBaseUrl).toBe('https://api.example.com');
    expect(config.offlineAfterMs).toBe(600_000);
    expect(config.stateCodes['15']).toBe('cleaning');
    expect(config.stateCodes['10']).toBe('stand-by');
    expect(config.permissions).toEqual({ ...DEFAULT_CONFIG.permissions, reset: 'ctl.reset' });
    expect(config.pollIntervalsMs).toEqual({
      fleet: 60_000,
      equipment: 10_000,
      actionProgress: 2_000,
    });
  });
});

describe('service board keys', () => {
  it.each<[string, unknown, Record<string, number>, number, string[]]>([
    ['absent', {}, {}, 14, []],
    [
      'valid',
      { serviceLimitsMinutes: { lamps: 48_000, led: 90_000 }, dueSoonDays: 7 },
      { lamps: 48_000, led: 90_000 },
      7,
      [],
    ],
    [
      'one bad limit is dropped alone',
      { serviceLimitsMinutes: { lamps: 48_000, led: '90000', filter: -5 } },
      { lamps: 48_000 },
      14,
      [
        'serviceLimitsMinutes.led must be a positive number of minutes; got "90000". This limit is ignored.',
        'serviceLimitsMinutes.filter must be a positive number of minutes; got -5. This limit is ignored.',
      ],
    ],
    [
      'limits not an object',
      { serviceLimitsMinutes: [48_000] },
      {},
      14,
      [
        'serviceLimitsMinutes must be an object of counter type → minutes, like {"lamps": 48000}; got [48000]. No configured limits are used.',
      ],
    ],
    [
      'dueSoonDays not a whole positive number',
      { dueSoonDays: 2.5 },
      {},
      14,
      ['dueSoonDays must be a whole number of days from 1 to 3650; got 2.5. Using 14.'],
    ],
    [
      'dueSoonDays zero',
      { dueSoonDays: 0 },
      {},
      14,
      ['dueSoonDays must be a whole number of days from 1 to 3650; got 0. Using 14.'],
    ],
  ])('%s', (_name, raw, limits, days, problems) => {
    const config = parseRuntimeConfig(raw);
    expect(config.serviceLimitsMinutes).toEqual(limits);
    expect(config.dueSoonDays).toBe(days);
    expect(configProblems(raw)).toEqual(problems);
  });
});

describe('loadRuntimeConfig', () => {
  it('uses defaults when config.json is missing', async () => {
    const fetch404 = (async () => new Response('nope', { status: 404 })) as typeof fetch;
    expect(await loadRuntimeConfig(fetch404)).toEqual(DEFAULT_CONFIG);
  });

  it('uses defaults when config.json is not JSON', async () => {
    const fetchHtml = (async () => new Response('<html>', { status: 200 })) as typeof fetch;
    expect(await loadRuntimeConfig(fetchHtml)).toEqual(DEFAULT_CONFIG);
  });

  it('reads a served config.json', async () => {
    const fetchOk = (async () => Response.json({ offlineAfterMs: 120_000 })) as typeof fetch;
    expect((await loadRuntimeConfig(fetchOk)).offlineAfterMs).toBe(120_000);
  });
});

import { describe, expect, it } from 'vitest';
import { loadServiceConfig, serviceConfigOfJson } from './service-config.ts';

describe('the service limits the engine reads from the app’s config.json', () => {
  it('keeps good limits, leaves bad ones out, and defaults the window', () => {
    expect(
      serviceConfigOfJson({
        serviceLimitsMinutes: { lamps: 48_000, led: '90000', filter: -5 },
        dueSoonDays: 2.5,
      }),
    ).toEqual({ serviceLimits: { lamps: 48_000 }, dueSoonDays: 14 });
  });

  it('reads the shipped config.json; a missing folder gives the defaults', async () => {
    expect((await loadServiceConfig('public')).serviceLimits.lamps).toBe(48_000);
    expect(await loadServiceConfig('/nonexistent')).toEqual({ serviceLimits: {}, dueSoonDays: 14 });
  });
});

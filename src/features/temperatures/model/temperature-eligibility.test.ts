import { describe, expect, it } from 'vitest';
import { parseVersion, temperatureEligibility, versionAtLeast } from './temperature-eligibility';

describe('versionAtLeast', () => {
  it('compares dotted versions numerically against 4.8', () => {
    expect(versionAtLeast('4.8', [4, 8])).toBe(true);
    expect(versionAtLeast('4.8.0', [4, 8])).toBe(true);
    expect(versionAtLeast('4.10.0', [4, 8])).toBe(true);
    expect(versionAtLeast('5.0', [4, 8])).toBe(true);
    expect(versionAtLeast('4.7.3', [4, 8])).toBe(false);
    expect(versionAtLeast('3.99', [4, 8])).toBe(false);
  });

  it('does not guess for a missing or unreadable version', () => {
    expect(versionAtLeast(null, [4, 8])).toBeUndefined();
    expect(versionAtLeast('beta', [4, 8])).toBeUndefined();
    expect(parseVersion('v4.9.1-rc1')).toEqual([4, 9, 1]);
  });
});

describe('temperatureEligibility', () => {
  it('explains a service module on 4.7.3', () => {
    expect(
      temperatureEligibility({
        device: { guid: 'd', type: 'SERVICE_MODULE' },
        controller: { release: { version: '4.7.3' } },
      }),
    ).toEqual({
      hasDevice: true,
      deviceType: 'SERVICE_MODULE',
      serviceModule: true,
      version: '4.7.3',
      versionOk: false,
    });
  });

  it('says what is not known instead of guessing', () => {
    expect(temperatureEligibility({})).toEqual({
      hasDevice: false,
      deviceType: undefined,
      serviceModule: undefined,
      version: undefined,
      versionOk: undefined,
    });
    expect(
      temperatureEligibility({ device: { guid: 'd', type: 'CONNECT_MODULE' } }).serviceModule,
    ).toBe(false);
  });
});

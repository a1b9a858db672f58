import { describe, expect, it } from 'vitest';
import { parseRuntimeConfig } from './runtime-config';

describe('campaignVerifyMs', () => {
  it.each([
    [undefined, 600_000],
    [120_000, 120_000],
    [0, 600_000],
    ['10 min', 600_000],
    [1.5, 600_000],
  ])('%j → %i', (value, ms) => {
    expect(parseRuntimeConfig({ campaignVerifyMs: value }).campaignVerifyMs).toBe(ms);
  });
});

import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../../src/config/runtime-config';
import { OFFLINE_AFTER_MS } from './options.ts';

describe('engine options', () => {
  it('counts a device offline after the same time as the app', () => {
    expect(OFFLINE_AFTER_MS).toBe(DEFAULT_CONFIG.offlineAfterMs);
  });
});

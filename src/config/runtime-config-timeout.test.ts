import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_CONFIG, loadRuntimeConfig } from './runtime-config';

// A config.json that never answers falls back to the defaults, with a clear message.

afterEach(() => vi.restoreAllMocks());

describe('loadRuntimeConfig time-out', () => {
  it('uses the defaults and says why when config.json does not answer in time', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let signal: AbortSignal | undefined;
    const hanging: typeof fetch = (_input, init) => {
      signal = init?.signal ?? undefined;
      return new Promise(() => undefined);
    };
    expect(await loadRuntimeConfig(hanging, 50)).toEqual(DEFAULT_CONFIG);
    expect(signal?.aborted).toBe(true);
    expect(String(warn.mock.calls[0]?.[1])).toMatch(/config\.json did not answer within 0\.05 s/);
  });
});

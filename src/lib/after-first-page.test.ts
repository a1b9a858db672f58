import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// docs/decisions.md#background: a page with a mark (fleet, temperatures) holds the background
// work until it set that mark, at most 10 s; then the next idle moment.

beforeEach(() => {
  vi.resetModules();
  performance.clearMarks();
});
afterEach(() => vi.useRealTimers());

async function load() {
  return import('./after-first-page');
}

describe('afterFirstPage', () => {
  it('waits for the page’s mark, e.g. the temperature charts painted', async () => {
    vi.useFakeTimers();
    const { afterFirstPage, TEMPERATURES_DRAWN_MARK } = await load();
    let started = false;
    void afterFirstPage(TEMPERATURES_DRAWN_MARK).then(() => (started = true));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(started).toBe(false);
    // The observer reports the mark outside the fake clock.
    vi.useRealTimers();
    performance.mark(TEMPERATURES_DRAWN_MARK);
    await vi.waitFor(() => expect(started).toBe(true));
  });

  it('starts at once (next idle moment) when the mark was already set', async () => {
    const { afterFirstPage, FLEET_SYNCED_MARK } = await load();
    performance.mark(FLEET_SYNCED_MARK);
    await expect(afterFirstPage(FLEET_SYNCED_MARK)).resolves.toBeUndefined();
  });

  it('does not wait more than 10 s for a mark that never comes', async () => {
    vi.useFakeTimers();
    const { afterFirstPage, TEMPERATURES_DRAWN_MARK } = await load();
    let started = false;
    void afterFirstPage(TEMPERATURES_DRAWN_MARK).then(() => (started = true));
    await vi.advanceTimersByTimeAsync(9_000);
    expect(started).toBe(false);
    await vi.advanceTimersByTimeAsync(1_500);
    expect(started).toBe(true);
  });
});

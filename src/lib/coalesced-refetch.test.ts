import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCoalescer } from './coalesced-refetch';

/** A run that resolves after ms of fake time; counts starts and the most at once. */
function slowRun(ms: number) {
  const seen = { starts: [] as number[], running: 0, most: 0 };
  const run = () => {
    seen.starts.push(Date.now());
    seen.running += 1;
    seen.most = Math.max(seen.most, seen.running);
    return new Promise<void>((resolve) =>
      setTimeout(() => {
        seen.running -= 1;
        resolve();
      }, ms),
    );
  };
  return { seen, run };
}

describe('createCoalescer', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('an event burst (one a wave step) refetches at once, then once per 3 s window', async () => {
    const c = createCoalescer(3000);
    const { seen, run } = slowRun(200);
    for (let t = 0; t < 7000; t += 250) {
      c.trigger('campaign-1', run);
      await vi.advanceTimersByTimeAsync(250);
    }
    await vi.advanceTimersByTimeAsync(5000);
    // 28 events over 7 s: runs at 0, 3 s, 6 s and one for the events after 6 s; never two at once.
    expect(seen.starts).toEqual([0, 3000, 6000, 9000]);
    expect(seen.most).toBe(1);
  });

  it('a slow refetch is never overlapped: the next starts when it has finished', async () => {
    const c = createCoalescer(3000);
    const { seen, run } = slowRun(5000);
    c.trigger('campaign-1', run);
    await vi.advanceTimersByTimeAsync(1000);
    c.trigger('campaign-1', run);
    c.trigger('campaign-1', run);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(seen.starts).toEqual([0, 5000]);
    expect(seen.most).toBe(1);
  });

  it('a lone change after a quiet spell is fetched at once; within the window it waits', async () => {
    const c = createCoalescer(3000);
    const { seen, run } = slowRun(100);
    c.trigger('campaign-1', run);
    await vi.advanceTimersByTimeAsync(1000);
    c.trigger('campaign-1', run);
    await vi.advanceTimersByTimeAsync(1000);
    expect(seen.starts).toEqual([0]);
    await vi.advanceTimersByTimeAsync(10_000);
    c.trigger('campaign-1', run);
    await vi.advanceTimersByTimeAsync(0);
    expect(seen.starts).toEqual([0, 3000, 12_000]);
  });

  it('keys are apart, a failed refetch does not block the next, and stop drops what waits', async () => {
    const c = createCoalescer(3000);
    const a = slowRun(100);
    const failing = vi.fn(() => Promise.reject(new Error('offline')));
    c.trigger('a', a.run);
    c.trigger('b', failing);
    c.trigger('b', failing);
    await vi.advanceTimersByTimeAsync(3000);
    expect(a.seen.starts).toEqual([0]);
    expect(failing).toHaveBeenCalledTimes(2);
    c.trigger('a', a.run);
    c.trigger('a', a.run);
    await vi.advanceTimersByTimeAsync(100);
    c.trigger('a', a.run);
    c.stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(a.seen.starts).toEqual([0, 3000]);
  });
});

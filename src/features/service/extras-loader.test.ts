import { describe, expect, it } from 'vitest';
import { createExtrasLoader } from './extras-loader';

function deferredLoads() {
  const pending = new Map<string, () => void>();
  let peak = 0;
  const load = ({ guid }: { guid: string }) =>
    new Promise<object>((resolve) => {
      pending.set(guid, () => {
        pending.delete(guid);
        resolve({});
      });
      peak = Math.max(peak, pending.size);
    });
  return { load, pending, peak: () => peak };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('createExtrasLoader', () => {
  it('loads at most four units at once and the rows in view first', async () => {
    const d = deferredLoads();
    const loaded: string[] = [];
    const loader = createExtrasLoader(d.load, (g) => loaded.push(g));
    const guids = Array.from({ length: 10 }, (_, i) => ({ guid: `u${i}` }));
    const progress: number[] = [];
    const run = loader.runAll(guids, (done) => progress.push(done));
    expect(d.pending.size).toBe(4);
    loader.want([{ guid: 'u9' }]);
    d.pending.get('u0')!();
    await flush();
    expect([...d.pending.keys()]).toContain('u9');
    while (d.pending.size) {
      for (const f of [...d.pending.values()]) f();
      await flush();
    }
    await run;
    expect(d.peak()).toBe(4);
    expect(loaded).toHaveLength(10);
    expect(progress.at(-1)).toBe(10);
  });

  it('cancel stops the run; loaded units are kept and not loaded again', async () => {
    const d = deferredLoads();
    const loader = createExtrasLoader(d.load, () => undefined);
    const run = loader.runAll(
      ['a', 'b', 'c', 'd', 'e', 'f'].map((guid) => ({ guid })),
      () => undefined,
    );
    d.pending.get('a')!();
    await flush();
    loader.cancelAll();
    await run;
    for (const f of [...d.pending.values()]) f();
    await flush();
    expect(d.pending.size).toBe(0);
    expect(loader.has('a')).toBe(true);
    expect(loader.has('f')).toBe(false);
    loader.want([{ guid: 'a' }]);
    expect(d.pending.size).toBe(0);
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { FRESH_MS, PageCache, STALE_MS, notModified } from './page-cache.ts';

const text = (s: string) => new TextEncoder().encode(s);

describe('PageCache', () => {
  it('writes a page once for callers at the same moment, again after a change or FRESH_MS', async () => {
    let clock = 1000;
    const cache = new PageCache(() => clock);
    let writes = 0;
    const write = async () => text(`[${++writes}]`);
    const [a, b] = await Promise.all([
      cache.page('k', 's1', 1000, write),
      cache.page('k', 's1', 1000, write),
    ]);
    expect(writes).toBe(1);
    expect(a).toBe(b);
    expect((await cache.page('k', 's1', 1000 + FRESH_MS - 1, write)).etag).toBe(a.etag);
    expect(writes).toBe(1);
    // A change by request: nothing older is answered, the caller waits for the new page.
    const changed = await cache.page('k', 's2', 1000, write);
    expect(writes).toBe(2);
    expect(changed.etag).not.toBe(a.etag);
    // A clock set back: the page shows a later moment than asked for.
    clock = 999;
    await cache.page('k', 's2', 999, write);
    expect(writes).toBe(3);
  });

  it('answers the last page while a newer one is written, up to STALE_MS past its freshness', async () => {
    let clock = 0;
    const cache = new PageCache(() => clock);
    let writes = 0;
    let release = () => {};
    const slow = () =>
      new Promise<Uint8Array<ArrayBuffer>>((resolve) => {
        writes += 1;
        release = () => resolve(text(`[${writes}]`));
      });
    const first = cache.page('k', 's', 0, slow);
    clock = 3000; // the writing took 3 s: fresh until 4 s
    release();
    const one = await first;
    expect(await cache.page('k', 's', 3999, slow)).toBe(one);
    expect(writes).toBe(1);
    expect(await cache.page('k', 's', 4000, slow)).toBe(one); // stale: answered, rewritten
    expect(await cache.page('k', 's', 4500, slow)).toBe(one); // joins that rewriting
    expect(writes).toBe(2);
    clock = 5000;
    release();
    await new Promise((resolve) => setImmediate(resolve));
    const two = await cache.page('k', 's', 5000, slow);
    expect(two).not.toBe(one);
    // Past FRESH_MS + STALE_MS nothing that old is answered: the caller waits.
    const late = cache.page('k', 's', 6000 + STALE_MS, slow);
    clock = 6000 + STALE_MS;
    release();
    expect(await late).not.toBe(two);
    expect(writes).toBe(3);
  });

  it('keeps Last-Modified while the text stays the same, and the ETag follows the text', async () => {
    const cache = new PageCache(() => 0);
    const one = await cache.page('k', 's1', 5_000, async () => text('[1]'));
    const same = await cache.page('k', 's2', 9_000, async () => text('[1]'));
    const other = await cache.page('k', 's3', 12_000, async () => text('[2]'));
    expect(same.etag).toBe(one.etag);
    expect(same.since).toBe(5_000);
    expect(other.etag).not.toBe(one.etag);
    expect(other.since).toBe(12_000);
    expect(notModified(`"x", ${one.etag}`, undefined, same)).toBe(true);
    expect(notModified(one.etag.slice(2), undefined, same)).toBe(true);
    expect(notModified('*', undefined, same)).toBe(true);
    expect(notModified(one.etag, undefined, other)).toBe(false);
    expect(notModified(undefined, new Date(13_000).toUTCString(), other)).toBe(true);
    expect(notModified(undefined, new Date(12_000).toUTCString(), other)).toBe(false);
    expect(notModified(undefined, 'not a date', other)).toBe(false);
  });

  it('holds at most its byte budget, dropping the least recently answered page', async () => {
    const cache = new PageCache(() => 0, 10);
    await cache.page('a', 's', 0, async () => text('aaaa'));
    await cache.page('b', 's', 0, async () => text('bbbb'));
    await cache.page('a', 's', 1, async () => text('never'));
    await cache.page('c', 's', 2, async () => text('cccc'));
    expect(cache.size).toBe(2);
    let rewritten = false;
    await cache.page('b', 's', 3, async () => ((rewritten = true), text('bbbb')));
    expect(rewritten).toBe(true);
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { FRESH_MS, PageCache, notModified } from './page-cache.ts';

const text = (s: string) => new TextEncoder().encode(s);

describe('PageCache', () => {
  it('writes a page once for callers at the same moment, again after a change or FRESH_MS', async () => {
    const cache = new PageCache();
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
    await cache.page('k', 's2', 1000, write);
    expect(writes).toBe(2);
    await cache.page('k', 's2', 1000 + FRESH_MS, write);
    await cache.page('k', 's2', 999, write); // a clock set back
    expect(writes).toBe(4);
  });

  it('keeps Last-Modified while the text stays the same, and the ETag follows the text', async () => {
    const cache = new PageCache();
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
    const cache = new PageCache(10);
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

// Serialised collection pages, written once and answered to every caller of the same page while
// the world stands still (docs/decisions.md#collections): at 100,000 units writing a fleet page
// costs far more than sending it, so 100 callers of one page share one writing.
import { createHash } from 'node:crypto';

/**
 * How long (simulated ms) after its writing a page is answered while time flows; a change by
 * request ends it at once. Counted from the end of the writing, so that a loaded machine still
 * answers each page for a while instead of writing pages back to back.
 */
export const FRESH_MS = 1000;
/**
 * Past FRESH_MS, the page is still answered for this long while its successor is being written
 * (stale-while-revalidate): callers do not all wait for a writing that takes seconds under load.
 */
export const STALE_MS = 30_000;
/** Memory the cached pages may hold; the least recently answered go first. */
export const MAX_CACHED_BYTES = 96 * 1024 * 1024;
/** Pages not asked for this long (simulated ms) are dropped even when memory is left. */
const IDLE_MS = 60_000;

export interface CachedPage {
  body: Uint8Array<ArrayBuffer>;
  /** Weak: the same text gzipped by `npm start` is still the same page. */
  etag: string;
  /** Since when (ms) exactly this text has been answered for the page: Last-Modified. */
  since: number;
}

interface Entry extends CachedPage {
  /** The moment the page shows. */
  at: number;
  /** Until when it is answered without writing a newer one. */
  until: number;
  /** World changes and clock jumps when it was written. */
  stamp: string;
  usedAt: number;
}

/** Written for this world and clock, and not for a later moment (a clock set back). */
function usable(e: { stamp: string; at: number }, stamp: string, now: number): boolean {
  return e.stamp === stamp && now >= e.at;
}

export class PageCache {
  private readonly entries = new Map<string, Entry>();
  private readonly writing = new Map<string, { stamp: string; at: number; done: Promise<Entry> }>();
  private bytes = 0;

  /** `clock` is the simulated time, read when a writing ends. */
  constructor(
    private readonly clock: () => number,
    private readonly maxBytes = MAX_CACHED_BYTES,
  ) {}

  /**
   * The page under `key` as of `now`: the cached text while it is fresh for this stamp; past
   * that, still the cached text (for STALE_MS) while a newer one is written; else the writing.
   */
  async page(
    key: string,
    stamp: string,
    now: number,
    write: () => Promise<Uint8Array<ArrayBuffer>>,
  ): Promise<CachedPage> {
    const hit = this.entries.get(key);
    const valid = hit && usable(hit, stamp, now) ? hit : undefined;
    if (valid && now < valid.until) {
      this.touch(key, valid, now);
      return valid;
    }
    // A page being written for this stamp is joined even when it takes longer than FRESH_MS:
    // starting another writing would only be slower, and under load they would pile up.
    const pending = this.writing.get(key);
    const joinable = pending && usable(pending, stamp, now) ? pending.done : undefined;
    if (valid && now < valid.until + STALE_MS) {
      if (!joinable) this.write(key, stamp, now, write).catch(() => {}); // a failed one is retried
      this.touch(key, valid, now);
      return valid;
    }
    return joinable ?? this.write(key, stamp, now, write);
  }

  private write(
    key: string,
    stamp: string,
    at: number,
    write: () => Promise<Uint8Array<ArrayBuffer>>,
  ): Promise<Entry> {
    const done = write().then((body) => this.store(key, stamp, at, body));
    this.writing.set(key, { stamp, at, done });
    const clear = () => {
      if (this.writing.get(key)?.done === done) this.writing.delete(key);
    };
    done.then(clear, clear);
    return done;
  }

  get size(): number {
    return this.entries.size;
  }

  private touch(key: string, entry: Entry, now: number): void {
    entry.usedAt = now;
    this.entries.delete(key);
    this.entries.set(key, entry);
  }

  private store(key: string, stamp: string, at: number, body: Uint8Array<ArrayBuffer>): Entry {
    const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
    const before = this.entries.get(key);
    const entry: Entry = {
      body,
      etag,
      since: before?.etag === etag ? Math.min(before.since, at) : at,
      at,
      until: Math.max(at, this.clock()) + FRESH_MS,
      stamp,
      usedAt: at,
    };
    if (before) this.drop(key, before);
    this.entries.set(key, entry);
    this.bytes += body.byteLength;
    for (const [k, e] of this.entries) {
      if (this.bytes <= this.maxBytes && e.usedAt > at - IDLE_MS) break;
      if (e !== entry) this.drop(k, e);
    }
    return entry;
  }

  private drop(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.bytes -= entry.body.byteLength;
  }
}

/** RFC 9110 §13.1.2: weak comparison; `*` matches any current page. */
function matchesAny(header: string, etag: string): boolean {
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const own = opaque(etag);
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === own);
}

/**
 * Whether the caller already holds this page: If-None-Match decides when sent; else
 * If-Modified-Since counts only when the page's text has not changed within that second or after.
 */
export function notModified(
  ifNoneMatch: string | undefined,
  ifModifiedSince: string | undefined,
  page: CachedPage,
): boolean {
  if (ifNoneMatch !== undefined) return matchesAny(ifNoneMatch, page.etag);
  if (ifModifiedSince === undefined) return false;
  const since = Date.parse(ifModifiedSince);
  return Number.isFinite(since) && since >= Math.floor(page.since / 1000) * 1000 + 1000;
}

/** The Last-Modified header of a page (HTTP dates have whole seconds). */
export function lastModified(page: CachedPage): string {
  return new Date(Math.floor(page.since / 1000) * 1000).toUTCString();
}

// Streaming gzip for /api answers of `npm start` (simulated or proxied).
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { createGzip, gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);

/** gzip unless the client refuses it (`gzip;q=0`, or `*;q=0` without a gzip entry). */
export function acceptsGzip(header: string | undefined): boolean {
  let wildcard = false;
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((p) => p.trim());
    const q = params.find((p) => p.startsWith('q='));
    const allowed = q === undefined || Number(q.slice(2)) > 0;
    if (name === 'gzip') return allowed;
    if (name === '*') wildcard = allowed;
  }
  return wildcard;
}

const MIN_GZIP_BYTES = 1024;
const nextTurn = () => new Promise<undefined>((resolve) => setImmediate(resolve, undefined));

interface Peeked {
  chunks: Uint8Array[];
  size: number;
  done: boolean;
  /** A read still in flight (a slow stream), to be continued by `replay`. */
  pending?: Promise<ReadableStreamReadResult<Uint8Array>>;
}

/** Reads what the body has ready now (a string body: all of it) without waiting on a slow stream. */
async function peek(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<Peeked> {
  const out: Peeked = { chunks: [], size: 0, done: false };
  while (out.size < MIN_GZIP_BYTES) {
    const read = reader.read();
    read.catch(() => {}); // an error is rethrown by `replay`, in the response body.
    const result = await Promise.race([read, nextTurn()]).catch(() => undefined);
    if (!result) return { ...out, pending: read };
    if (result.done) return { ...out, done: true };
    out.chunks.push(result.value);
    out.size += result.value.byteLength;
  }
  return out;
}

/** The peeked chunks, then the rest of the body; a failing source still fails the response. */
function replay(reader: ReadableStreamDefaultReader<Uint8Array>, peeked: Peeked) {
  let pending = peeked.pending;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of peeked.chunks) controller.enqueue(chunk);
      if (peeked.done) controller.close();
    },
    async pull(controller) {
      const result = await (pending ?? reader.read());
      pending = undefined;
      if (result.done) controller.close();
      else controller.enqueue(result.value);
    },
    cancel: (reason) => reader.cancel(reason),
  });
}

/**
 * Streams API answers gzipped: the fleet list at 100,000 units is ~115 MB, so nothing is
 * buffered; level 1 because on a JSON stream speed matters more than the last few percent.
 */
export async function gzipApiResponse(
  res: Response,
  request: Request,
  /** Only for the in-process simulator, whose tagged pages are bytes in memory, never streams. */
  options: { cacheTagged?: boolean } = {},
): Promise<Response> {
  const type = res.headers.get('content-type') ?? '';
  const length = res.headers.get('content-length');
  if (
    request.method === 'HEAD' ||
    [204, 205, 206, 304].includes(res.status) ||
    res.headers.has('content-encoding') ||
    !/json|text\//i.test(type) ||
    /no-transform/i.test(res.headers.get('cache-control') ?? '') ||
    (length !== null && Number(length) < MIN_GZIP_BYTES)
  )
    return res;
  const vary = res.headers.get('vary');
  const varied = !vary
    ? 'Accept-Encoding'
    : /accept-encoding|\*/i.test(vary)
      ? vary
      : `${vary}, Accept-Encoding`;
  const gzip = acceptsGzip(request.headers.get('accept-encoding') ?? undefined);
  // The simulator's own answers are decided before res.body or res.statusText is read: on
  // @hono/node-server's light answers either one copies the whole body into a stream.
  if (options.cacheTagged) {
    const cacheKey = gzip ? gzipCacheKey(res, request, length) : undefined;
    if (cacheKey) {
      const headers = new Headers(res.headers);
      headers.set('Vary', varied);
      return gzippedOnce(res, cacheKey, headers, { status: res.status, headers });
    }
    if (!gzip) {
      res.headers.set('Vary', varied);
      return res;
    }
  }
  if (!res.body) return res;
  const headers = new Headers(res.headers);
  headers.set('Vary', varied);
  const init = { status: res.status, statusText: res.statusText, headers };
  if (!gzip) return new Response(res.body, init);

  const reader = res.body.getReader();
  const peeked = await peek(reader);
  if (peeked.done && peeked.size < MIN_GZIP_BYTES)
    return new Response(replay(reader, peeked), init);
  headers.delete('content-length');
  headers.set('Content-Encoding', 'gzip');
  return new Response(gzipPulled(replay(reader, peeked)), init);
}

/** Pages the simulator caches (docs/decisions.md#collections) are gzipped once per version. */
const MAX_CACHED_BODY = 16 * 1024 * 1024;
const MAX_GZIP_CACHE_BYTES = 32 * 1024 * 1024;
/** Settled or in flight: callers of a page being gzipped wait for that one gzip. */
const gzipCache = new Map<string, { gz: Promise<Uint8Array<ArrayBuffer>>; bytes: number }>();
let gzipCacheBytes = 0;

/**
 * A 200 with an ETag and a bounded length names its text: same URL and ETag, same bytes. Weak
 * tags too, since the simulator's pages are weak only so that gzipping keeps them.
 */
function gzipCacheKey(res: Response, request: Request, length: string | null): string | undefined {
  const etag = res.headers.get('etag');
  if (res.status !== 200 || !etag || length === null || Number(length) > MAX_CACHED_BODY)
    return undefined;
  return `${request.url}\n${etag}`;
}

async function gzippedOnce(
  res: Response,
  key: string,
  headers: Headers,
  init: ResponseInit,
): Promise<Response> {
  let entry = gzipCache.get(key);
  if (entry) {
    // The plain page is left unread: it is bytes in memory (touching res.body would copy them).
    gzipCache.delete(key); // most recently used last
    gzipCache.set(key, entry);
  } else {
    const made = { bytes: 0, gz: Promise.resolve(new Uint8Array(0)) };
    made.gz = res
      .arrayBuffer()
      // Once per page version, in zlib's threads: level 6 is worth its time (2,000 units: 290
      // instead of 370 kB for every caller).
      .then((plain) => gzipAsync(new Uint8Array(plain), { level: 6 }))
      .then((gz) => {
        // Counted only while held: an entry dropped before it was ready takes no room.
        if (gzipCache.get(key) !== made) return new Uint8Array(gz);
        made.bytes = gz.byteLength;
        gzipCacheBytes += gz.byteLength;
        for (const [k, v] of gzipCache) {
          if (gzipCacheBytes <= MAX_GZIP_CACHE_BYTES) break;
          gzipCache.delete(k);
          gzipCacheBytes -= v.bytes;
        }
        return new Uint8Array(gz);
      });
    made.gz.catch(() => {
      if (gzipCache.get(key) === made) gzipCache.delete(key);
    });
    entry = made;
    gzipCache.set(key, entry);
  }
  const gz = await entry.gz;
  headers.set('Content-Encoding', 'gzip');
  headers.set('Content-Length', String(gz.byteLength));
  return new Response(gz, init);
}

/**
 * gzip that reads its source only as fast as the client takes the output: nothing upstream is
 * read until the socket asks for more (Duplex.toWeb would read ahead without bound).
 */
export function gzipPulled(source: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  const gz = createGzip({ level: 1 });
  let failure: Error | undefined;
  const input = Readable.fromWeb(source as import('node:stream/web').ReadableStream<Uint8Array>);
  // pipe, not pipeline: pipeline resumes its last stream, which would read without bound.
  input.on('error', (error) => {
    failure = error;
    gz.destroy(error);
  });
  gz.on('error', (error) => (failure ??= error));
  input.pipe(gz);
  const ready = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        gz.off('readable', done).off('end', done).off('close', done).off('error', done);
        resolve();
      };
      gz.on('readable', done).on('end', done).on('close', done).on('error', done);
    });
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        for (;;) {
          const chunk = gz.read() as Buffer | null;
          if (chunk !== null) return controller.enqueue(new Uint8Array(chunk));
          const error = failure ?? gz.errored;
          if (error) return controller.error(error);
          if (gz.readableEnded || gz.destroyed) return controller.close();
          await ready();
        }
      },
      cancel(reason) {
        gz.destroy();
        input.destroy(reason instanceof Error ? reason : undefined);
      },
    },
    { highWaterMark: 0 },
  );
}

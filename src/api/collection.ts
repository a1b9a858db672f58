import { ApiError } from './api-error';
import { apiClient } from './client';
import {
  applyCollectionFilter,
  dedupeByGuid,
  sortByLogDate,
  totalCountOf,
  type CollectionFilter,
  type LogDateSort,
} from './collection-filters';
import type { ListResult } from '@/domain/documents/tolerant';

// Plain arrays; the server may ignore paging/filter/sort (docs/decisions.md#collections).

export interface CollectionParams extends CollectionFilter {
  sort?: LogDateSort | undefined;
}

type Doc = { _meta: { guid: string } };

export interface PageRequest<T extends Doc> {
  path: string;
  company: string | undefined;
  params?: CollectionParams;
  /**
   * Turns the raw array into documents, keeping the good ones (tolerant.parseList or lighter);
   * async when it may have to download the zod parse first.
   */
  parse: (raw: readonly unknown[]) => ListResult<T> | Promise<ListResult<T>>;
  signal?: AbortSignal | undefined;
  /**
   * Pages read before, with the ETag / Last-Modified they came with: a page is asked for
   * conditionally and a 304 reuses its parsed items (a poll costs only what changed).
   */
  pageCache?: PageCache<T> | undefined;
  /** Counts pages and 304 answers, for the poll's figures. */
  stats?: { pages: number; notModified: number } | undefined;
}

export type PageCache<T> = Map<string, FetchedPage<T> & { etag?: string; lastModified?: string }>;

export interface CollectionPage<T> {
  /** Filtered and sorted on the client, whatever the server did. */
  items: T[];
  invalidCount: number;
  /** How many documents the server sent (before client filters): drives the next offset. */
  rawCount: number;
  offset: number;
  /** X-Total-Count when the server sent it. */
  total?: number;
  /** The server sent more than `limit`: it ignored paging and this is the whole collection. */
  wholeCollection: boolean;
  nextOffset?: number;
}

/**
 * Only the parameters docs/decisions.md#collections lets the client send;
 * controller_serial/device_guid stay client-side.
 */
function serverQuery(params: CollectionParams, limit: number, offset: number) {
  return {
    limit,
    offset,
    from: params.from,
    to: params.to,
    sort: params.sort,
    type: params.type || undefined,
  };
}

function finish<T extends Doc>(docs: readonly T[], params: CollectionParams): T[] {
  const filtered = applyCollectionFilter(dedupeByGuid(docs), params);
  return params.sort ? sortByLogDate(filtered, params.sort) : filtered;
}

export type FetchedPage<T> = ListResult<T> & { rawCount: number; total: number | undefined };

async function getPage<T extends Doc>(
  req: PageRequest<T>,
  limit: number,
  offset: number,
): Promise<FetchedPage<T>> {
  const query = serverQuery(req.params ?? {}, limit, offset);
  const key = JSON.stringify([req.path, req.company ?? null, query]);
  const cached = req.pageCache?.get(key);
  const { data, headers, status } = await apiClient.get(req.path, {
    company: req.company,
    query,
    signal: req.signal,
    ifNoneMatch: cached?.etag,
    ifModifiedSince: cached?.etag ? undefined : cached?.lastModified,
  });
  if (req.stats) req.stats.pages += 1;
  if (status === 304 && cached) {
    if (req.stats) req.stats.notModified += 1;
    return cached;
  }
  if (!Array.isArray(data))
    throw new ApiError({
      status: 200,
      kind: 'schema',
      message: 'The service sent something other than a list.',
    });
  const parsed = await req.parse(data);
  const page = { ...parsed, rawCount: data.length, total: totalCountOf(headers) };
  const etag = headers.get('ETag') ?? undefined;
  const lastModified = headers.get('Last-Modified') ?? undefined;
  if (req.pageCache && (etag || lastModified))
    req.pageCache.set(key, {
      ...page,
      ...(etag ? { etag } : {}),
      ...(lastModified ? { lastModified } : {}),
    });
  else req.pageCache?.delete(key);
  return page;
}

/** One page (load-more lists). Next offset: from X-Total-Count when sent, else until a short page. */
export async function fetchCollectionPage<T extends Doc>(
  req: PageRequest<T> & { limit: number; offset: number },
): Promise<CollectionPage<T>> {
  const page = await getPage(req, req.limit, req.offset);
  const wholeCollection = page.rawCount > req.limit;
  const after = req.offset + page.rawCount;
  let nextOffset: number | undefined;
  if (!wholeCollection && page.rawCount > 0) {
    if (page.total !== undefined) nextOffset = after < page.total ? after : undefined;
    else nextOffset = page.rawCount < req.limit ? undefined : after;
  }
  return {
    items: finish(page.items, req.params ?? {}),
    invalidCount: page.invalidCount,
    rawCount: page.rawCount,
    offset: req.offset,
    ...(page.total !== undefined ? { total: page.total } : {}),
    wholeCollection,
    ...(nextOffset !== undefined ? { nextOffset } : {}),
  };
}

export interface CollectionResult<T> {
  items: T[];
  invalidCount: number;
  /** X-Total-Count of the first page, when sent. */
  serverTotal?: number;
  /** The server ignored paging (answered the whole collection at once). */
  serverIgnoredPaging: boolean;
}

/** What a stream of the collection has received so far. */
export interface CollectionSnapshot<T> extends CollectionResult<T> {
  /** False while later pages are still on their way: items is then the part received so far. */
  complete: boolean;
}

export interface CollectionRequest<T extends Doc> extends PageRequest<T> {
  pageSize: number;
  concurrency?: number;
}

export interface StreamProgress {
  /** A partial snapshot once this share of X-Total-Count more arrived (default 0.25). */
  everyFraction?: number;
  /** …or once this long passed since the last one (default 1000 ms). */
  everyMs?: number;
}

const MAX_PAGES = 10_000;

/** The whole collection: pages fetched `concurrency` at a time when the total is known. */
export async function fetchCollection<T extends Doc>(
  req: CollectionRequest<T>,
): Promise<CollectionResult<T>> {
  let last: CollectionSnapshot<T> | undefined;
  for await (const snapshot of streamCollection(req, false)) last = snapshot;
  // streamCollection always ends with one complete snapshot (or throws).
  const { complete: _complete, ...result } = last!;
  return result;
}

/**
 * The collection as it arrives: the first page at once, then a few growing snapshots (not one per
 * page: each costs the page a full re-derive), then the complete one. Items keep the server's
 * order whatever order the concurrent pages come back in. `progress: false` yields only the end.
 */
export async function* streamCollection<T extends Doc>(
  req: CollectionRequest<T>,
  progress: StreamProgress | false = {},
): AsyncGenerator<CollectionSnapshot<T>, void, undefined> {
  const first = await getPage(req, req.pageSize, 0);
  const serverIgnoredPaging = first.rawCount > req.pageSize;
  const total = first.total;
  // Sparse by page index: flat() skips the pages still missing and keeps the rest in order.
  const pages: T[][] = [first.items];
  let invalidCount = first.invalidCount;
  const snapshot = (complete: boolean): CollectionSnapshot<T> => ({
    items: finish(pages.flat(), req.params ?? {}),
    invalidCount,
    ...(total !== undefined ? { serverTotal: total } : {}),
    serverIgnoredPaging,
    complete,
  });

  const rest = serverIgnoredPaging ? undefined : laterPages(req, first);
  if (rest && progress) {
    yield snapshot(false);
    const everyMs = progress.everyMs ?? 1000;
    const everyCount = total !== undefined ? total * (progress.everyFraction ?? 0.25) : Infinity;
    let lastAt = Date.now();
    let lastCount = first.rawCount;
    let count = first.rawCount;
    for await (const page of rest) {
      pages[page.index] = page.items;
      invalidCount += page.invalidCount;
      count += page.rawCount;
      // The last page goes straight into the complete snapshot below.
      if (total !== undefined && count >= total) continue;
      if (count - lastCount >= everyCount || Date.now() - lastAt >= everyMs) {
        yield snapshot(false);
        lastAt = Date.now();
        lastCount = count;
      }
    }
  } else if (rest) {
    for await (const page of rest) {
      pages[page.index] = page.items;
      invalidCount += page.invalidCount;
    }
  }
  yield snapshot(true);
}

interface LaterPage<T> {
  /** Position of the page in the collection (the first page is 0). */
  index: number;
  items: T[];
  invalidCount: number;
  rawCount: number;
}

/** The pages after the first, as they arrive; undefined when the first page was all there is. */
function laterPages<T extends Doc>(
  req: CollectionRequest<T>,
  first: FetchedPage<T>,
): AsyncGenerator<LaterPage<T>> | undefined {
  if (first.rawCount === 0) return undefined;
  if (first.total !== undefined) {
    if (first.total <= first.rawCount) return undefined;
    // A server that caps `limit` below our page size still pages consistently at its own size.
    const step = first.rawCount;
    const offsets: number[] = [];
    for (let o = step; o < first.total && offsets.length < MAX_PAGES; o += step) offsets.push(o);
    return inPool(offsets, req.concurrency ?? 4, async (offset, i) => {
      const page = await getPage(req, step, offset);
      return {
        index: i + 1,
        items: page.items,
        invalidCount: page.invalidCount,
        rawCount: page.rawCount,
      };
    });
  }
  return first.rawCount === req.pageSize ? untilShortPage(req, first) : undefined;
}

/** No X-Total-Count: one page after another until a short one. */
async function* untilShortPage<T extends Doc>(
  req: CollectionRequest<T>,
  first: FetchedPage<T>,
): AsyncGenerator<LaterPage<T>> {
  const seen = new Set(first.items.map((d) => d._meta.guid));
  let offset = first.rawCount;
  for (let n = 1; n <= MAX_PAGES; n += 1) {
    const page = await getPage(req, req.pageSize, offset);
    const fresh = page.items.filter((d) => !seen.has(d._meta.guid));
    // A page with nothing new means the server ignores `offset`: stop instead of looping.
    if (fresh.length === 0) {
      if (page.invalidCount > 0)
        yield { index: n, items: [], invalidCount: page.invalidCount, rawCount: page.rawCount };
      return;
    }
    fresh.forEach((d) => seen.add(d._meta.guid));
    yield { index: n, items: fresh, invalidCount: page.invalidCount, rawCount: page.rawCount };
    offset += page.rawCount;
    if (page.rawCount !== req.pageSize) return;
  }
}

/** Runs `work` over inputs, `size` at a time, yielding each result as soon as it is done. */
async function* inPool<I, O>(
  inputs: readonly I[],
  size: number,
  work: (input: I, index: number) => Promise<O>,
): AsyncGenerator<O> {
  const running = new Map<number, Promise<[number, O]>>();
  let next = 0;
  const start = () => {
    const index = next++;
    const task = work(inputs[index]!, index).then((out): [number, O] => [index, out]);
    // The first failure is thrown by the race below; the others must not surface as unhandled.
    task.catch(() => {});
    running.set(index, task);
  };
  while (next < inputs.length && running.size < size) start();
  while (running.size > 0) {
    const [index, out] = await Promise.race(running.values());
    running.delete(index);
    if (next < inputs.length) start();
    yield out;
  }
}

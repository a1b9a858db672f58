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
import type { ListResult } from './tolerant';

// A4: collections are plain arrays; paging/filter/sort parameters may be ignored by the server.

export interface CollectionParams extends CollectionFilter {
  sort?: LogDateSort | undefined;
}

type Doc = { _meta: { guid: string } };

export interface PageRequest<T extends Doc> {
  path: string;
  company: string | undefined;
  params?: CollectionParams;
  /** Turns the raw array into documents, keeping the good ones (tolerant.parseList or lighter). */
  parse: (raw: readonly unknown[]) => ListResult<T>;
  signal?: AbortSignal | undefined;
}

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

/** Only the parameters A4 lets the client send; controller_serial/device_guid stay client-side. */
function serverQuery(params: CollectionParams, limit: number, offset: number) {
  return { limit, offset, from: params.from, to: params.to, sort: params.sort, type: params.type || undefined };
}

function finish<T extends Doc>(docs: readonly T[], params: CollectionParams): T[] {
  const filtered = applyCollectionFilter(dedupeByGuid(docs), params);
  return params.sort ? sortByLogDate(filtered, params.sort) : filtered;
}

async function getPage<T extends Doc>(req: PageRequest<T>, limit: number, offset: number) {
  const { data, headers } = await apiClient.get(req.path, {
    company: req.company,
    query: serverQuery(req.params ?? {}, limit, offset),
    signal: req.signal,
  });
  if (!Array.isArray(data)) throw new ApiError({ status: 200, kind: 'schema', message: 'The service sent something other than a list.' });
  const parsed = req.parse(data);
  return { ...parsed, rawCount: data.length, total: totalCountOf(headers) };
}

/** One page (load-more lists). Next offset: from X-Total-Count when sent, else until a short page. */
export async function fetchCollectionPage<T extends Doc>(req: PageRequest<T> & { limit: number; offset: number }): Promise<CollectionPage<T>> {
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

const MAX_PAGES = 10_000;

/** The whole collection: pages fetched `concurrency` at a time when the total is known. */
export async function fetchCollection<T extends Doc>(
  req: PageRequest<T> & { pageSize: number; concurrency?: number },
): Promise<CollectionResult<T>> {
  const first = await getPage(req, req.pageSize, 0);
  const docs: T[][] = [first.items];
  let invalidCount = first.invalidCount;
  const serverIgnoredPaging = first.rawCount > req.pageSize;

  if (!serverIgnoredPaging && first.rawCount > 0) {
    if (first.total !== undefined && first.total > first.rawCount) {
      // A server that caps `limit` below our page size still pages consistently at its own size.
      const step = first.rawCount;
      const offsets: number[] = [];
      for (let o = step; o < first.total && offsets.length < MAX_PAGES; o += step) offsets.push(o);
      const pages = await inPool(offsets, req.concurrency ?? 4, (offset) => getPage(req, step, offset));
      for (const page of pages) {
        docs.push(page.items);
        invalidCount += page.invalidCount;
      }
    } else if (first.total === undefined && first.rawCount === req.pageSize) {
      const seen = new Set(first.items.map((d) => d._meta.guid));
      let offset = first.rawCount;
      for (let n = 0; n < MAX_PAGES; n += 1) {
        const page = await getPage(req, req.pageSize, offset);
        invalidCount += page.invalidCount;
        const fresh = page.items.filter((d) => !seen.has(d._meta.guid));
        // A page with nothing new means the server ignores `offset`: stop instead of looping.
        if (fresh.length === 0) break;
        fresh.forEach((d) => seen.add(d._meta.guid));
        docs.push(fresh);
        offset += page.rawCount;
        if (page.rawCount < req.pageSize || page.rawCount > req.pageSize) break;
      }
    }
  }
  return {
    items: finish(docs.flat(), req.params ?? {}),
    invalidCount,
    ...(first.total !== undefined ? { serverTotal: first.total } : {}),
    serverIgnoredPaging,
  };
}

async function inPool<I, O>(inputs: readonly I[], size: number, work: (input: I) => Promise<O>): Promise<O[]> {
  const results = new Array<O>(inputs.length);
  let next = 0;
  const worker = async () => {
    while (next < inputs.length) {
      const index = next++;
      results[index] = await work(inputs[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(size, inputs.length)) }, worker));
  return results;
}

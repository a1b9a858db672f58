// Optional paging, time-range, sort and type parameters (docs/decisions.md#collections).
import type { Context } from 'hono';
import { SimError, type Sim, type SimEnv } from './env.ts';

/** The most items one collection page holds; no `limit` means this many (README: Limits). */
export const MAX_LIMIT = 5000;

export interface CollectionQuery {
  /** false when the server behaves as if it knew none of these parameters */
  honoured: boolean;
  /** undefined only when the parameters are ignored (the whole collection is answered). */
  limit: number | undefined;
  offset: number;
  from: number | undefined;
  to: number | undefined;
  newestFirst: boolean;
  type: string | undefined;
}

function integer(c: Context, name: string, min: number): number | undefined {
  const raw = c.req.query(name);
  if (raw === undefined || raw === '') return undefined;
  if (!/^-?\d+$/.test(raw) || Number(raw) < min) {
    throw new SimError(400, `Query parameter ${name} must be an integer ≥ ${min}`);
  }
  return Number(raw);
}

export function collectionQuery(c: Context<SimEnv>, sim: Sim): CollectionQuery {
  if (sim.options.ignoreParams || c.get('ignoreParams')) {
    return {
      honoured: false,
      limit: undefined,
      offset: 0,
      from: undefined,
      to: undefined,
      newestFirst: false,
      type: undefined,
    };
  }
  const sort = c.req.query('sort');
  if (sort !== undefined && sort !== 'log_date' && sort !== '-log_date') {
    throw new SimError(400, 'Query parameter sort must be log_date or -log_date');
  }
  const limit = integer(c, 'limit', 0) ?? MAX_LIMIT;
  if (limit > MAX_LIMIT) {
    throw new SimError(400, `Query parameter limit must be at most ${MAX_LIMIT}`);
  }
  return {
    honoured: true,
    limit,
    offset: integer(c, 'offset', 0) ?? 0,
    from: integer(c, 'from', Number.MIN_SAFE_INTEGER),
    to: integer(c, 'to', Number.MIN_SAFE_INTEGER),
    newestFirst: sort !== 'log_date',
    type: c.req.query('type') || undefined,
  };
}

/** Answers a JSON array text, with X-Total-Count when the parameters were honoured. */
export function collectionResponse(
  c: Context<SimEnv>,
  body: string | Uint8Array<ArrayBuffer> | ReadableStream<Uint8Array>,
  total: number,
  q: CollectionQuery,
) {
  if (q.honoured) c.header('X-Total-Count', String(total));
  return c.body(body, 200, { 'Content-Type': 'application/json; charset=UTF-8' });
}

/** The page [offset, offset + limit) of `total` items, as offsets into the collection. */
export function pageOf(q: CollectionQuery, total: number): { start: number; count: number } {
  const start = Math.min(q.offset, total);
  return { start, count: Math.max(0, Math.min(q.limit ?? total, total - start)) };
}

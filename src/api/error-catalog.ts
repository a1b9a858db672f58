import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogFromRows, mergeCatalog, type CatalogEntry } from '@/domain/equipment/error-catalog';
import { ApiError } from './api-error';
import { apiClient } from './client';
import { arrayInside } from './parse/array-inside.ts';
import { parseErrorCatalogItems } from './parse/document-parse.ts';

// Endpoint 13 (docs/decisions.md#active-errors). The server's catalog wins; when it cannot be read
// the built-in table is used, and `source` says so, so the page can tell the user.

export interface ErrorCatalog {
  entries: CatalogEntry[];
  /** 'server': endpoint 13 answered (missing bits filled from the built-in table). */
  source: 'server' | 'builtin';
  /** Why the built-in table is in use (a user-facing ApiError message). */
  fallbackReason?: string;
}

export async function fetchErrorCatalog(
  company: string | undefined,
  signal?: AbortSignal,
): Promise<ErrorCatalog> {
  try {
    const { data } = await apiClient.get('/v2/equipment/logs/error', { company, signal });
    const list = Array.isArray(data) ? data : arrayInside(data, ['errors']);
    if (!list)
      throw new ApiError({
        status: 200,
        kind: 'schema',
        message: 'The service sent the error catalog in an unknown shape.',
      });
    // The generated check of errorCatalogItemSchema, like every other document; a row missing a
    // required field (error_id, a whole bit 0–63) is dropped and its built-in entry applies.
    const server = catalogFromRows(parseErrorCatalogItems(list).items);
    if (server.length === 0 && list.length > 0)
      throw new ApiError({
        status: 200,
        kind: 'schema',
        message: 'No entry of the error catalog was readable.',
      });
    return { entries: mergeCatalog(server), source: 'server' };
  } catch (error) {
    // Signed out or cancelled: nothing to fall back for. Anything else: decode with the built-in table.
    if (signal?.aborted || (error instanceof ApiError && error.status === 401)) throw error;
    const reason =
      error instanceof ApiError ? error.message : 'The error catalog could not be read.';
    console.warn(`[api] error catalog unavailable, using the built-in table: ${reason}`);
    return { entries: mergeCatalog(undefined), source: 'builtin', fallbackReason: reason };
  }
}

export const errorCatalogQueries = {
  all: (company: string | undefined) =>
    queryOptions({
      queryKey: ['error-catalog', company ?? 'all'] as const,
      queryFn: ({ signal }) => fetchErrorCatalog(company, signal),
      // The catalog hardly changes; a fallback is retried after a minute.
      staleTime: (query) => (query.state.data?.source === 'builtin' ? 60_000 : 60 * 60_000),
    }),
};

export function useErrorCatalog(company: string | undefined) {
  return useQuery(errorCatalogQueries.all(company));
}

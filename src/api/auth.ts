import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from './api-error';
import { apiClient } from './client';
import { parseIdentity, readPermissionRows } from './parse/identity-parse.ts';
import type { Identity, PermissionRow } from '@/domain/documents/schemas';

// Endpoints 1 and 2. The identity is the caller's own, so its key has no company
// (docs/decisions.md#companies).

export interface PermissionsResult {
  rows: PermissionRow[];
  /** Rows that could not be read and were skipped. */
  invalidCount: number;
}

export async function fetchIdentity(signal?: AbortSignal): Promise<Identity> {
  const { data } = await apiClient.get('/auth/resource', { signal });
  const parsed = await parseIdentity(data);
  if (!parsed.ok || !parsed.value) throw new ApiError({ status: 200, kind: 'schema' });
  const { company_permissions: raw, ...rest } = parsed.value;
  if (raw === undefined) return rest;
  return { ...rest, company_permissions: (await readPermissionRows(raw)).rows };
}

export async function fetchPermissions(
  company: string | undefined,
  signal?: AbortSignal,
): Promise<PermissionsResult> {
  const { data } = await apiClient.get('/auth/resource/permissions', { company, signal });
  // docs/decisions.md#permissions: a JSON array; a wrapper object { permissions: [...] } or {
  // company_permissions } is also read.
  const list = Array.isArray(data) ? data : listInside(data);
  if (!list) throw new ApiError({ status: 200, kind: 'schema' });
  return readPermissionRows(list, company);
}

function listInside(data: unknown): unknown[] | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const record = data as Record<string, unknown>;
  const inner = record.permissions ?? record.company_permissions;
  return Array.isArray(inner) ? inner : undefined;
}

export const authQueries = {
  all: () => ['auth'] as const,
  identity: () =>
    queryOptions({
      queryKey: [...authQueries.all(), 'identity'] as const,
      queryFn: ({ signal }) => fetchIdentity(signal),
      staleTime: 5 * 60_000,
    }),
  permissions: (company: string | undefined) =>
    queryOptions({
      queryKey: [...authQueries.all(), company ?? 'all', 'permissions'] as const,
      queryFn: ({ signal }) => fetchPermissions(company, signal),
      staleTime: 5 * 60_000,
    }),
};

export function useIdentity() {
  return useQuery(authQueries.identity());
}

export function usePermissions(company: string | undefined) {
  return useQuery(authQueries.permissions(company));
}

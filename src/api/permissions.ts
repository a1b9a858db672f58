import { getRuntimeConfig, type PermissionAction } from '@/config/runtime-config';
import type { PermissionRow } from '@/domain/documents/schemas';

// Ids come from the runtime config; the server stays the judge (docs/decisions.md#permissions).

export type { PermissionAction };

/**
 * Whether `rows` grant `action` for `company`. With "All companies" (company undefined) the
 * unit's own `company_guids` decide when given; otherwise any company granting it is enough.
 * A row without company_guid (plain-string answer of endpoint 2) applies to any company.
 */
export function can(
  rows: readonly PermissionRow[] | undefined,
  action: PermissionAction,
  company: string | undefined,
  unitCompanies?: readonly string[],
): boolean {
  if (!rows) return false;
  const id = getRuntimeConfig().permissions[action];
  const scope =
    company !== undefined
      ? [company]
      : unitCompanies && unitCompanies.length > 0
        ? unitCompanies
        : undefined;
  return rows.some(
    (row) =>
      row.permission_id === id &&
      (row.company_guid === undefined || scope === undefined || scope.includes(row.company_guid)),
  );
}

/**
 * Distinct company guids, in the order they first appear (the company switcher's list,
 * docs/decisions.md#companies).
 */
export function companiesOf(rows: readonly PermissionRow[] | undefined): string[] {
  const seen = new Set<string>();
  for (const row of rows ?? []) {
    if (row.company_guid) seen.add(row.company_guid);
  }
  return [...seen];
}

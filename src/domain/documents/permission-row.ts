// Zod-free on purpose: the fast path (document-parse.ts) and the zod path (schemas.ts) share it.

/** A plain-string row of endpoint 2 (docs/decisions.md#permissions): scoped to `company` if asked. */
export function permissionRowFromString(
  id: string,
  company: string | undefined,
): { permission_id: string; company_guid?: string } {
  return company ? { permission_id: id, company_guid: company } : { permission_id: id };
}

import { arrayOf, isBool, isCleanMeta, isObj, isStr, opt } from './fast-checks';
import { loadSlowPath } from './load-slow-path';
import type { IdentityDocument, PermissionRow } from './schemas';
import type { DocumentResult } from './tolerant';

// Endpoints 1 and 2 come before every page: clean answers are read with these plain checks, which
// accept exactly what identitySchema / permissionRowSchema keep unchanged (auth-fast-parse.test
// keeps them in step), so the shell never downloads zod unless a document needs the tolerant parse.

/** Every identity field is optional: clean = an object whose known fields have the right type. */
export function isCleanIdentity(d: unknown): d is IdentityDocument {
  return (
    isObj(d) &&
    d._invalid === undefined &&
    opt(d._meta, isCleanMeta) &&
    opt(d.email, isStr) &&
    opt(d.username, isStr) &&
    opt(d.firstname, isStr) &&
    opt(d.lastname, isStr) &&
    opt(
      d.company_permissions,
      arrayOf(() => true),
    ) &&
    opt(d.disable_all_notifications, isBool)
  );
}

/** parseDocument(identitySchema) that skips zod for a clean identity. */
export async function parseIdentity(input: unknown): Promise<DocumentResult<IdentityDocument>> {
  if (isCleanIdentity(input)) return { ok: true, value: input };
  const { identitySchema, parseDocument } = await loadSlowPath();
  return parseDocument(identitySchema, input, 'identity');
}

/** A plain-string row of endpoint 2, for the asked `company` (docs/decisions.md#permissions). */
export function permissionRowFromString(id: string, company: string | undefined): PermissionRow {
  return company ? { permission_id: id, company_guid: company } : { permission_id: id };
}

/** A row permissionRowsFrom keeps without the schema changing anything. */
export const isCleanPermissionRow = (item: unknown): boolean =>
  (typeof item === 'string' && item !== '') ||
  (isObj(item) && isStr(item.permission_id) && opt(item.company_guid, isStr));

/** permissionRowsFrom that skips zod when every row is clean (the usual case). */
export async function readPermissionRows(
  raw: readonly unknown[],
  company?: string,
): Promise<{ rows: PermissionRow[]; invalidCount: number }> {
  if (!raw.every(isCleanPermissionRow)) {
    const { permissionRowsFrom } = await loadSlowPath();
    return permissionRowsFrom(raw, company);
  }
  const rows = raw.map((item) =>
    typeof item === 'string' ? permissionRowFromString(item, company) : (item as PermissionRow),
  );
  return { rows, invalidCount: 0 };
}

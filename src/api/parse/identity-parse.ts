import { validate as isCleanIdentity } from 'virtual:validate/identity';
import { validate as isCleanPermissionItem } from 'virtual:validate/permissionItem';
import { loadSlowPath } from './load-slow-path.ts';
import { fastDocumentParser } from './fast-parse.ts';
import { permissionRowFromString } from '@/domain/documents/permission-row';
import type { PermissionRow } from '@/domain/documents/schemas';

// The identity and its permissions (endpoint 1, every signed-in page), checked like the documents
// of document-parse.ts but apart from them: the shell every page loads carries only these two
// small checks, not the equipment document's (docs/decisions.md#background).

/** parseDocument(identitySchema) that skips zod for a clean identity (endpoint 1, every page). */
export const parseIdentity = fastDocumentParser(isCleanIdentity, 'identitySchema', 'identity');

/** permissionRowsFrom that skips zod when every row is clean (the usual case). */
export async function readPermissionRows(
  raw: readonly unknown[],
  company?: string,
): Promise<{ rows: PermissionRow[]; invalidCount: number }> {
  if (!raw.every((item) => isCleanPermissionItem(item))) {
    const { permissionRowsFrom } = await loadSlowPath();
    return permissionRowsFrom(raw, company);
  }
  const rows = raw.map((item) =>
    typeof item === 'string' ? permissionRowFromString(item, company) : (item as PermissionRow),
  );
  return { rows, invalidCount: 0 };
}

// Who calls the engine (docs/decisions.md#engine-access): read from endpoints 1 and 2 with the
// caller's own token. Re-exported by http/access.ts, where the README names it.
import { createHash } from 'node:crypto';

export interface EngineUser {
  /** Stable hash of the identity (endpoint 1 `_meta.guid`, else username). */
  key: string;
  email: string;
  name: string;
  permissions: Map<string /* company guid */, Set<string /* permission id */>>;
}

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj | undefined =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Obj) : undefined;
const str = (v: unknown): string | undefined =>
  typeof v === 'string' && v.trim() !== '' ? v : undefined;

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Rows of endpoint 2 (or endpoint 1's company_permissions) into the map; tolerant of junk. */
function addRows(map: EngineUser['permissions'], rows: unknown, everyCompany: string[]) {
  if (!Array.isArray(rows)) return;
  for (const row of rows as unknown[]) {
    // A plain-string row names no company: it applies to each company the user has.
    const id = typeof row === 'string' ? row : str(obj(row)?.permission_id);
    const company = typeof row === 'string' ? undefined : str(obj(row)?.company_guid);
    if (!id) continue;
    for (const co of company ? [company] : everyCompany) {
      let set = map.get(co);
      if (!set) map.set(co, (set = new Set()));
      set.add(id);
    }
  }
}

/** The user from endpoint 1's document and endpoint 2's rows; null when it has no identity. */
export function engineUserFrom(identity: unknown, permissionRows: unknown): EngineUser | null {
  const doc = obj(identity);
  if (!doc) return null;
  const id = str(obj(doc._meta)?.guid) ?? str(doc.username) ?? str(doc.email);
  if (!id) return null;
  const permissions: EngineUser['permissions'] = new Map();
  addRows(permissions, doc.company_permissions, []);
  addRows(permissions, permissionRows, [...permissions.keys()]);
  const name = [str(doc.firstname), str(doc.lastname)].filter(Boolean).join(' ');
  const email = str(doc.email) ?? '';
  return { key: sha256(id), email, name: name || str(doc.username) || email, permissions };
}

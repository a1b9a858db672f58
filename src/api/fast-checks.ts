// Plain structural checks for the fast parse paths: a document that passes them is exactly one
// its zod schema would accept unchanged, so big lists skip zod (which costs seconds at 100,000).
export type Obj = Record<string, unknown>;
export const isObj = (v: unknown): v is Obj =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
export const isStr = (v: unknown) => typeof v === 'string';
export const isNum = (v: unknown) => typeof v === 'number' && Number.isFinite(v);
export const isBool = (v: unknown) => typeof v === 'boolean';
// Absent (undefined) passes; null does not, because the schema turns null into a missing key.
export const opt = (v: unknown, check: (v: unknown) => boolean) => v === undefined || check(v);
export const optObj = (v: unknown, check: (o: Obj) => boolean) =>
  v === undefined || (isObj(v) && check(v));
export const arrayOf = (check: (v: unknown) => boolean) => (v: unknown) =>
  Array.isArray(v) && v.every(check);

export function isCleanMeta(m: unknown): boolean {
  return (
    isObj(m) &&
    isStr(m.guid) &&
    opt(m.index, isStr) &&
    opt(m.created, isNum) &&
    opt(m.updated, isNum) &&
    opt(m.removed, isNum) &&
    opt(m.expiry, isNum) &&
    optObj(
      m.created_by,
      (c) =>
        opt(c.host, isStr) && optObj(c.resource, (r) => opt(r.guid, isStr) && opt(r.index, isStr)),
    )
  );
}

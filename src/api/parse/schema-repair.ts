import { ImpreciseInteger } from '@/domain/exact-json';
import {
  collectList,
  markUnreadable,
  type DocumentResult,
  type ListResult,
} from '@/domain/documents/list-result';
import type { Unreadable } from '@/domain/documents/unreadable';

// The tolerant parse without zod, read from the JSON Schema generated from the zod schema
// (virtual:validate/<kind> jsonSchema): an optional field (labelled `unreadableAs` by tolerant.ts)
// that fails becomes undefined and is recorded, a required one drops the document. It lets the
// fleet keep a malformed unit without downloading zod; document-parity.test requires the same
// result as parseDocument for every document of the corpus.

export type JsonSchema = boolean | { readonly [keyword: string]: unknown };
interface Node {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  bigint?: { minimum?: number };
  instanceOf?: string;
  unreadableAs?: string;
}

// Everything else (e.g. unreadableWhenMissing) is refused, so a schema change cannot go unnoticed.
const KNOWN = new Set(
  'type properties required items anyOf pattern minimum maximum minLength maxLength bigint instanceOf unreadableAs additionalProperties propertyNames'.split(
    ' ',
  ),
);
const CLASSES: Record<string, unknown> = { ImpreciseInteger };
const patterns = new Map<string, RegExp>();

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function typeOk(type: string | undefined, v: unknown): boolean {
  switch (type) {
    case undefined:
      return true;
    case 'string':
      return typeof v === 'string';
    case 'number':
      return typeof v === 'number' && Number.isFinite(v);
    case 'integer':
      return Number.isInteger(v);
    case 'boolean':
      return typeof v === 'boolean';
    case 'null':
      return v === null;
    case 'object':
      return isPlainObject(v);
    case 'array':
      return Array.isArray(v);
    default:
      throw new Error(`schema-repair: unknown type ${type}`);
  }
}

/** The checks of one node that are not about children. */
function leafOk(s: Node, v: unknown): boolean {
  for (const keyword of Object.keys(s))
    if (!KNOWN.has(keyword)) throw new Error(`schema-repair: unsupported keyword ${keyword}`);
  if (!typeOk(s.type, v)) return false;
  if (s.anyOf && !s.anyOf.some((branch) => check(branch, v))) return false;
  if (typeof v === 'string') {
    if (s.pattern !== undefined) {
      let re = patterns.get(s.pattern);
      if (!re) patterns.set(s.pattern, (re = new RegExp(s.pattern, 'u')));
      if (!re.test(v)) return false;
    }
    if (s.minLength !== undefined && v.length < s.minLength) return false;
    if (s.maxLength !== undefined && v.length > s.maxLength) return false;
  }
  if (typeof v === 'number') {
    if (s.minimum !== undefined && v < s.minimum) return false;
    if (s.maximum !== undefined && v > s.maximum) return false;
  }
  if (s.bigint && !(typeof v === 'bigint' && v >= BigInt(s.bigint.minimum ?? v))) return false;
  if (s.instanceOf !== undefined && !(v instanceof (CLASSES[s.instanceOf] as typeof Object)))
    return false;
  return true;
}

/** Strict: true when `v` matches `s` as it is. */
function check(s: JsonSchema, v: unknown): boolean {
  return repair(s, v, null).ok;
}

/** Repairs `v` against `s`; `invalid` collects labels (null: only check). */
function repair(
  s: JsonSchema,
  v: unknown,
  invalid: string[] | null,
): { ok: boolean; value?: unknown } {
  if (typeof s === 'boolean') return { ok: s, value: v };
  return repairNode(s as Node, v, invalid);
}

function repairNode(
  s: Node,
  v: unknown,
  invalid: string[] | null,
): { ok: boolean; value?: unknown } {
  if (!leafOk(s, v)) return { ok: false };
  let ok = true;
  if (s.properties && isPlainObject(v)) {
    const out: Record<string, unknown> = { ...v };
    const required = s.required ?? [];
    // Every field is visited, also after a failure, so the labels match zod's (it reads them all).
    for (const [key, sub] of Object.entries(s.properties)) {
      const value = v[key];
      if (value === undefined) {
        if (required.includes(key)) ok = false;
        continue;
      }
      const result = repair(sub, value, invalid);
      if (result.ok) out[key] = result.value;
      else if (typeof sub === 'object' && typeof sub.unreadableAs === 'string') {
        delete out[key];
        if (value !== null) invalid?.push(sub.unreadableAs);
      } else ok = false;
      if (!ok && invalid === null) return { ok };
    }
    return ok ? { ok, value: out } : { ok };
  }
  if (s.items !== undefined && Array.isArray(v)) {
    const out: unknown[] = [];
    for (const item of v) {
      const result = repair(s.items, item, invalid);
      if (!result.ok) ok = false;
      else out.push(result.value);
      if (!ok && invalid === null) return { ok };
    }
    return ok ? { ok, value: out } : { ok };
  }
  return { ok: true, value: v };
}

/** parseDocument without zod: the same value, `_invalid` labels and verdict. */
export function repairDocument<T>(
  schema: JsonSchema,
  input: unknown,
  what: string,
): DocumentResult<T> {
  const invalid: string[] = [];
  const result = repair(schema, input, invalid);
  if (!result.ok) return { ok: false, problem: 'a required field is missing or unreadable' };
  return { ok: true, value: markUnreadable(result.value as T & Unreadable, invalid, what, input) };
}

/** parseListFast without zod. */
export function repairList<T>(
  schema: JsonSchema,
  input: readonly unknown[],
  what: string,
  isClean: (doc: unknown) => boolean,
): ListResult<T> {
  return collectList(input, what, isClean, (doc) => repairDocument<T>(schema, doc, what));
}

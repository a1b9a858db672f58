import './zod-setup.ts';
import { z } from 'zod';
import {
  collectList,
  markUnreadable,
  type DocumentResult,
  type ListResult,
} from './list-result.ts';
import type { Unreadable } from './unreadable.ts';

export { isUnreadable, type Unreadable } from './unreadable.ts';

// DESIGN habit 4: an unreadable optional field becomes `undefined` and is remembered by path in
// `_invalid`, so the page can say "unreadable" instead of "—" and the document is never lost.

// Parsing is synchronous, so one module-level collector per parse is safe.
let collector: string[] | null = null;

/** Notes an unreadable value at `path` for the document being parsed; null counts as absent. */
export function recordUnreadable(path: string, value: unknown): void {
  if (value !== null) collector?.push(path);
}

/** An optional field: missing/null → undefined; present but wrong → undefined + recorded. */
export function optional<T extends z.ZodType>(schema: T, path: string) {
  // The label also reaches the generated JSON Schema (zod-free repair: schema-repair.ts).
  return schema
    .optional()
    .catch((ctx) => {
      recordUnreadable(path, ctx.value);
      return undefined;
    })
    .meta({ unreadableAs: path });
}

/** Required inside an optional object (e.g. session.session_time): missing or wrong is recorded. */
export function softRequired<T extends z.ZodType>(schema: T, path: string) {
  return schema
    .catch((ctx) => {
      recordUnreadable(path, ctx.value === null ? undefined : ctx.value);
      return undefined as z.output<T>;
    })
    .meta({ unreadableWhenMissing: path }) as unknown as z.ZodType<z.output<T> | undefined>;
}

export type { DocumentResult, ListResult } from './list-result.ts';

/** Parses one document; warns (unless `warn` is false) naming the document and its unreadable fields. */
export function parseDocument<S extends z.ZodType>(
  schema: S,
  input: unknown,
  what: string,
  warn = true,
): DocumentResult<z.output<S>> {
  const previous = collector;
  const invalid: string[] = [];
  collector = invalid;
  try {
    const result = schema.safeParse(input);
    if (!result.success) {
      return { ok: false, problem: z.prettifyError(result.error) };
    }
    const value = markUnreadable(
      result.data as z.output<S> & Unreadable,
      invalid,
      what,
      input,
      warn,
    );
    return { ok: true, value };
  } finally {
    collector = previous;
  }
}

/** Keeps the good documents of a list; one bad document never fails the whole list. */
export function parseList<S extends z.ZodType>(
  schema: S,
  input: readonly unknown[],
  what: string,
): ListResult<z.output<S>> {
  return parseListFast(schema, input, what, () => false);
}

/**
 * parseList with a fast path: documents `isClean` accepts are kept as they are (the usual case;
 * zod on 100,000 documents costs seconds), the rest take the tolerant zod parse, in order.
 * `isClean` must accept only documents the schema would keep unchanged.
 */
export function parseListFast<S extends z.ZodType>(
  schema: S,
  input: readonly unknown[],
  what: string,
  isClean: (doc: unknown) => boolean,
): ListResult<z.output<S>> {
  return collectList(input, what, isClean, (doc) => parseDocument(schema, doc, what));
}

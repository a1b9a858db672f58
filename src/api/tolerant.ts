import './zod-setup';
import { z } from 'zod';
import { guidOf, type Unreadable } from './unreadable';

export { guidOf, isUnreadable, type Unreadable } from './unreadable';

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
  return schema.optional().catch((ctx) => {
    recordUnreadable(path, ctx.value);
    return undefined;
  });
}

/** Required inside an optional object (e.g. session.session_time): missing or wrong is recorded. */
export function softRequired<T extends z.ZodType>(schema: T, path: string) {
  return schema.catch((ctx) => {
    recordUnreadable(path, ctx.value === null ? undefined : ctx.value);
    return undefined as z.output<T>;
  }) as unknown as z.ZodType<z.output<T> | undefined>;
}

export interface DocumentResult<T> {
  ok: boolean;
  value?: T & Unreadable;
  /** Zod's description of why a required part failed (for the console, not for users). */
  problem?: string;
}

/** Parses one document; warns once naming the document and its unreadable fields. */
export function parseDocument<S extends z.ZodType>(
  schema: S,
  input: unknown,
  what: string,
): DocumentResult<z.output<S>> {
  const previous = collector;
  const invalid: string[] = [];
  collector = invalid;
  try {
    const result = schema.safeParse(input);
    if (!result.success) {
      return { ok: false, problem: z.prettifyError(result.error) };
    }
    const value = result.data as z.output<S> & Unreadable;
    if (invalid.length > 0) {
      if (typeof value === 'object' && value !== null) value._invalid = invalid;
      console.warn(`[api] ${what} ${guidOf(input)}: unreadable field(s) ${invalid.join(', ')}`);
    } else if (typeof value === 'object' && value !== null && '_invalid' in value) {
      // A server field of that name must not fake our marker.
      delete value._invalid;
    }
    return { ok: true, value };
  } finally {
    collector = previous;
  }
}

export interface ListResult<T> {
  items: (T & Unreadable)[];
  /** Documents dropped because a required field was missing or wrong (the UI can show the count). */
  invalidCount: number;
}

const MAX_WARNINGS = 10;

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
  const items: (z.output<S> & Unreadable)[] = [];
  let invalidCount = 0;
  for (const element of input) {
    if (isClean(element)) {
      items.push(element as z.output<S> & Unreadable);
      continue;
    }
    const result = parseDocument(schema, element, what);
    if (result.ok) {
      items.push(result.value!);
      continue;
    }
    invalidCount += 1;
    if (invalidCount <= MAX_WARNINGS) {
      console.warn(`[api] dropped ${what} ${guidOf(element)}: ${result.problem ?? 'unreadable'}`);
    }
  }
  if (invalidCount > MAX_WARNINGS)
    console.warn(`[api] dropped ${invalidCount} unreadable ${what} document(s) in total`);
  return { items, invalidCount };
}

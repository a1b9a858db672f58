import { guidOf, type Unreadable } from './unreadable.ts';

// Zod-free: shared by the tolerant zod parse (tolerant.ts) and the zod-free repair (schema-repair.ts).

export interface DocumentResult<T> {
  ok: boolean;
  value?: T & Unreadable;
  /** Why a required part failed (for the console, not for users). */
  problem?: string;
}

export interface ListResult<T> {
  items: (T & Unreadable)[];
  /** Documents dropped because a required field was missing or wrong (the UI can show the count). */
  invalidCount: number;
}

const MAX_WARNINGS = 10;

/** Keeps clean documents as they are, parses the rest with `parseOne`, in order; counts the dropped. */
export function collectList<T>(
  input: readonly unknown[],
  what: string,
  isClean: (doc: unknown) => boolean,
  parseOne: (doc: unknown) => DocumentResult<T>,
): ListResult<T> {
  const items: (T & Unreadable)[] = [];
  let invalidCount = 0;
  for (const element of input) {
    if (isClean(element)) {
      items.push(element as T & Unreadable);
      continue;
    }
    const result = parseOne(element);
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

/** What parseDocument does with the unreadable paths: `_invalid` is ours, a server's is dropped. */
export function markUnreadable<T>(
  value: T,
  invalid: string[],
  what: string,
  input: unknown,
  warn = true,
): T {
  if (typeof value !== 'object' || value === null) return value;
  const marked = value as T & Unreadable;
  if (invalid.length > 0) {
    marked._invalid = invalid;
    if (warn)
      console.warn(`[api] ${what} ${guidOf(input)}: unreadable field(s) ${invalid.join(', ')}`);
  } else if ('_invalid' in marked) {
    // A server field of that name must not fake our marker.
    delete marked._invalid;
  }
  return value;
}

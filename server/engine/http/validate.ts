// zod at every route's door: bad input → 400 { error, field, reason } naming the first problem.
import type { Context } from 'hono';
import type { z } from 'zod';

export interface BadInput {
  error: string;
  field: string;
  reason: string;
}

export type Checked<T> = { ok: true; value: T } | { ok: false; response: Response };

/** The first issue of a failed parse as the 400's body; `where` prefixes the field (query, body). */
export function badInput(error: z.ZodError, where: string): BadInput {
  const issue = error.issues[0];
  const path = issue?.path.map(String).join('.') ?? '';
  const field = path ? `${where}.${path}` : where;
  const reason = issue?.message ?? 'invalid';
  return { error: `Invalid ${field}: ${reason}`, field, reason };
}

export function check<S extends z.ZodType>(
  c: Context,
  schema: S,
  input: unknown,
  where: string,
): Checked<z.output<S>> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return { ok: true, value: parsed.data };
  return { ok: false, response: c.json(badInput(parsed.error, where), 400) };
}

/** The query string (single values) against `schema`. */
export const checkQuery = <S extends z.ZodType>(c: Context, schema: S) =>
  check(c, schema, c.req.query(), 'query');

/** The path parameters against `schema`. */
export const checkParams = <S extends z.ZodType>(c: Context, schema: S) =>
  check(c, schema, c.req.param(), 'params');

/** The JSON body against `schema`; a body that is not JSON is a 400 too. */
export async function checkBody<S extends z.ZodType>(
  c: Context,
  schema: S,
): Promise<Checked<z.output<S>>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    const bad: BadInput = { error: 'The body must be JSON', field: 'body', reason: 'not JSON' };
    return { ok: false, response: c.json(bad, 400) };
  }
  return check(c, schema, body, 'body');
}

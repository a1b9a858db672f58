// Batch writes and array parameters as one JSON text: one statement for 100,000 rows
// (jsonb_to_recordset), and the same parameter on PGlite and pg (pg sends a JS array as text[]).
import { sql, type RawBuilder } from 'kysely';

/** `text[]` of the strings, for `&&`, `= any(...)`. */
export const textArray = (items: readonly string[]): RawBuilder<string[]> =>
  sql<string[]>`array(select jsonb_array_elements_text(${JSON.stringify(items)}::jsonb))`;

/** The rows as one jsonb parameter for `jsonb_to_recordset(...) as r(col type, …)`. */
export const jsonRows = (rows: readonly object[]): RawBuilder<unknown> =>
  sql`${JSON.stringify(rows)}::jsonb`;

/** Rows in slices of `size`: a slice per statement keeps each statement's JSON text small. */
export function slices<T>(rows: readonly T[], size = 5000): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

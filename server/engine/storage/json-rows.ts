// Batch writes and array parameters as one JSON text: one statement for 100,000 rows
// (jsonb_to_recordset), and the same parameter on PGlite and pg (pg sends a JS array as text[]).
import { sql, type RawBuilder } from 'kysely';

/** `text[]` of the strings, for `&&`, `= any(...)`. */
export const textArray = (items: readonly string[]): RawBuilder<string[]> =>
  sql<string[]>`array(select jsonb_array_elements_text(${JSON.stringify(items)}::jsonb))`;

/** The rows as one jsonb parameter for `jsonb_to_recordset(...) as r(col type, …)`. */
export const jsonRows = (rows: readonly object[]): RawBuilder<unknown> =>
  sql`${JSON.stringify(rows)}::jsonb`;

/** Rows per statement of the poll's writers: on PGlite a statement runs on our event loop, and
 *  500 rows of JSON (an alert row is ~550 bytes) keep one near 30 ms on a quiet machine
 *  (docs/decisions.md#engine-poll-performance). */
export const POLL_SLICE = 500;

/** Rows in slices of `size`, with a turn of the event loop between two statements: awaited statements alone
 *  resolve as microtasks, so back-to-back statements would never let a request in. */
export async function* turnSlices<T>(rows: readonly T[], size = POLL_SLICE): AsyncGenerator<T[]> {
  for (let i = 0; i < rows.length; i += size) {
    if (i > 0) await new Promise((resolve) => setImmediate(resolve));
    yield rows.slice(i, i + size);
  }
}

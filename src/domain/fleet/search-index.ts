import { searchTextOf, type FleetUnit } from './fleet-unit.ts';

// Fleet search over 100,000 units on each keystroke. Checking `includes(term)` on each unit's text row by
// row reads 100,000 objects and strings scattered over the heap (~25–45 ms on the bench machine,
// most of a keystroke's budget); one string of every row's text, scanned with `indexOf`, reads
// the same characters in one sequential pass (a few ms). Built once per rows array, on the first
// search that needs it.

export interface SearchIndex {
  /** Every row's search text, in row order, each followed by '\n' (search text has no '\n'). */
  text: string;
  /** starts[i]: offset of row i in `text`; starts[rows] = text.length. */
  starts: Int32Array;
}

/** The index of `rows`' search texts (already normalised: no line breaks, see domain/search). */
export function buildSearchIndex(
  rows: readonly Pick<FleetUnit, 'searchSerial' | 'searchRest'>[],
): SearchIndex {
  const starts = new Int32Array(rows.length + 1);
  const parts = new Array<string>(rows.length);
  let at = 0;
  for (let i = 0; i < rows.length; i++) {
    const s = searchTextOf(rows[i]!);
    starts[i] = at;
    parts[i] = s;
    at += s.length + 1;
  }
  starts[rows.length] = at;
  return { text: parts.length > 0 ? parts.join('\n') + '\n' : '', starts };
}

/** rowsContainingAll counts terms in a byte. */
export const MAX_INDEXED_TERMS = 255;

/**
 * Which rows contain every term (1 to MAX_INDEXED_TERMS terms, non-empty, without spaces or line
 * breaks, as `searchTerms` gives them): `matched[i] === terms.length` for a row that does. A
 * term never matches across two rows: it cannot contain the '\n' between them.
 */
export function rowsContainingAll(index: SearchIndex, terms: readonly string[]): Uint8Array {
  const { text, starts } = index;
  const matched = new Uint8Array(starts.length - 1);
  for (let k = 0; k < terms.length; k++) {
    const term = terms[k]!;
    let pos = 0;
    let row = 0;
    while ((pos = text.indexOf(term, pos)) !== -1) {
      while (starts[row + 1]! <= pos) row++;
      if (matched[row] === k) matched[row] = k + 1;
      pos = starts[row + 1]!; // the next row: one hit per row and term
    }
  }
  return matched;
}

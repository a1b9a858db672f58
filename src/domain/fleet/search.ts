// Fleet search (serial, alias, model, city): case- and accent-insensitive.

/** "Café ZÜRICH " → "cafe zurich". */
export function normalizeForSearch(s: string | null | undefined): string {
  if (!s) return '';
  return s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

export function searchTerms(query: string | null | undefined): string[] {
  const q = normalizeForSearch(query);
  return q === '' ? [] : q.split(' ');
}

/** Every whitespace-separated term must occur in some field; an empty query matches everything. */
export function matchesQuery(
  fields: readonly (string | number | null | undefined)[],
  query: string | null | undefined,
): boolean {
  const terms = searchTerms(query);
  if (terms.length === 0) return true;
  const haystack = fields.map((f) =>
    normalizeForSearch(f === null || f === undefined ? '' : String(f)),
  );
  return terms.every((term) => haystack.some((field) => field.includes(term)));
}

const NON_ASCII = /[^ -~\t\n\r]/;

/** normalizeForSearch with an ASCII fast path: Unicode NFD is the costly part for 100,000 units. */
export function normalizeSearchText(text: string): string {
  return NON_ASCII.test(text)
    ? normalizeForSearch(text)
    : text.toLowerCase().replace(/\s+/g, ' ').trim();
}

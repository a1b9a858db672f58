import { normalizeForSearch, searchTerms } from '@/domain/search';

// Search runs on every keystroke over up to 100,000 rows: each row carries one pre-normalized
// string (domain/search.ts rules: case- and accent-insensitive), the query is normalized once,
// so matching is only `includes` per term. Terms hold no spaces, so a term never spans two fields.

const NON_ASCII = /[^ -~\t\n\r]/;

/** normalizeForSearch with an ASCII fast path: Unicode NFD is the costly part for 100,000 rows. */
export function normalizeSearchText(text: string): string {
  return NON_ASCII.test(text)
    ? normalizeForSearch(text)
    : text.toLowerCase().replace(/\s+/g, ' ').trim();
}
export const searchTokens = searchTerms;

export function matchesTokens(haystack: string, tokens: readonly string[]): boolean {
  for (const token of tokens) if (!haystack.includes(token)) return false;
  return true;
}

import { searchTerms } from '@/domain/search';

// Search runs on every keystroke over up to 100,000 rows: each row carries one pre-normalized
// string (domain/search.ts rules: case- and accent-insensitive), the query is normalized once,
// so matching is only `includes` per term. Terms hold no spaces, so a term never spans two fields.

export { normalizeSearchText } from '@/domain/search';
export const searchTokens = searchTerms;

export function matchesTokens(haystack: string, tokens: readonly string[]): boolean {
  for (const token of tokens) if (!haystack.includes(token)) return false;
  return true;
}

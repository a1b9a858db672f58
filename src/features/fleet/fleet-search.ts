// Search runs on every keystroke over up to 100,000 rows: rows carry a pre-normalized string and a
// query is normalized once, so matching is only `includes` per token.

const COMBINING_MARKS = /[\u0300-\u036f]/g;

/** Lower case, accents stripped ("Zürich" matches "zurich"), whitespace collapsed. */
export function normalizeSearchText(text: string): string {
  return text.normalize('NFD').replace(COMBINING_MARKS, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** The query's tokens; every one must occur in a row (AND), in any order. */
export function searchTokens(query: string): string[] {
  const normalized = normalizeSearchText(query);
  return normalized ? normalized.split(' ') : [];
}

export function matchesTokens(haystack: string, tokens: readonly string[]): boolean {
  for (const token of tokens) if (!haystack.includes(token)) return false;
  return true;
}

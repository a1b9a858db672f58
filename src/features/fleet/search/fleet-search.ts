import { searchTerms } from '@/domain/fleet/search';

// Search runs on every keystroke over up to 100,000 rows: each row carries one pre-normalized
// string (domain/search.ts rules: case- and accent-insensitive), the query is normalized once,
// so matching is only `includes` per term. Terms hold no spaces, so a term never spans two fields.

export const searchTokens = searchTerms;

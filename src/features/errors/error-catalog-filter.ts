import type { CatalogEntry } from '@/domain/equipment/error-catalog';
import { normalizeForSearch, searchTerms } from '@/domain/fleet/search';

/** Entries whose id, description, bit number or "critical" match every search term. */
export function filterCatalog(
  entries: readonly CatalogEntry[],
  query: string,
  criticalOnly: boolean,
): CatalogEntry[] {
  const terms = searchTerms(query);
  return entries.filter((entry) => {
    if (criticalOnly && !entry.critical) return false;
    if (terms.length === 0) return true;
    const haystack = normalizeForSearch(
      `${entry.errorId} ${entry.description} bit ${entry.bit} ${entry.critical ? 'critical' : ''}`,
    );
    // A bare number also finds its bit exactly ("33" → bit 33, not only E33).
    return terms.every((t) => haystack.includes(t) || (/^\d+$/.test(t) && Number(t) === entry.bit));
  });
}

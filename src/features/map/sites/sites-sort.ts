import { HEALTH_RANK } from '@/domain/equipment/equipment-state';
import { normalizeSearchText } from '@/domain/fleet/search';
import { siteDisplayName, type SiteSummary } from '@/domain/fleet/sites';

export type SitesSortId = 'name' | 'place' | 'units' | 'worst' | 'critical';
export interface SitesSort {
  id: SitesSortId;
  desc: boolean;
}

/** The table's sort lives in the URL as `sites=<id>` or `sites=-<id>` (descending). */
export const SITES_SORT_PARAM = 'sites';
// Worst first, then the biggest sites: what an operator looks at first.
export const DEFAULT_SITES_SORT: SitesSort = { id: 'worst', desc: false };
const IDS: readonly SitesSortId[] = ['name', 'place', 'units', 'worst', 'critical'];

export const placeText = (s: SiteSummary) =>
  [s.site.city, s.site.country].filter(Boolean).join(', ') || '—';

/** A row with its sort keys computed once: 25,000 sites sort by plain comparisons. */
export interface SiteRow {
  s: SiteSummary;
  name: string;
  nameKey: string;
  placeKey: string;
}

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const COMPARE: Record<SitesSortId, (a: SiteRow, b: SiteRow) => number> = {
  name: (a, b) => cmp(a.nameKey, b.nameKey),
  place: (a, b) => cmp(a.placeKey, b.placeKey),
  units: (a, b) => a.s.units.length - b.s.units.length,
  worst: (a, b) => HEALTH_RANK[a.s.worst] - HEALTH_RANK[b.s.worst],
  critical: (a, b) => a.s.critical - b.s.critical,
};

export function readSitesSort(raw: string | null): SitesSort {
  const desc = raw?.startsWith('-') ?? false;
  const id = raw?.slice(desc ? 1 : 0);
  return IDS.includes(id as SitesSortId) ? { id: id as SitesSortId, desc } : DEFAULT_SITES_SORT;
}

/** The URL value after a click on a column: the same column flips, counts start largest first. */
export function nextSitesSort(sort: SitesSort, id: SitesSortId): string | null {
  const desc = sort.id === id ? !sort.desc : id === 'units' || id === 'critical';
  if (id === DEFAULT_SITES_SORT.id && desc === DEFAULT_SITES_SORT.desc) return null;
  return `${desc ? '-' : ''}${id}`;
}

export function siteRows(
  sites: readonly SiteSummary[],
  names: Readonly<Record<string, string>>,
): SiteRow[] {
  return sites.map((s) => {
    const name = siteDisplayName(s.site, names);
    return { s, name, nameKey: normalizeSearchText(name), placeKey: placeText(s).toLowerCase() };
  });
}

/** Sorted by the column, then the biggest sites, then by name. */
export function sortSiteRows(rows: readonly SiteRow[], sort: SitesSort): SiteRow[] {
  const primary = COMPARE[sort.id];
  const dir = sort.desc ? -1 : 1;
  return [...rows].sort(
    (a, b) =>
      dir * primary(a, b) || b.s.units.length - a.s.units.length || cmp(a.nameKey, b.nameKey),
  );
}

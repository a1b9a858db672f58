import type { Locale } from '../locale.ts';
import { releaseSortKey, type FleetUnit } from './fleet-unit.ts';
import { releaseValue } from './fleet-filter.ts';
import { RELEASE_NONE } from './fleet-view.ts';

// The releases across the fleet (docs/decisions.md#campaigns): one row per
// installed version, with the units that run nothing and those that report no release at all
// counted as rows of their own, so the shares add up to the whole fleet.

/** Row key of the units whose document has no `controller.release.version`. */
export const RELEASE_UNKNOWN = '(unknown)';

export interface ReleaseRow {
  /** A version, RELEASE_NONE (nothing installed) or RELEASE_UNKNOWN (not reported). */
  key: string;
  units: number;
  /** 0..1 of all units counted. */
  share: number;
  /** Units per company guid (a unit of two companies counts for both). */
  perCompany: ReadonlyMap<string, number>;
}

export interface ReleaseSummary {
  rows: ReleaseRow[];
  total: number;
  /** Every company seen, in first-seen order. */
  companies: string[];
}

type ReleaseUnit = Pick<FleetUnit, 'release' | 'companyGuids'>;

export function releaseKeyOf(unit: Pick<FleetUnit, 'release'>): string {
  return releaseValue(unit) ?? RELEASE_UNKNOWN;
}

function orderKey(key: string): string {
  if (key === RELEASE_UNKNOWN) return releaseSortKey(undefined);
  if (key === RELEASE_NONE) return releaseSortKey(null);
  return releaseSortKey(key);
}

/** Newest version first; "nothing installed" and "unknown" last. */
export function summarizeReleases(units: readonly ReleaseUnit[]): ReleaseSummary {
  const counts = new Map<string, { units: number; perCompany: Map<string, number> }>();
  const companies = new Set<string>();
  for (const unit of units) {
    const key = releaseKeyOf(unit);
    let entry = counts.get(key);
    if (!entry) counts.set(key, (entry = { units: 0, perCompany: new Map() }));
    entry.units++;
    for (const c of unit.companyGuids) {
      companies.add(c);
      entry.perCompany.set(c, (entry.perCompany.get(c) ?? 0) + 1);
    }
  }
  const total = units.length;
  const special = (k: string) => (k === RELEASE_NONE || k === RELEASE_UNKNOWN ? 1 : 0);
  const rows = [...counts.entries()]
    .map(([key, e]) => ({
      key,
      units: e.units,
      share: total ? e.units / total : 0,
      perCompany: e.perCompany,
    }))
    .sort((a, b) => {
      const s = special(a.key) - special(b.key);
      if (s !== 0) return s;
      const [x, y] = special(a.key)
        ? [orderKey(a.key), orderKey(b.key)]
        : [orderKey(b.key), orderKey(a.key)];
      return x < y ? -1 : x > y ? 1 : 0;
    });
  return { rows, total, companies: [...companies] };
}

/** "12.5 %", one decimal, never "0 %" for a unit that exists. */
export function formatShare(share: number, locale: Locale = 'en'): string {
  const tag = locale === 'en' ? 'en-US' : locale;
  if (share > 0 && share < 0.001) return `< ${(0.1).toLocaleString(tag)} %`;
  return `${(Math.round(share * 1000) / 10).toLocaleString(tag)} %`;
}

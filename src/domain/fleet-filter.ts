import type { FleetUnit } from './fleet-unit';
import { RELEASE_NONE, type FleetView } from './fleet-view';
import { searchTerms } from './search';

// The fleet view's filters as one predicate, shared by every page that shows the fleet filtered
// (the list, the map): the same URL narrows each of them to the same units.

type FilterableUnit = Pick<
  FleetUnit,
  'health' | 'derived' | 'criticalCount' | 'model' | 'country' | 'release' | 'search' | 'located'
>;

function matchesTerms(haystack: string, terms: readonly string[]): boolean {
  for (const term of terms) if (!haystack.includes(term)) return false;
  return true;
}

/** The release filter's value for a unit: the version, or RELEASE_NONE when nothing is installed. */
export function releaseValue(unit: Pick<FleetUnit, 'release'>): string | undefined {
  const { version } = unit.release;
  if (version === undefined) return undefined;
  return version === null || version.trim() === '' ? RELEASE_NONE : version;
}

/** Filters and search: cheap checks built once per view (search text is pre-normalized). */
export function rowPredicate(view: FleetView): (unit: FilterableUnit) => boolean {
  const health = view.health.length > 0 ? new Set(view.health) : undefined;
  const terms = searchTerms(view.q);
  const { state, critical, model, country, release, location } = view;
  return (unit) =>
    (health === undefined || health.has(unit.health)) &&
    (state === undefined || unit.derived.state === state) &&
    (!critical || (unit.criticalCount ?? 0) > 0) &&
    (model === undefined || unit.model === model) &&
    (country === undefined || unit.country === country) &&
    (release === undefined || releaseValue(unit) === release) &&
    (location === undefined || !unit.located) &&
    (terms.length === 0 || matchesTerms(unit.search, terms));
}

export interface FilterOptions {
  models: string[];
  countries: string[];
  releases: string[];
}

/** Distinct values present in the data, for the filter selects. */
export function filterOptions(
  units: readonly Pick<FleetUnit, 'model' | 'country' | 'release'>[],
): FilterOptions {
  const models = new Set<string>();
  const countries = new Set<string>();
  const releases = new Set<string>();
  for (const unit of units) {
    if (unit.model) models.add(unit.model);
    if (unit.country) countries.add(unit.country);
    const release = releaseValue(unit);
    if (release !== undefined) releases.add(release);
  }
  const byText = (a: string, b: string) => a.localeCompare(b, undefined, { numeric: true });
  return {
    models: [...models].sort(byText),
    countries: [...countries].sort(byText),
    releases: [...releases].sort(byText),
  };
}

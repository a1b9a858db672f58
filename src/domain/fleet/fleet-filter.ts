import type { FleetUnit } from './fleet-unit.ts';
import { RELEASE_NONE, type FleetView } from './fleet-view.ts';
import { searchTerms } from './search.ts';

// The fleet view's filters as one predicate, shared by every page that shows the fleet filtered
// (the list, the map): the same URL narrows each of them to the same units.

type FilterableUnit = Pick<
  FleetUnit,
  | 'health'
  | 'derived'
  | 'criticalCount'
  | 'model'
  | 'country'
  | 'release'
  | 'searchSerial'
  | 'searchRest'
  | 'located'
>;

// A term has no space, so it is in the unit's search text when it is in one of its two parts.
const hasTerm = (unit: FilterableUnit, term: string) =>
  unit.searchRest.includes(term) || unit.searchSerial.includes(term);

function matchesTerms(unit: FilterableUnit, terms: readonly string[]): boolean {
  for (const term of terms) if (!hasTerm(unit, term)) return false;
  return true;
}

/** The release filter's value for a unit: the version, or RELEASE_NONE when nothing is installed. */
export function releaseValue(unit: Pick<FleetUnit, 'release'>): string | undefined {
  const { version } = unit.release;
  if (version === undefined) return undefined;
  return version === null || version.trim() === '' ? RELEASE_NONE : version;
}

/**
 * Filters and search: cheap checks built once per view (search text is pre-normalized). Only the
 * filters in use are checked: a search alone costs one `includes` per term and row, which is what
 * runs on every keystroke over 100,000 units.
 */
export function rowPredicate(view: FleetView): (unit: FilterableUnit) => boolean {
  const checks: ((unit: FilterableUnit) => boolean)[] = [];
  if (view.health.length > 0) {
    const health = new Set(view.health);
    checks.push((unit) => health.has(unit.health));
  }
  const { state, critical, model, country, release, location } = view;
  if (state !== undefined) checks.push((unit) => unit.derived.state === state);
  if (critical) checks.push((unit) => (unit.criticalCount ?? 0) > 0);
  if (model !== undefined) checks.push((unit) => unit.model === model);
  if (country !== undefined) checks.push((unit) => unit.country === country);
  if (release !== undefined) checks.push((unit) => releaseValue(unit) === release);
  if (location !== undefined) checks.push((unit) => !unit.located);
  const terms = searchTerms(view.q);
  if (terms.length === 1) {
    const term = terms[0]!;
    checks.push((unit) => hasTerm(unit, term));
  } else if (terms.length > 1) checks.push((unit) => matchesTerms(unit, terms));
  if (checks.length === 0) return () => true;
  if (checks.length === 1) return checks[0]!;
  return (unit) => {
    for (const check of checks) if (!check(unit)) return false;
    return true;
  };
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

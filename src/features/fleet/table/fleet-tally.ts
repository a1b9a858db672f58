import { HEALTH_CLASSES, type HealthClass } from '@/domain/equipment/equipment-state';
import { filterOptions, releaseValue, type FilterOptions } from '@/domain/fleet/fleet-filter';
import type { FleetSummary } from '../search/fleet-query';
import type { FleetRow } from './fleet-row';

// The summary counts and the filter selects' values, kept up to date from the rows that changed:
// a first load shows 100,000 units a page at a time, and counting every unit again at each
// showing was a long task of its own.

export interface FleetTally {
  rows: readonly FleetRow[];
  summary: FleetSummary;
  options: FilterOptions;
  /** How many rows hold each model, country and release value (the options' source). */
  counts: {
    models: Map<string, number>;
    countries: Map<string, number>;
    releases: Map<string, number>;
  };
}

const bump = (counts: Map<string, number>, value: string, by: 1 | -1): boolean => {
  const n = (counts.get(value) ?? 0) + by;
  if (n === 0) counts.delete(value);
  else counts.set(value, n);
  // A value came or went: the option lists change.
  return n === 0 || (by === 1 && n === 1);
};

/** The summary and options of `rows`; from `previous` when most rows kept their place and object. */
export function tallyFleet(rows: readonly FleetRow[], previous?: FleetTally): FleetTally {
  const prev = previous?.rows;
  if (prev === rows && previous) return previous;
  const fresh: number[] = [];
  if (prev && rows.length >= prev.length)
    for (let i = 0; i < prev.length && fresh.length <= prev.length / 4; i++)
      if (rows[i] !== prev[i]) fresh.push(i);
  if (!previous || !prev || rows.length < prev.length || fresh.length > prev.length / 4)
    return tallyAll(rows);

  const byHealth = { ...previous.summary.byHealth };
  let withCritical = previous.summary.withCritical;
  const counts = {
    models: new Map(previous.counts.models),
    countries: new Map(previous.counts.countries),
    releases: new Map(previous.counts.releases),
  };
  let valuesChanged = false;
  const count = (row: FleetRow, by: 1 | -1) => {
    byHealth[row.health] += by;
    if ((row.criticalCount ?? 0) > 0) withCritical += by;
    // What filterOptions lists: non-empty models and countries, known releases.
    if (row.model) valuesChanged = bump(counts.models, row.model, by) || valuesChanged;
    if (row.country) valuesChanged = bump(counts.countries, row.country, by) || valuesChanged;
    const release = releaseValue(row);
    if (release !== undefined) valuesChanged = bump(counts.releases, release, by) || valuesChanged;
  };
  for (const i of fresh) {
    count(prev[i]!, -1);
    count(rows[i]!, 1);
  }
  for (let i = prev.length; i < rows.length; i++) count(rows[i]!, 1);
  return {
    rows,
    summary: { total: rows.length, byHealth, withCritical },
    options: valuesChanged ? optionsOf(counts) : previous.options,
    counts,
  };
}

function tallyAll(rows: readonly FleetRow[]): FleetTally {
  const empty: FleetTally = {
    rows: [],
    summary: {
      total: 0,
      byHealth: Object.fromEntries(HEALTH_CLASSES.map((h) => [h, 0])) as Record<
        HealthClass,
        number
      >,
      withCritical: 0,
    },
    options: { models: [], countries: [], releases: [] },
    counts: { models: new Map(), countries: new Map(), releases: new Map() },
  };
  // Every row is new to an empty tally.
  return rows.length === 0 ? empty : tallyFleet(rows, empty);
}

/** The option lists of the values counted, in filterOptions' own order. */
function optionsOf(counts: FleetTally['counts']): FilterOptions {
  const values = (map: Map<string, number>) => [...map.keys()];
  const models = values(counts.models);
  const countries = values(counts.countries);
  const releases = values(counts.releases);
  const n = Math.max(models.length, countries.length, releases.length);
  // One stand-in unit per value; filterOptions sorts them as it sorts the fleet's.
  return filterOptions(
    Array.from({ length: n }, (_, i) => ({
      model: models[i] ?? '',
      country: countries[i] ?? '',
      release: { type: undefined, version: releases[i], hash: undefined },
    })),
  );
}

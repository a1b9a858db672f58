import { worseHealth, type HealthClass } from '../equipment/equipment-state.ts';
import { readGeometry, type LatLng } from './geometry.ts';

// Sites: where units stand together (docs/decisions.md#sites). A site is the units sharing
// `location.place_id`; units without one are grouped by geometry rounded to 4 decimals (~11 m);
// units with neither are "without location".

/** What a unit's `location` says about where it stands, read tolerantly. */
export interface UnitPlace {
  placeId: string | undefined;
  description: string | undefined;
  city: string | undefined;
  country: string | undefined;
  point: LatLng | undefined;
}

const text = (v: unknown): string | undefined =>
  typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined;

/** Reads a raw `location` value (any shape, possibly malformed) into a UnitPlace. */
export function readUnitPlace(location: unknown): UnitPlace | undefined {
  if (typeof location !== 'object' || location === null || Array.isArray(location))
    return undefined;
  const l = location as Record<string, unknown>;
  return {
    placeId: text(l.place_id),
    description: text(l.description),
    city: text(l.city),
    country: text(l.country),
    point: readGeometry(l.geometry),
  };
}

/** Keys per place object: a polled fleet keeps its places, so 100,000 keys are built once and
 *  the Map lookups in indexSites hash strings V8 has already hashed. */
const keys = new WeakMap<UnitPlace, string | undefined>();

/** The site a unit belongs to: `place:<id>`, `geo:<lat>,<lng>` (4 decimals), or undefined. */
export function siteKeyOf(place: UnitPlace | undefined): string | undefined {
  if (!place) return undefined;
  let key = keys.get(place);
  if (key === undefined && !keys.has(place)) {
    key = place.placeId
      ? `place:${place.placeId}`
      : place.point
        ? `geo:${place.point.lat.toFixed(4)},${place.point.lng.toFixed(4)}`
        : undefined;
    keys.set(place, key);
  }
  return key;
}

/** True when the unit belongs to a site (has a place id or a readable geometry). */
export function hasLocation(location: unknown): boolean {
  return siteKeyOf(readUnitPlace(location)) !== undefined;
}

export interface Site {
  /** Stable id (the site key): also the key of a local name. */
  id: string;
  placeId: string | undefined;
  /** The name by the rule: most common description, else the city, else the place id. */
  name: string;
  city: string | undefined;
  country: string | undefined;
  /** Mean of its units' points; undefined when none of them has a readable geometry. */
  point: LatLng | undefined;
  /** Number of units at the site (whole fleet, before filters). */
  size: number;
}

export interface SiteIndex {
  sites: Site[];
  /** Per unit index: its site index in `sites`, or -1 when it has no location. */
  siteOf: Int32Array;
}

/** Counts values; most sites hold one value, so a Map is only made for a second distinct one. */
class Tally {
  private first: string | undefined;
  private firstN = 0;
  private counts: Map<string, number> | undefined;

  add(value: string | undefined): void {
    if (value === undefined) return;
    if (this.counts) this.counts.set(value, (this.counts.get(value) ?? 0) + 1);
    else if (this.first === undefined || this.first === value) {
      this.first = value;
      this.firstN += 1;
    } else
      this.counts = new Map([
        [this.first, this.firstN],
        [value, 1],
      ]);
  }

  /** The most common value; ties go to the alphabetically first so names never flicker. */
  top(): string | undefined {
    if (!this.counts) return this.first;
    let best: string | undefined;
    let bestN = 0;
    for (const [value, n] of this.counts)
      if (n > bestN || (n === bestN && best !== undefined && value < best)) {
        best = value;
        bestN = n;
      }
    return best;
  }
}

interface Acc {
  lat: number;
  lng: number;
  n: number;
  size: number;
  placeId: string | undefined;
  descriptions: Tally;
  cities: Tally;
  countries: Tally;
}

/** Groups units (by their UnitPlace, same order) into sites, once per fleet snapshot. */
export function indexSites(places: readonly (UnitPlace | undefined)[]): SiteIndex {
  const siteOf = new Int32Array(places.length).fill(-1);
  const byKey = new Map<string, number>();
  const keys: string[] = [];
  const accs: Acc[] = [];
  for (let i = 0; i < places.length; i++) {
    const place = places[i];
    const key = siteKeyOf(place);
    if (key === undefined || place === undefined) continue;
    let s = byKey.get(key);
    if (s === undefined) {
      s = keys.length;
      byKey.set(key, s);
      keys.push(key);
      accs.push({
        lat: 0,
        lng: 0,
        n: 0,
        size: 0,
        placeId: place.placeId,
        descriptions: new Tally(),
        cities: new Tally(),
        countries: new Tally(),
      });
    }
    siteOf[i] = s;
    const acc = accs[s]!;
    acc.size += 1;
    if (place.point) {
      acc.lat += place.point.lat;
      acc.lng += place.point.lng;
      acc.n += 1;
    }
    acc.descriptions.add(place.description);
    acc.cities.add(place.city);
    acc.countries.add(place.country);
  }
  const sites = keys.map((id, s): Site => {
    const acc = accs[s]!;
    const city = acc.cities.top();
    const point = acc.n > 0 ? { lat: acc.lat / acc.n, lng: acc.lng / acc.n } : undefined;
    const fallback = point ? `${point.lat.toFixed(4)}, ${point.lng.toFixed(4)}` : id;
    return {
      id,
      placeId: acc.placeId,
      name: acc.descriptions.top() ?? city ?? acc.placeId ?? fallback,
      city,
      country: acc.countries.top(),
      point,
      size: acc.size,
    };
  });
  return { sites, siteOf };
}

/** The name to show: the user's local name for the site, else the rule's name. */
export function siteDisplayName(site: Site, localNames: Readonly<Record<string, string>>): string {
  return localNames[site.id] ?? site.name;
}

export interface SiteHealthInput {
  health: HealthClass;
  /** null/undefined = unknowable or none. */
  criticalCount: number | null | undefined;
}

export interface SiteSummary {
  site: Site;
  /** Indices (into the units) of the site's units that passed the filters. */
  units: number[];
  worst: HealthClass;
  /** Units with at least one critical error. */
  critical: number;
}

export interface SitesView {
  sites: SiteSummary[];
  /** Indices of the visible units that have no location. */
  withoutLocation: number[];
}

/** The sites of the visible units (filters applied), each with its worst health class. */
export function summarizeSites(
  index: SiteIndex,
  units: readonly SiteHealthInput[],
  visible: ArrayLike<number>,
): SitesView {
  // By site index, in order of first appearance (the order the sites table breaks ties by).
  const bySite: (SiteSummary | undefined)[] = new Array<SiteSummary | undefined>(
    index.sites.length,
  );
  const order: SiteSummary[] = [];
  const withoutLocation: number[] = [];
  for (let k = 0; k < visible.length; k++) {
    const i = visible[k]!;
    const s = index.siteOf[i] ?? -1;
    const unit = units[i]!;
    if (s < 0) {
      withoutLocation.push(i);
      continue;
    }
    let summary = bySite[s];
    if (!summary) {
      summary = { site: index.sites[s]!, units: [], worst: unit.health, critical: 0 };
      bySite[s] = summary;
      order.push(summary);
    }
    summary.units.push(i);
    summary.worst = worseHealth(summary.worst, unit.health);
    if ((unit.criticalCount ?? 0) > 0) summary.critical += 1;
  }
  return { sites: order, withoutLocation };
}

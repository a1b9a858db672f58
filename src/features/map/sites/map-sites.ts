import type { FleetUnit } from '@/domain/fleet/fleet-unit';
import { rowPredicate } from '@/domain/fleet/fleet-filter';
import type { FleetView } from '@/domain/fleet/fleet-view';
import { readGeometry } from '@/domain/fleet/geometry';
import { indexSites, summarizeSites, type SiteIndex, type UnitPlace } from '@/domain/fleet/sites';

// The fleet's sites (once per fleet snapshot) and the filtered view of them (per filter change).

const text = (v: string | undefined) => (v !== undefined && v.trim() !== '' ? v.trim() : undefined);

/** Per unit object: a poll keeps unchanged units, so their place is read once. */
const places = new WeakMap<FleetUnit, UnitPlace | undefined>();

function placeOf(unit: FleetUnit): UnitPlace | undefined {
  if (places.has(unit)) return places.get(unit);
  const place = readPlace(unit);
  places.set(unit, place);
  return place;
}

function readPlace(unit: FleetUnit): UnitPlace | undefined {
  const l = unit.location;
  if (!l) return undefined;
  return {
    placeId: text(l.placeId),
    description: text(l.description),
    city: text(l.city),
    country: text(l.country),
    point: readGeometry(l.geometry),
  };
}

export function fleetSites(units: readonly FleetUnit[]): SiteIndex {
  return indexSites(units.map(placeOf));
}

/** Indices of the units the view's filters and search keep. */
export function visibleUnits(units: readonly FleetUnit[], view: FleetView): Int32Array {
  const keep = rowPredicate(view);
  const out = new Int32Array(units.length);
  let n = 0;
  for (let i = 0; i < units.length; i++) if (keep(units[i]!)) out[n++] = i;
  return out.subarray(0, n);
}

export function filteredSites(index: SiteIndex, units: readonly FleetUnit[], view: FleetView) {
  return summarizeSites(index, units, visibleUnits(units, view));
}

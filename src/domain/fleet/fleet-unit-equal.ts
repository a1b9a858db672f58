import type { FleetLocation, FleetUnit } from './fleet-unit.ts';

// A poll keeps a unit's object when nothing it shows changed, so React skips it and the list
// does not re-sort for it. `asOf` is when it was derived, not content, so it is left out.

/** Deep equality of plain data (objects, arrays, primitives; NaN equals NaN). */
export function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) {
    // NaN sort keys (non-numeric serials) are equal to themselves here.
    return typeof a === 'number' && typeof b === 'number' && Number.isNaN(a) && Number.isNaN(b);
  }
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  // for…in, not Object.keys: no arrays made per object (the engine compares 100,000 units a poll).
  let n = 0;
  for (const k in a) {
    if (!same((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k])) return false;
    n++;
  }
  for (const _ in b) n--;
  return n === 0;
}

/** The same place: the fields a location shows, and its geometry as received. */
export function sameLocation(a: FleetLocation, b: FleetLocation): boolean {
  return (
    a === b ||
    (a.placeId === b.placeId &&
      a.description === b.description &&
      a.city === b.city &&
      a.country === b.country &&
      a.timezone === b.timezone &&
      a.timezoneOffset === b.timezoneOffset &&
      same(a.geometry, b.geometry))
  );
}

/** True when the two units show the same content (derived-at time aside). */
export function sameFleetUnit(a: FleetUnit, b: FleetUnit): boolean {
  if (a === b) return true;
  if (a.updated !== b.updated || a.guid !== b.guid) return false;
  for (const k of Object.keys(a) as (keyof FleetUnit)[]) {
    if (k !== 'asOf' && !same(a[k], b[k])) return false;
  }
  return Object.keys(a).length === Object.keys(b).length;
}

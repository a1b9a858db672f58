import type { CatalogEntry } from '@/domain/equipment/error-catalog';
import type { FleetUnit } from '@/domain/fleet/fleet-unit';
import { createFleetUnitInterner } from '@/domain/fleet/fleet-unit-intern';
import type { FleetPatch } from './fleet-sync.ts';

/** The fleet as the main thread holds it (the cached data of the fleet units query). */
export interface FleetData {
  units: FleetUnit[];
  /** guid → position in units. Shared by successive snapshots and updated in place. */
  indexOf: Map<string, number>;
  complete: boolean;
  total: number | undefined;
  invalidCount: number;
  /** The error catalog the counts were derived with. */
  catalog: readonly CatalogEntry[] | undefined;
  lastPoll: FleetPatch['stats'] | undefined;
}

export const EMPTY_FLEET: FleetData = {
  units: [],
  indexOf: new Map(),
  complete: false,
  total: undefined,
  invalidCount: 0,
  catalog: undefined,
  lastPoll: undefined,
};

// One for the page's life: the shared strings and states of every company's fleet.
const intern = createFleetUnitInterner();

/**
 * The next snapshot: changed units replaced where they stand, new ones appended, gone ones
 * dropped. Every other unit keeps its object, and with no change at all the same array is kept.
 */
export function applyFleetPatch(
  data: FleetData,
  patch: FleetPatch,
  catalog: readonly CatalogEntry[],
): FleetData {
  // EMPTY_FLEET's map is shared: never fill it in place.
  const reset = patch.reset || data === EMPTY_FLEET;
  let units = reset ? [] : data.units;
  let indexOf = reset ? new Map<string, number>() : data.indexOf;
  if (patch.upserts.length > 0 || patch.removes.length > 0) {
    units = units.slice();
    for (const received of patch.upserts) {
      const unit = intern(received);
      const at = indexOf.get(unit.guid);
      if (at === undefined) {
        indexOf.set(unit.guid, units.length);
        units.push(unit);
      } else units[at] = unit;
    }
    if (patch.removes.length > 0) {
      const gone = new Set(patch.removes);
      units = units.filter((u) => !gone.has(u.guid));
      indexOf = new Map(units.map((u, i) => [u.guid, i]));
    }
  }
  return {
    units,
    indexOf,
    complete: patch.complete,
    total: patch.total,
    invalidCount: patch.invalidCount,
    catalog,
    lastPoll: patch.final ? { ...patch.stats } : data.lastPoll,
  };
}

import { activeBits, indexCatalog } from '../equipment/active-errors.ts';
import { deriveEquipmentState, healthClassOf } from '../equipment/equipment-state.ts';
import type { FleetUnit, ProjectOptions } from './fleet-unit.ts';
import { lastSeenStatus } from './last-seen.ts';

// States go offline as time passes without any change of the document, and error counts change
// with the catalog: both are derived again from the slim unit alone, with no document at hand.

function errorCounts(value: bigint | null, options: ProjectOptions) {
  if (value === null) return { total: null, critical: null };
  const index = indexCatalog(options.catalog);
  const bits = activeBits(value);
  let critical = 0;
  for (const bit of bits) if (index.get(bit)?.critical) critical++;
  return { total: bits.length, critical };
}

/** The unit "as of" options.now: the same object when no derived field changed, else a copy. */
export function rederiveFleetUnit(unit: FleetUnit, options: ProjectOptions): FleetUnit {
  const derived = deriveEquipmentState(
    {
      // The derivation asks only whether the device has a guid (hasDevice), not which.
      device: unit.hasDevice ? { guid: 'device', last_ping: unit.lastPing ?? null } : undefined,
      controller: {
        state: unit.stateCode ?? null,
        communication: { timeout: unit.communicationTimeout ?? null },
      },
    },
    options,
  );
  const lastSeen = lastSeenStatus(unit.lastPing, options.now, options.offlineAfterMs);
  const { total, critical } = errorCounts(unit.activeErrors, options);
  const same =
    derived.state === unit.derived.state &&
    derived.rawCode === unit.derived.rawCode &&
    lastSeen === unit.lastSeen &&
    total === unit.errorCount &&
    critical === unit.criticalCount;
  if (same) return unit;
  return {
    ...unit,
    derived,
    health: healthClassOf(derived.state),
    lastSeen,
    errorCount: total,
    criticalCount: critical,
    asOf: options.now,
  };
}

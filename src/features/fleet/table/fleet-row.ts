import { stateLabel } from '@/domain/equipment/equipment-state';
import {
  projectFleetUnit,
  type FleetUnit,
  type FleetUnitSource,
  type ProjectOptions,
} from '@/domain/fleet/fleet-unit';

/** One fleet-list row: the slim fleet unit (domain/fleet-unit.ts), derived once per change. */
export type FleetRow = FleetUnit;
export type DeriveRowsOptions = ProjectOptions;

/** Test helper: projects a list of documents. */
export function deriveFleetRows(
  list: readonly FleetUnitSource[],
  options: DeriveRowsOptions,
): FleetRow[] {
  return list.map((doc) => projectFleetUnit(doc, options));
}

/** The badge text, also used by CSV and the state filter. */
export function rowStateLabel(row: FleetRow): string {
  return stateLabel(row.derived);
}

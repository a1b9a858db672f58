import { hoursOf, type FleetHours, type FleetUnit, type ProjectOptions } from './fleet-unit.ts';
import { rederiveFleetUnit } from './fleet-unit-rederive.ts';

// ~93 % of a poll's documents differ from the last poll's only by the values a ping moves. The
// engine finds those without parsing (server/engine/poller/page-scan.ts) and hands over just the
// new values: the unit is the projection of the new document, built from the last one's unit
// with the projection's own readers (docs/decisions.md#engine-poll-performance, third round).

/** The values a ping moves, as JSON.parse reads them (undefined: the key is not there, or its
 *  value is no number, in the last document as in this one). */
export interface FleetPing {
  /** `_meta.updated` */
  updated: number | undefined;
  /** `device.last_ping` */
  lastPing: number | undefined;
  /** `controller.timestamp` */
  controllerTimestamp: number | undefined;
  /** Every numeric `controller.hours[].value`, in order. */
  hourValues: readonly number[];
}

const finite = (v: number | undefined) => v === undefined || Number.isFinite(v);

function movedHours(held: readonly FleetHours[], values: readonly number[]) {
  let moved = false;
  for (let i = 0; i < held.length; i++) if (!Object.is(held[i]!.value, values[i])) moved = true;
  if (!moved) return held;
  return hoursOf(held.map((h, i) => ({ type: h.type, value: values[i]! })));
}

/**
 * The projection, as of options.now, of a document that differs from `held`'s only by `ping`;
 * undefined when the schema might read the new values otherwise than as numbers (one that is not
 * finite) or the counters cannot be matched to `held`'s: the caller then parses the document.
 */
export function pingFleetUnit(
  held: FleetUnit,
  ping: FleetPing,
  options: ProjectOptions,
): FleetUnit | undefined {
  const { updated, lastPing, controllerTimestamp, hourValues } = ping;
  if (!finite(updated) || !finite(lastPing) || !finite(controllerTimestamp)) return undefined;
  // The held counters are every counter of a readable list (one unreadable counter makes the list
  // absent): as many values, all numbers, keep it readable, each value in its counter's place.
  if (hourValues.length !== held.hours.length || !hourValues.every((v) => finite(v)))
    return undefined;
  const unit: FleetUnit = {
    ...held,
    updated,
    lastPing,
    controllerTimestamp,
    hours: movedHours(held.hours, hourValues),
    asOf: options.now,
  };
  // State, last seen and error counts as the projection derives them at options.now.
  return rederiveFleetUnit(unit, options);
}

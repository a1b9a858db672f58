import {
  hoursOf,
  num,
  type FleetHours,
  type FleetUnit,
  type ProjectOptions,
} from './fleet-unit.ts';
import { rederiveFleetUnit } from './fleet-unit-rederive.ts';

// ~93 % of a poll's documents differ from the last poll's only by the values a ping moves. The
// engine finds those without parsing (server/engine/poller/page-scan.ts) and hands over just the
// new values: the unit is the projection of the new document, built from the last one's unit
// with the projection's own readers (docs/decisions.md#engine-poll-performance, third round).

/** The values a ping moves, as JSON.parse reads them (undefined: the key is not there, or its
 *  value is no number — the projection reads both as undefined). */
export interface FleetPing {
  /** `_meta.updated` */
  updated: unknown;
  /** `device.last_ping` */
  lastPing: unknown;
  /** `controller.timestamp` */
  controllerTimestamp: unknown;
  /** Every numeric `controller.hours[].value`, in order. */
  hourValues: readonly unknown[];
}

function movedHours(held: readonly FleetHours[], values: readonly unknown[]) {
  let moved = false;
  for (let i = 0; i < held.length; i++) if (!Object.is(held[i]!.value, values[i])) moved = true;
  if (!moved) return held;
  return hoursOf(held.map((h, i) => ({ type: h.type, value: values[i] })));
}

/**
 * The projection, as of options.now, of a document that differs from `held`'s only by `ping`;
 * undefined when the counters cannot be matched to `held`'s (a counter the projection left out,
 * or one no longer finite): the caller then parses and projects the document.
 */
export function pingFleetUnit(
  held: FleetUnit,
  ping: FleetPing,
  options: ProjectOptions,
): FleetUnit | undefined {
  // Each held counter had a numeric value; a numeric value of a counter without a text type
  // (left out by the projection) would pair the values with the wrong counters.
  if (ping.hourValues.length !== held.hours.length) return undefined;
  const hours = movedHours(held.hours, ping.hourValues);
  if (hours.length !== held.hours.length) return undefined;
  const unit: FleetUnit = {
    ...held,
    updated: num(ping.updated),
    lastPing: num(ping.lastPing),
    controllerTimestamp: num(ping.controllerTimestamp),
    hours,
    asOf: options.now,
  };
  // State, last seen and error counts as the projection derives them at options.now.
  return rederiveFleetUnit(unit, options);
}

// A unit's parts that did not change since the last poll are taken from the unit held since, so
// the new projection's copies die young (a scavenge) instead of being promoted with the unit:
// ~93 % of units change only by their ping, and a poll of 100,000 units spent more time in the
// garbage collector than in anything else (docs/decisions.md#engine-poll-performance). Each part
// has its own comparison (a generic deep compare was megamorphic: it cost more than it saved).
import type { DerivedState } from '../../../src/domain/equipment/state-codes.ts';
import type {
  FleetHours,
  FleetLocation,
  FleetLogCounts,
  FleetRelease,
  FleetSortKeys,
  FleetUnit,
} from '../../../src/domain/fleet/fleet-unit.ts';
import { sameLocation } from '../../../src/domain/fleet/fleet-unit-equal.ts';

// Every field of each part, checked by the compiler: a field added to a part must be compared.
const FIELDS = {
  derived: { state: 1, rawCode: 1 } satisfies Record<keyof DerivedState, 1>,
  release: { type: 1, version: 1, hash: 1 } satisfies Record<keyof FleetRelease, 1>,
  logs: { parameter: 1, boot: 1, session: 1, error: 1, event: 1 } satisfies Record<
    keyof FleetLogCounts,
    1
  >,
  keys: { release: 1, location: 1, model: 1, alias: 1, serialNum: 1 } satisfies Record<
    keyof FleetSortKeys,
    1
  >,
  hours: { type: 1, value: 1 } satisfies Record<keyof FleetHours, 1>,
  location: {
    placeId: 1,
    description: 1,
    city: 1,
    country: 1,
    timezone: 1,
    timezoneOffset: 1,
    geometry: 1,
  } satisfies Record<keyof FleetLocation, 1>,
};
void FIELDS;

const sameNum = (a: number | undefined, b: number | undefined) => a === b || (a !== a && b !== b); // NaN sort keys equal themselves

const sameDerived = (a: DerivedState, b: DerivedState) =>
  a.state === b.state && a.rawCode === b.rawCode && 'rawCode' in a === 'rawCode' in b;

const sameRelease = (a: FleetRelease, b: FleetRelease) =>
  a.type === b.type && a.version === b.version && a.hash === b.hash;

const sameLogs = (a: FleetLogCounts | undefined, b: FleetLogCounts | undefined) =>
  a === b ||
  (a !== undefined &&
    b !== undefined &&
    a.parameter === b.parameter &&
    a.boot === b.boot &&
    a.session === b.session &&
    a.error === b.error &&
    a.event === b.event);

const sameKeys = (a: FleetSortKeys, b: FleetSortKeys) =>
  a.release === b.release &&
  a.location === b.location &&
  a.model === b.model &&
  a.alias === b.alias &&
  sameNum(a.serialNum, b.serialNum);

function sameStrings(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function sameHours(a: readonly FleetHours[], b: readonly FleetHours[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++)
    if (a[i]!.type !== b[i]!.type || a[i]!.value !== b[i]!.value) return false;
  return true;
}

const sameLocationOrNone = (a: FleetLocation | undefined, b: FleetLocation | undefined) =>
  a === b || (a !== undefined && b !== undefined && sameLocation(a, b));

/** `next` (fresh from the projection, nobody else's) with its parts equal to `held`'s replaced
 *  by `held`'s. Units are never mutated after this, so sharing parts between polls is safe. */
export function shareParts(held: FleetUnit, next: FleetUnit): FleetUnit {
  const u = next as { -readonly [K in keyof FleetUnit]: FleetUnit[K] };
  if (u.guid === held.guid) u.guid = held.guid;
  if (u.serial === held.serial) u.serial = held.serial;
  if (u.alias === held.alias) u.alias = held.alias;
  if (u.model === held.model) u.model = held.model;
  if (u.type === held.type) u.type = held.type;
  if (u.city === held.city) u.city = held.city;
  if (u.country === held.country) u.country = held.country;
  if (u.searchSerial === held.searchSerial) u.searchSerial = held.searchSerial;
  if (u.searchRest === held.searchRest) u.searchRest = held.searchRest;
  if (u.activeErrors === held.activeErrors) u.activeErrors = held.activeErrors;
  if (sameStrings(u.companyGuids, held.companyGuids)) u.companyGuids = held.companyGuids;
  if (sameDerived(u.derived, held.derived)) u.derived = held.derived;
  if (sameRelease(u.release, held.release)) u.release = held.release;
  if (sameHours(u.hours, held.hours)) u.hours = held.hours;
  if (sameLogs(u.logs, held.logs)) u.logs = held.logs;
  if (sameLocationOrNone(u.location, held.location)) u.location = held.location;
  if (sameKeys(u.keys, held.keys)) u.keys = held.keys;
  return next;
}

import type { DerivedState } from '../equipment/equipment-state.ts';
import type { FleetLocation, FleetRelease, FleetUnit } from './fleet-unit.ts';
import { compactFleetUnit } from './fleet-unit-compact.ts';
import { sameLocation } from './fleet-unit-equal.ts';

// Units reach the main thread as structured clones from the fleet worker: every unit brings its
// own copy of every string and small object, so 100,000 units held 100,000 copies of "stand-by",
// of each model name, release, zone and company guid (bench heap snapshot: ~3.5 kB per unit).
// The interner points the fields that take few distinct values at one shared copy each.

/** Beyond this many distinct strings a field is not few-valued after all: stop remembering. */
const MAX_STRINGS = 20_000;
/**
 * Aliases, search texts and locations repeat per salon (several units share a place and name
 * their cabins alike), so there are more of them; a fleet where each is unique stops here.
 */
const MAX_SITE_VALUES = 50_000;

const ZERO = 0n;

export type FleetUnitInterner = (unit: FleetUnit) => FleetUnit;

const part = (v: string | null | undefined) => (v === undefined ? '\u0001' : (v ?? '\u0002'));

/**
 * Returns `unit` with its few-valued strings, its state, release, company list and location
 * replaced by shared equal ones (set in place first: a unit fresh from the worker is nobody
 * else's), rebuilt as one compact object (fleet-unit-compact.ts). The content stays the same;
 * unique fields (guid, serial) are left alone. A frozen unit is returned as it is.
 */
export function createFleetUnitInterner(): FleetUnitInterner {
  const strings = new Map<string, string>();
  const derived = new Map<string, DerivedState>();
  const releases = new Map<string, FleetRelease>();
  const companies = new Map<string, readonly string[]>();
  const siteStrings = new Map<string, string>();
  // Keyed by a string the location holds (place id, else description or city): no key copies.
  const locations = new Map<string, FleetLocation>();

  function s<T extends string | null | undefined>(value: T): T {
    if (typeof value !== 'string') return value;
    const known = strings.get(value);
    if (known !== undefined) return known as T;
    if (strings.size < MAX_STRINGS) strings.set(value, value);
    return value;
  }

  function site(value: string): string {
    const known = siteStrings.get(value);
    if (known !== undefined) return known;
    if (siteStrings.size < MAX_SITE_VALUES) siteStrings.set(value, value);
    return value;
  }

  function sharedLocation(l: FleetLocation): FleetLocation {
    const key = l.placeId ?? l.description ?? l.city;
    const known = key === undefined ? undefined : locations.get(key);
    if (known && sameLocation(known, l)) return known;
    const own = Object.freeze({
      ...l,
      city: s(l.city),
      country: s(l.country),
      timezone: s(l.timezone),
    });
    if (key !== undefined && !known && locations.size < MAX_SITE_VALUES) locations.set(key, own);
    return own;
  }

  return (u) => {
    if (Object.isFrozen(u)) return u;
    u.alias = site(u.alias);
    u.searchRest = site(u.searchRest);
    // Usually the serial as it is: one copy for both.
    if (u.searchSerial === u.serial) u.searchSerial = u.serial;
    u.model = s(u.model);
    u.type = s(u.type);
    u.city = s(u.city);
    u.country = s(u.country);
    u.health = s(u.health);
    u.lastSeen = s(u.lastSeen);
    if (u.activeErrors === ZERO) u.activeErrors = ZERO;

    const d = u.derived;
    const dKey = `${d.state}|${d.rawCode ?? ''}`;
    const sharedDerived = derived.get(dKey);
    if (sharedDerived) u.derived = sharedDerived;
    else {
      const state = Object.freeze({ ...d, state: s(d.state) });
      derived.set(dKey, state);
      u.derived = state;
    }

    const r = u.release;
    const rKey = `${part(r.type)}\u0000${part(r.version)}\u0000${part(r.hash)}`;
    const sharedRelease = releases.get(rKey);
    if (sharedRelease) u.release = sharedRelease;
    else {
      const release = Object.freeze({ type: s(r.type), version: s(r.version), hash: s(r.hash) });
      releases.set(rKey, release);
      u.release = release;
    }

    if (u.companyGuids.length > 0) {
      const cKey = u.companyGuids.join('\u0000');
      const sharedCompanies = companies.get(cKey);
      if (sharedCompanies) u.companyGuids = sharedCompanies;
      else {
        const list = Object.freeze(u.companyGuids.map(s));
        companies.set(cKey, list);
        u.companyGuids = list;
      }
    }

    if (!Object.isFrozen(u.hours)) for (const h of u.hours) h.type = s(h.type);
    if (u.location && !Object.isFrozen(u.location)) u.location = sharedLocation(u.location);
    const k = u.keys;
    if (!Object.isFrozen(k)) {
      k.location = s(k.location);
      k.model = s(k.model);
      k.release = s(k.release);
      k.alias = site(k.alias);
    }
    return compactFleetUnit(u);
  };
}

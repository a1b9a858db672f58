import { activeBits, indexCatalog, toActiveErrorsValue } from '../equipment/active-errors.ts';
import type { CatalogEntry } from '../equipment/error-catalog.ts';
import {
  deriveEquipmentState,
  healthClassOf,
  type DerivedState,
  type HealthClass,
} from '../equipment/equipment-state.ts';
import { lastSeenStatus, type LastSeenStatus } from './last-seen.ts';
import { normalizeSearchText } from './search.ts';
import { hasLocation } from './sites.ts';
import type { Equipment } from '../documents/schemas.ts';
import { isUnreadable } from '../documents/unreadable.ts';

// The slim fleet unit: what the fleet list, its filters and summary, and the fleet-level pages
// (service board, alerts, map, releases) read of one equipment document. Built once per document
// change (in the fleet worker), so a page never holds 100,000 whole documents.

export interface FleetRelease {
  type: string | undefined;
  /** null = nothing installed, undefined = not reported. */
  version: string | null | undefined;
  hash: string | null | undefined;
}

export interface FleetLogCounts {
  parameter: number | undefined;
  boot: number | undefined;
  session: number | undefined;
  error: number | undefined;
  event: number | undefined;
}

export interface FleetLocation {
  placeId: string | undefined;
  description: string | undefined;
  city: string | undefined;
  country: string | undefined;
  timezone: string | undefined;
  timezoneOffset: number | undefined;
  /** `location.geometry` exactly as received (map pages parse it themselves). */
  geometry: unknown;
}

/** One controller hour counter; value in minutes (docs/decisions.md#maintenance-counters). */
export interface FleetHours {
  type: string;
  value: number;
}

export interface FleetUnit {
  guid: string;
  serial: string;
  /** '' when absent. */
  alias: string;
  model: string;
  type: string;
  companyGuids: readonly string[];
  /** `_meta.updated` (ms), the change marker polls compare. */
  updated: number | undefined;
  /** `controller.state` as received. */
  stateCode: number | undefined;
  /** As of `asOf` (docs/decisions.md#equipment-state). */
  derived: DerivedState;
  health: HealthClass;
  /** Exact value (docs/decisions.md#active-errors); 0n when absent, null when rounded or malformed. */
  activeErrors: bigint | null;
  /** null when activeErrors is null: the count is unknowable, not zero. */
  errorCount: number | null;
  criticalCount: number | null;
  release: FleetRelease;
  /**
   * The document names its device (a `device.guid` that is not blank); else the state is "no
   * device" (docs/decisions.md#equipment-state). No page reads the device's guid or serial of a
   * fleet unit: a device object per unit cost ~100 bytes, 10 MB at 100,000 units.
   */
  hasDevice: boolean;
  /** device.last_ping, kept flat for the list's sort and cells. */
  lastPing: number | undefined;
  lastSeen: LastSeenStatus;
  controllerTimestamp: number | undefined;
  communicationTimeout: boolean | undefined;
  hours: readonly FleetHours[];
  logs: FleetLogCounts | undefined;
  location: FleetLocation | undefined;
  /** The unit belongs to a site (place id or readable geometry; docs/decisions.md#sites). */
  located: boolean;
  /** location.city / .country, '' when absent (list columns, filters). */
  city: string;
  country: string;
  /** The moment the derived fields are "as of" (when the document was received). */
  asOf: number;
  /**
   * Search text in two parts (searchTextOf joins them): the normalized serial, and the normalized
   * "alias model type city", which few units differ in, so one copy serves many (interned).
   */
  searchSerial: string;
  searchRest: string;
  /** Precomputed sort keys, so a sort of 100,000 units compares strings, never recomputes. */
  keys: FleetSortKeys;
}

export interface FleetSortKeys {
  release: string;
  location: string;
  model: string;
  alias: string;
  serialNum: number;
}

export interface ProjectOptions {
  /** The moment the document was received: states and last-seen are "as of" this time. */
  now: number;
  offlineAfterMs: number;
  stateCodes: Readonly<Record<string, string>>;
  catalog: readonly CatalogEntry[];
}

/**
 * A document the equipment schema kept (the generated check, or the tolerant parse that reads an
 * unreadable optional field as absent): in the browser's fleet worker and at the engine's door.
 */
export type FleetUnitSource = Equipment;
type Controller = NonNullable<Equipment['controller']>;

const NO_RELEASE: FleetRelease = Object.freeze({
  type: undefined,
  version: undefined,
  hash: undefined,
});
const NO_HOURS: readonly FleetHours[] = Object.freeze([]);
const NO_COMPANIES: readonly string[] = Object.freeze([]);

/** "4.10.2" → "000004.000010.000002" so plain string order is version order. */
export function releaseSortKey(version: string | null | undefined): string {
  if (version === undefined) return '\uffff';
  if (version === null || version.trim() === '') return '\ufffe';
  return version
    .trim()
    .toLowerCase()
    .split(/[.\-+]/)
    .map((part) => (/^\d+$/.test(part) ? part.padStart(6, '0') : part))
    .join('.');
}

function activeErrorsOf(doc: Equipment, catalog: readonly CatalogEntry[]) {
  const raw = doc.controller?.active_errors;
  // An unreadable value (a negative number, a fraction) is unknowable, not zero.
  if (raw === undefined && !isUnreadable(doc, 'controller.active_errors'))
    return { value: 0n, total: 0, critical: 0 };
  const parsed = raw === undefined ? undefined : toActiveErrorsValue(raw);
  if (!parsed || !parsed.exact) return { value: null, total: null, critical: null };
  const index = indexCatalog(catalog);
  const bits = activeBits(parsed.value);
  let critical = 0;
  for (const bit of bits) if (index.get(bit)?.critical) critical++;
  return { value: parsed.value, total: bits.length, critical };
}

function releaseOf(r: Controller['release']): FleetRelease {
  if (!r) return NO_RELEASE;
  return { type: r.type, version: r.version, hash: r.hash };
}

function locationOf(l: Equipment['location']): FleetLocation | undefined {
  if (!l) return undefined;
  return {
    placeId: l.place_id,
    description: l.description,
    city: l.city,
    country: l.country,
    timezone: l.timezone,
    timezoneOffset: l.timezone_offset,
    geometry: l.geometry,
  };
}

/** The projection's reader of `controller.hours` (fleet-unit-ping.ts too). */
export function hoursOf(raw: Controller['hours']): readonly FleetHours[] {
  if (!raw || raw.length === 0) return NO_HOURS;
  return raw.map(({ type, value }) => ({ type, value }));
}

function logsOf(l: Controller['logs']): FleetLogCounts | undefined {
  if (!l) return undefined;
  const { parameter, boot, session, error, event } = l;
  return { parameter, boot, session, error, event };
}

/**
 * The normalized "serial alias model type city" of a unit: normalizing the parts apart gives the
 * same text (whitespace is collapsed and trimmed either way), and a search term has no space, so
 * it is in the text exactly when it is in one of the parts.
 */
export function searchTextOf(unit: Pick<FleetUnit, 'searchSerial' | 'searchRest'>): string {
  const { searchSerial, searchRest } = unit;
  return searchSerial && searchRest ? `${searchSerial} ${searchRest}` : searchSerial || searchRest;
}

/** One equipment document → its slim unit, derived "as of" options.now. */
export function projectFleetUnit(doc: FleetUnitSource, options: ProjectOptions): FleetUnit {
  const { controller, device } = doc;
  const derived = deriveEquipmentState(doc, options);
  const errors = activeErrorsOf(doc, options.catalog);
  const lastPing = device?.last_ping;
  const location = locationOf(doc.location);
  const alias = doc.alias ?? '';
  const city = location?.city ?? '';
  const country = location?.country ?? '';
  const release = releaseOf(controller?.release);
  const { serial, model, type } = doc;
  return {
    guid: doc._meta.guid,
    serial,
    alias,
    model,
    type,
    companyGuids: doc.company_guids ?? NO_COMPANIES,
    updated: doc._meta.updated,
    stateCode: controller?.state,
    derived,
    health: healthClassOf(derived.state),
    activeErrors: errors.value,
    errorCount: errors.total,
    criticalCount: errors.critical,
    release,
    hasDevice: device?.guid !== undefined && device.guid.trim() !== '',
    lastPing,
    lastSeen: lastSeenStatus(lastPing, options.now, options.offlineAfterMs),
    controllerTimestamp: controller?.timestamp,
    communicationTimeout: controller?.communication?.timeout,
    hours: hoursOf(controller?.hours),
    logs: logsOf(controller?.logs),
    location,
    located: hasLocation(doc.location),
    city,
    country,
    asOf: options.now,
    searchSerial: normalizeSearchText(serial),
    searchRest: normalizeSearchText(`${alias} ${model} ${type} ${city}`),
    keys: {
      release: releaseSortKey(release.version),
      // Sort keys only need case folding, not the accent folding of search.
      location: `${country}\u0000${city}`.toLowerCase(),
      model: `${model}\u0000${type}`.toLowerCase(),
      alias: alias ? alias.toLowerCase() : '\uffff',
      // Digit-only serials without leading zeros compare as numbers: the same order as
      // length-then-text, far cheaper at 100,000 units.
      serialNum: /^[1-9]\d{0,14}$/.test(serial) ? Number(serial) : Number.NaN,
    },
  };
}

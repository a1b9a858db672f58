import type { Equipment } from '@/api/schemas';
import { countActiveErrors } from '@/domain/active-errors';
import type { CatalogEntry } from '@/domain/error-catalog';
import {
  deriveEquipmentState,
  healthClassOf,
  stateLabel,
  type DerivedState,
  type HealthClass,
} from '@/domain/equipment-state';
import { lastSeenStatus, type LastSeenStatus } from '@/domain/last-seen';
import { normalizeSearchText } from './fleet-search';

/** One fleet-list row: everything the table, filters, sort and CSV read, derived once per fetch. */
export interface FleetRow {
  guid: string;
  serial: string;
  alias: string;
  model: string;
  type: string;
  city: string;
  country: string;
  derived: DerivedState;
  health: HealthClass;
  /** null when active_errors was rounded or malformed: the count is unknowable, not zero. */
  errorCount: number | null;
  criticalCount: number | null;
  /** `controller.release.version`: null = nothing installed, undefined = not reported. */
  release: string | null | undefined;
  lastPing: number | undefined;
  lastSeen: LastSeenStatus;
  companyGuids: readonly string[];
  /** Normalized "serial alias model type city" for search. */
  search: string;
  /** Precomputed sort keys, so a sort of 100,000 rows compares strings, never recomputes. */
  keys: { release: string; location: string; model: string; alias: string; serialNum: number };
}

export interface DeriveRowsOptions {
  /** The moment the data was received: states and last-seen are "as of" this time. */
  now: number;
  offlineAfterMs: number;
  stateCodes: Readonly<Record<string, string>>;
  catalog: readonly CatalogEntry[];
}

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

const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

export function deriveFleetRow(eq: Equipment, options: DeriveRowsOptions): FleetRow {
  const derived = deriveEquipmentState(eq, options);
  const counts = countActiveErrors(eq.controller?.active_errors, options.catalog);
  const lastPing = eq.device?.last_ping;
  const alias = textOf(eq.alias);
  const city = textOf(eq.location?.city);
  const country = textOf(eq.location?.country);
  const release = eq.controller?.release ? eq.controller.release.version : undefined;
  return {
    guid: eq._meta.guid,
    serial: eq.serial,
    alias,
    model: eq.model,
    type: eq.type,
    city,
    country,
    derived,
    health: healthClassOf(derived.state),
    errorCount: counts.total,
    criticalCount: counts.critical,
    release,
    lastPing: typeof lastPing === 'number' && Number.isFinite(lastPing) ? lastPing : undefined,
    lastSeen: lastSeenStatus(lastPing, options.now, options.offlineAfterMs),
    companyGuids: eq.company_guids ?? [],
    search: normalizeSearchText(`${eq.serial} ${alias} ${eq.model} ${eq.type} ${city}`),
    keys: {
      release: releaseSortKey(release),
      // Sort keys only need case folding, not the accent folding of search.
      location: `${country}\u0000${city}`.toLowerCase(),
      model: `${eq.model}\u0000${eq.type}`.toLowerCase(),
      alias: alias ? alias.toLowerCase() : '\uffff',
      // Digit-only serials without leading zeros compare as numbers, which orders them exactly like
      // the length-then-text rule but far cheaper at 100,000 rows.
      serialNum: /^[1-9]\d{0,14}$/.test(eq.serial) ? Number(eq.serial) : Number.NaN,
    },
  };
}

export function deriveFleetRows(
  list: readonly Equipment[],
  options: DeriveRowsOptions,
): FleetRow[] {
  const rows = new Array<FleetRow>(list.length);
  for (let i = 0; i < list.length; i++) rows[i] = deriveFleetRow(list[i]!, options);
  return rows;
}

interface RowCache {
  offlineAfterMs: number;
  stateCodes: Readonly<Record<string, string>>;
  rows: WeakMap<Equipment, FleetRow>;
}

/** Per catalog (the error-count input that changes at runtime), the rows already derived. */
const rowCaches = new WeakMap<readonly CatalogEntry[], RowCache>();

/**
 * deriveFleetRows, deriving each document once: a streamed list grows by snapshots that share the
 * documents received earlier, so each snapshot only derives its new ones (not 100,000 again). A
 * row stays "as of" the snapshot that first brought its document; a poll brings new documents.
 */
export function deriveFleetRowsCached(
  list: readonly Equipment[],
  options: DeriveRowsOptions,
): FleetRow[] {
  let cache = rowCaches.get(options.catalog);
  if (
    !cache ||
    cache.offlineAfterMs !== options.offlineAfterMs ||
    cache.stateCodes !== options.stateCodes
  ) {
    cache = {
      offlineAfterMs: options.offlineAfterMs,
      stateCodes: options.stateCodes,
      rows: new WeakMap(),
    };
    rowCaches.set(options.catalog, cache);
  }
  const rows = new Array<FleetRow>(list.length);
  for (let i = 0; i < list.length; i++) {
    const eq = list[i]!;
    let row = cache.rows.get(eq);
    if (row === undefined) {
      row = deriveFleetRow(eq, options);
      cache.rows.set(eq, row);
    }
    rows[i] = row;
  }
  return rows;
}

/** The badge text, also used by CSV and the state filter. */
export function rowStateLabel(row: FleetRow): string {
  return stateLabel(row.derived);
}

import { HEALTH_CLASSES, type HealthClass } from '@/domain/equipment-state';
import type { FleetRow } from './fleet-row';
import { matchesTokens, searchTokens } from './fleet-search';
import { RELEASE_NONE, type FleetSort, type FleetView } from './fleet-view';

// Sort once per (rows, sort) into an index permutation; filter walks that permutation per
// keystroke. Neither step copies rows, so 100,000 units stay within a frame or two.

/** Worst first: fault, attention, unknown, offline, busy, ok. */
const HEALTH_RANK: Record<HealthClass, number> = {
  fault: 0,
  attention: 1,
  unknown: 2,
  offline: 3,
  busy: 4,
  ok: 5,
};

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const num = (a: number, b: number) => a - b;

type Comparator = (a: FleetRow, b: FleetRow) => number;

const COMPARATORS: Record<FleetSort['id'], Comparator> = {
  state: (a, b) =>
    num(HEALTH_RANK[a.health], HEALTH_RANK[b.health]) || cmp(a.derived.state, b.derived.state),
  serial: (a, b) => {
    const x = a.keys.serialNum;
    const y = b.keys.serialNum;
    if (x === x && y === y) return x - y; // both numeric (NaN !== NaN)
    return num(a.serial.length, b.serial.length) || cmp(a.serial, b.serial);
  },
  alias: (a, b) => cmp(a.keys.alias, b.keys.alias),
  model: (a, b) => cmp(a.keys.model, b.keys.model),
  location: (a, b) => cmp(a.keys.location, b.keys.location),
  // More critical errors first, then more errors; unknowable counts (null) after zero.
  errors: (a, b) =>
    num(b.criticalCount ?? -1, a.criticalCount ?? -1) ||
    num(b.errorCount ?? -1, a.errorCount ?? -1),
  release: (a, b) => cmp(a.keys.release, b.keys.release),
  // Most recently seen first; never seen last.
  lastSeen: (a, b) => num(b.lastPing ?? -Infinity, a.lastPing ?? -Infinity) || 0,
};

/** Row indices in display order. Ties break by serial so the order is stable across polls. */
export function sortOrder(rows: readonly FleetRow[], sort: FleetSort): Int32Array {
  const order = new Int32Array(rows.length);
  for (let i = 0; i < order.length; i++) order[i] = i;
  const primary = COMPARATORS[sort.id];
  const dir = sort.desc ? -1 : 1;
  const serial = COMPARATORS.serial;
  order.sort((i, j) => {
    const a = rows[i]!;
    const b = rows[j]!;
    return dir * primary(a, b) || serial(a, b) || cmp(a.guid, b.guid);
  });
  return order;
}

/** Filters except search: cheap equality checks built once per view. */
export function rowPredicate(view: FleetView): (row: FleetRow) => boolean {
  const health = view.health.length > 0 ? new Set(view.health) : undefined;
  const tokens = searchTokens(view.q);
  const { state, critical, model, country, release } = view;
  return (row) =>
    (health === undefined || health.has(row.health)) &&
    (state === undefined || row.derived.state === state) &&
    (!critical || (row.criticalCount ?? 0) > 0) &&
    (model === undefined || row.model === model) &&
    (country === undefined || row.country === country) &&
    (release === undefined || releaseValue(row) === release) &&
    (tokens.length === 0 || matchesTokens(row.search, tokens));
}

/** The release filter's value for a row: the version, or RELEASE_NONE when nothing is installed. */
export function releaseValue(row: FleetRow): string | undefined {
  const { version } = row.release;
  if (version === undefined) return undefined;
  return version === null || version.trim() === '' ? RELEASE_NONE : version;
}

/** Indices (into rows) of the rows that pass, in `order`. */
export function filterOrder(
  rows: readonly FleetRow[],
  order: Int32Array,
  view: FleetView,
): Int32Array {
  const keep = rowPredicate(view);
  const out = new Int32Array(order.length);
  let n = 0;
  for (let k = 0; k < order.length; k++) {
    const i = order[k]!;
    if (keep(rows[i]!)) out[n++] = i;
  }
  return out.subarray(0, n);
}

export interface FilterResult {
  order: Int32Array;
  view: FleetView;
  visible: Int32Array;
}

const sameFilters = (a: FleetView, b: FleetView) =>
  a.health.join() === b.health.join() &&
  a.state === b.state &&
  a.critical === b.critical &&
  a.model === b.model &&
  a.country === b.country &&
  a.release === b.release;

/**
 * filterOrder, narrowing the previous result while the user keeps typing: when only the search
 * grew (new text = old text + more), every row matching the new terms matched the old ones, so
 * only the previous hits need checking. At 100,000 units each further keystroke gets cheaper.
 */
export function filterOrderIncremental(
  rows: readonly FleetRow[],
  order: Int32Array,
  view: FleetView,
  previous: FilterResult | undefined,
): FilterResult {
  const narrowing =
    previous !== undefined &&
    previous.order === order &&
    sameFilters(previous.view, view) &&
    searchTokens(view.q).join(' ').startsWith(searchTokens(previous.view.q).join(' '));
  const visible = filterOrder(rows, narrowing ? previous.visible : order, view);
  return { order, view, visible };
}

export interface FleetSummary {
  total: number;
  byHealth: Record<HealthClass, number>;
  withCritical: number;
}

export function summarize(rows: readonly FleetRow[]): FleetSummary {
  const byHealth = Object.fromEntries(HEALTH_CLASSES.map((h) => [h, 0])) as Record<
    HealthClass,
    number
  >;
  let withCritical = 0;
  for (const row of rows) {
    byHealth[row.health] += 1;
    if ((row.criticalCount ?? 0) > 0) withCritical += 1;
  }
  return { total: rows.length, byHealth, withCritical };
}

export interface FilterOptions {
  models: string[];
  countries: string[];
  releases: string[];
}

/** Distinct values present in the data, for the filter selects. */
export function filterOptions(rows: readonly FleetRow[]): FilterOptions {
  const models = new Set<string>();
  const countries = new Set<string>();
  const releases = new Set<string>();
  for (const row of rows) {
    if (row.model) models.add(row.model);
    if (row.country) countries.add(row.country);
    const release = releaseValue(row);
    if (release !== undefined) releases.add(release);
  }
  const byText = (a: string, b: string) => a.localeCompare(b, undefined, { numeric: true });
  return {
    models: [...models].sort(byText),
    countries: [...countries].sort(byText),
    releases: [...releases].sort(byText),
  };
}

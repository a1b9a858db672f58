import { HEALTH_CLASSES, HEALTH_RANK, type HealthClass } from '@/domain/equipment/equipment-state';
import type { FleetRow } from '../table/fleet-row';
import { searchTokens } from './fleet-search';
import { sortKeys, type SortKeys } from './fleet-sort-keys';
import { rowPredicate } from '@/domain/fleet/fleet-filter';
import { isFiltered, type FleetSort, type FleetView } from '@/domain/fleet/fleet-view';
import { searchTerms } from '@/domain/fleet/search';
import {
  buildSearchIndex,
  MAX_INDEXED_TERMS,
  rowsContainingAll,
  type SearchIndex,
} from '@/domain/fleet/search-index';

// Sort once per (rows, sort) into an index permutation; filter walks that permutation per
// keystroke. Neither step copies rows, so 100,000 units stay within a frame or two.

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

/** Compares row indices: the keys' numbers where both rows have one, else the rows. */
function indexComparator(rows: readonly FleetRow[], sort: FleetSort, keys: SortKeys) {
  const primary = COMPARATORS[sort.id];
  const dir = sort.desc ? -1 : 1;
  const serial = COMPARATORS.serial;
  const p = keys.primary;
  const s = keys.serial;
  // Same result as `dir * primary(a, b) || serial(a, b) || cmp(a.guid, b.guid)`.
  return (i: number, j: number) => {
    let c: number;
    let x = p ? p[i]! : NaN;
    let y = p ? p[j]! : NaN;
    if (x === x && y === y)
      c = x < y ? -1 : x > y ? 1 : 0; // NaN !== NaN
    else c = primary(rows[i]!, rows[j]!);
    if (c) return dir * c;
    x = s[i]!;
    y = s[j]!;
    if (x === x && y === y) c = x - y;
    else c = serial(rows[i]!, rows[j]!);
    return c || cmp(rows[i]!.guid, rows[j]!.guid);
  };
}

function sortAll(rows: readonly FleetRow[], sort: FleetSort): SortResult {
  const keys = sortKeys(rows, sort.id);
  const order = new Int32Array(rows.length);
  for (let i = 0; i < order.length; i++) order[i] = i;
  order.sort(indexComparator(rows, sort, keys));
  return { rows, sort, order, keys };
}

/** Row indices in display order. Ties break by serial so the order is stable across polls. */
export function sortOrder(rows: readonly FleetRow[], sort: FleetSort): Int32Array {
  return sortAll(rows, sort).order;
}

export interface SortResult {
  rows: readonly FleetRow[];
  sort: FleetSort;
  order: Int32Array;
  /** The keys the order was made with (absent: computed again). */
  keys?: SortKeys;
}

/**
 * sortOrder, from the last result when most rows kept their place and object (a first load
 * appends a page at a time; a poll replaces the few units that changed): only the new and
 * changed rows are sorted, then merged into the rest. The order is total (guid last), so the
 * result is exactly sortOrder's. At 100,000 units a full sort per arriving page was most of the
 * load's main-thread time.
 */
export function sortOrderIncremental(
  rows: readonly FleetRow[],
  sort: FleetSort,
  previous: SortResult | undefined,
): Int32Array {
  return sortIncremental(rows, sort, previous).order;
}

/** sortOrderIncremental with the keys, for the next call. */
export function sortIncremental(
  rows: readonly FleetRow[],
  sort: FleetSort,
  previous: SortResult | undefined,
): SortResult {
  const prev = previous?.rows;
  if (
    !previous ||
    !prev ||
    previous.sort.id !== sort.id ||
    previous.sort.desc !== sort.desc ||
    rows.length < prev.length
  )
    return sortAll(rows, sort);
  const fresh: number[] = [];
  for (let i = 0; i < prev.length; i++) if (rows[i] !== prev[i]) fresh.push(i);
  // Mostly new: a plain sort is as cheap.
  if (fresh.length > prev.length / 4) return sortAll(rows, sort);
  const changed = fresh.length;
  for (let i = prev.length; i < rows.length; i++) fresh.push(i);
  if (fresh.length === 0) return previous.rows === rows ? previous : { ...previous, rows };
  const keys = previous.keys
    ? sortKeys(rows, sort.id, { keys: previous.keys, fresh })
    : sortKeys(rows, sort.id);
  const compare = indexComparator(rows, sort, keys);
  const added = Int32Array.from(fresh).sort(compare);
  const order = mergeSorted(keptOrder(previous.order, fresh, changed), added, compare);
  return { rows, sort, order, keys };
}

/** `order` without the first `count` indices of `fresh` (the rows replaced in place). */
function keptOrder(order: Int32Array, fresh: readonly number[], count: number): Int32Array {
  if (count === 0) return order;
  const moved = new Uint8Array(order.length);
  for (let k = 0; k < count; k++) moved[fresh[k]!] = 1;
  const kept = new Int32Array(order.length - count);
  let n = 0;
  for (let k = 0; k < order.length; k++) {
    const i = order[k]!;
    if (moved[i] === 0) kept[n++] = i;
  }
  return kept;
}

/**
 * Two sorted index lists as one. Each added index finds its place by binary search and the kept
 * runs between are block copies: a page of 2,000 units merged into 100,000 costs ~2,000 × 17
 * comparisons, not one per kept row (that walk was the load's longest main-thread task).
 */
export function mergeSorted(
  kept: Int32Array,
  added: Int32Array,
  compare: (i: number, j: number) => number,
): Int32Array {
  const order = new Int32Array(kept.length + added.length);
  let n = 0;
  let from = 0;
  for (let k = 0; k < added.length; k++) {
    const a = added[k]!;
    // The first kept index that sorts after a (the order is total: never equal).
    let lo = from;
    let hi = kept.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (compare(a, kept[mid]!) < 0) hi = mid;
      else lo = mid + 1;
    }
    order.set(kept.subarray(from, lo), n);
    n += lo - from;
    order[n++] = a;
    from = lo;
  }
  order.set(kept.subarray(from), n);
  return order;
}

/** Indices (into rows) of the rows that pass, in `order` (`order` itself when all pass). */
export function filterOrder(
  rows: readonly FleetRow[],
  order: Int32Array,
  view: FleetView,
): Int32Array {
  // Nothing to filter by: the order itself (a load shows a new order several times a second).
  if (!isFiltered(view)) return order;
  const terms = searchTerms(view.q);
  const out = new Int32Array(order.length);
  let n = 0;
  if (terms.length > 0 && terms.length <= MAX_INDEXED_TERMS && order.length >= INDEX_FROM) {
    // The search through the rows' one-string index; the other filters row by row.
    const matched = rowsContainingAll(searchIndexOf(rows), terms);
    const all = terms.length;
    const keep = rowPredicate({ ...view, q: '' });
    for (let k = 0; k < order.length; k++) {
      const i = order[k]!;
      if (matched[i] === all && keep(rows[i]!)) out[n++] = i;
    }
    return out.subarray(0, n);
  }
  const keep = rowPredicate(view);
  for (let k = 0; k < order.length; k++) {
    const i = order[k]!;
    if (keep(rows[i]!)) out[n++] = i;
  }
  return out.subarray(0, n);
}

/** Below this many candidate rows, row-by-row `includes` is as fast as scanning the index. */
export const INDEX_FROM = 5_000;
/** One search index per rows array: built at the first search of a big list, kept while typing. */
const searchIndexes = new WeakMap<readonly FleetRow[], SearchIndex>();

function searchIndexOf(rows: readonly FleetRow[]): SearchIndex {
  let index = searchIndexes.get(rows);
  if (!index) searchIndexes.set(rows, (index = buildSearchIndex(rows)));
  return index;
}

/**
 * The search box got focus: build the index of a big list now (~10–20 ms at 100,000 units), so
 * the first key does not wait for it.
 */
export function prepareSearch(rows: readonly FleetRow[]): void {
  if (rows.length >= INDEX_FROM) searchIndexOf(rows);
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
  a.release === b.release &&
  a.location === b.location;

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

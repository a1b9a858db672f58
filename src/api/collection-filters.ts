// The client never trusts that the server filtered or sorted (docs/decisions.md#collections).

export interface CollectionFilter {
  /** Milliseconds, inclusive, on log_date. */
  from?: number | undefined;
  /** Milliseconds, inclusive, on log_date. */
  to?: number | undefined;
  type?: string | undefined;
  controllerSerial?: string | number | undefined;
  deviceGuid?: string | undefined;
}

export type LogDateSort = 'log_date' | '-log_date';

interface Filterable {
  log_date?: unknown;
  type?: unknown;
  controller_serial?: unknown;
  device_guid?: unknown;
}

export function hasFilter(filter: CollectionFilter): boolean {
  return (
    filter.from !== undefined ||
    filter.to !== undefined ||
    (filter.type !== undefined && filter.type !== '') ||
    (filter.controllerSerial !== undefined && filter.controllerSerial !== '') ||
    (filter.deviceGuid !== undefined && filter.deviceGuid !== '')
  );
}

/**
 * Keeps the documents matching every given filter (top-level fields only,
 * docs/decisions.md#collections).
 */
export function applyCollectionFilter<T extends object>(
  items: readonly T[],
  filter: CollectionFilter,
): T[] {
  if (!hasFilter(filter)) return items.slice();
  const { from, to, type, controllerSerial, deviceGuid } = filter;
  const serial =
    controllerSerial === undefined || controllerSerial === ''
      ? undefined
      : String(controllerSerial).trim();
  return items.filter((doc) => {
    const item = doc as Filterable;
    if (from !== undefined || to !== undefined) {
      if (typeof item.log_date !== 'number') return false;
      if (from !== undefined && item.log_date < from) return false;
      if (to !== undefined && item.log_date > to) return false;
    }
    if (type && item.type !== type) return false;
    if (serial !== undefined && String(item.controller_serial) !== serial) return false;
    if (deviceGuid && item.device_guid !== deviceGuid) return false;
    return true;
  });
}

/** Stable sort on log_date; documents without a readable log_date go last either way. */
export function sortByLogDate<T extends object>(items: readonly T[], sort: LogDateSort): T[] {
  const dir = sort === '-log_date' ? -1 : 1;
  const dateOf = (item: T) => {
    const d = (item as Filterable).log_date;
    return typeof d === 'number' ? d : undefined;
  };
  return items
    .map((item, index) => ({ item, index, date: dateOf(item) }))
    .sort((a, b) => {
      const da = a.date;
      const db = b.date;
      if (da === undefined || db === undefined) {
        if (da === db) return a.index - b.index;
        return da === undefined ? 1 : -1;
      }
      return da === db ? a.index - b.index : (da - db) * dir;
    })
    .map(({ item }) => item);
}

/** Drops later repeats of a `_meta.guid` (pages can overlap when the collection grows meanwhile). */
export function dedupeByGuid<T extends { _meta: { guid: string } }>(items: readonly T[]): T[] {
  const seen = new Set<string>();
  const out: T[] = [];
  for (const item of items) {
    if (seen.has(item._meta.guid)) continue;
    seen.add(item._meta.guid);
    out.push(item);
  }
  return out;
}

/** X-Total-Count as a non-negative integer, or undefined when absent or unreadable. */
export function totalCountOf(headers: Headers): number | undefined {
  const raw = headers.get('X-Total-Count');
  if (raw === null || !/^\s*\d+\s*$/.test(raw)) return undefined;
  return Number(raw);
}

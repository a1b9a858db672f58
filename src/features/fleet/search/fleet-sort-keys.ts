import { EQUIPMENT_STATES, HEALTH_RANK } from '@/domain/equipment/equipment-state';
import type { FleetSortId } from '@/domain/fleet/fleet-view';
import type { FleetRow } from '../table/fleet-row';

// A number per row that orders rows as the column's comparator does (fleet-query.ts), so a sort
// of 100,000 rows mostly compares two numbers instead of reading two rows' fields and strings.
// NaN: the row has no such number; a pair with one is compared by the comparator itself, so the
// order never depends on the keys, only its cost does.

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const STATE_RANK = new Map(
  [...EQUIPMENT_STATES, 'unknown'].sort(cmp).map((state, rank) => [state, rank] as const),
);
const STATES = 64;
/** Error counts below this fit the errors key exactly (a count is at most the bits set). */
const COUNTS = 2 ** 20;

const count = (n: number | null) =>
  n === null ? 0 : Number.isInteger(n) && n >= 0 && n < COUNTS - 1 ? n + 1 : NaN;

const PRIMARY: Partial<Record<FleetSortId, (row: FleetRow) => number>> = {
  // Health rank, then the state name's place in text order.
  state: (row) => HEALTH_RANK[row.health] * STATES + (STATE_RANK.get(row.derived.state) ?? NaN),
  serial: (row) => row.keys.serialNum,
  // More critical errors first, then more errors; an unknowable count (null) ranks as -1.
  errors: (row) => -(count(row.criticalCount) * COUNTS + count(row.errorCount)),
  // Most recently seen first, never seen last.
  lastSeen: (row) => (row.lastPing === undefined ? Infinity : -row.lastPing),
};

export interface SortKeys {
  /** Per row index: the sort column's key, when the column has one. */
  primary: Float64Array | undefined;
  /** Per row index: the serial as a number (the tie-break), NaN when not all digits. */
  serial: Float64Array;
}

/**
 * Keys for `rows`; with `previous` (keys of an earlier rows array), only the indices in `fresh`
 * and those past the previous length are computed, the rest copied.
 */
export function sortKeys(
  rows: readonly FleetRow[],
  id: FleetSortId,
  previous?: { keys: SortKeys; fresh: readonly number[] },
): SortKeys {
  const key = PRIMARY[id];
  const primary = key ? new Float64Array(rows.length) : undefined;
  const serial = new Float64Array(rows.length);
  const fill = (i: number) => {
    const row = rows[i]!;
    if (primary) primary[i] = key!(row);
    serial[i] = row.keys.serialNum;
  };
  if (!previous) {
    for (let i = 0; i < rows.length; i++) fill(i);
    return { primary, serial };
  }
  const { keys, fresh } = previous;
  if (primary && !keys.primary) return sortKeys(rows, id);
  if (primary) primary.set(keys.primary!.subarray(0, rows.length));
  serial.set(keys.serial.subarray(0, rows.length));
  for (const i of fresh) fill(i);
  return { primary, serial };
}

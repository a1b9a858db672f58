import { int } from './fleet-history-day.ts';
import {
  rateFromDayEnds,
  RATE_WINDOW_DAYS,
  type DayEnd,
  type UsageRate,
} from '../service/usage-rate.ts';

// docs/decisions.md#service-forecast: the fleet-wide usage rate, one number per unit and counter,
// kept by the history fold from the values it sees (the last of each of the unit's days), by
// the same rules as the board's rate (usage-rate.ts). The alert rules read it for every unit.

/** guid → counter type → minutes per day: the rates the alert rules and forecasts read. */
export type FleetRates = ReadonlyMap<string, ReadonlyMap<string, number>>;

export interface RateBook {
  /**
   * guid → the day ends of every counter, packed as triples [type id, day × 2 + dropped, value],
   * each type's oldest first (the rate window and one day before it). Objects per day end and a
   * record per unit cost ~370 bytes per unit on the first day alone (bench heap snapshot); these
   * numbers stay small integers, 4 bytes each.
   */
  ends: Map<string, number[]>;
  /** Counter type → its id in `ends`. */
  typeIds: Map<string, number>;
  /** guid → counter type → median minutes per day; absent: not enough data. */
  perDay: Map<string, Map<string, number>>;
  /** Goes up whenever a rate in perDay changed, so a reader can tell without walking it. */
  version: number;
}

export const emptyRateBook = (): RateBook => ({
  ends: new Map(),
  typeIds: new Map(),
  perDay: new Map(),
  version: 0,
});

const NO_ENDS: number[] = [];

/** One type's day ends, oldest first, as rateFromDayEnds reads them. */
function dayEndsOf(list: readonly number[], id: number): DayEnd[] {
  const out: DayEnd[] = [];
  for (let i = 0; i < list.length; i += 3)
    if (list[i] === id)
      out.push({ day: list[i + 1]! >> 1, value: list[i + 2]!, dropped: (list[i + 1]! & 1) === 1 });
  return out;
}

/** One counter value seen on the unit's day `today` (day number). */
export function noteCounter(
  book: RateBook,
  guid: string,
  type: string,
  value: number,
  today: number,
): void {
  let id = book.typeIds.get(type);
  if (id === undefined) book.typeIds.set(type, (id = book.typeIds.size));
  let list = book.ends.get(guid) ?? NO_ENDS;
  let last = -1;
  for (let i = list.length - 3; i >= 0; i -= 3)
    if (list[i] === id) {
      last = i;
      break;
    }
  const lastDay = last < 0 ? 0 : list[last + 1]! >> 1;
  const lastValue = last < 0 ? 0 : list[last + 2]!;
  if (last >= 0 && lastDay === today) {
    if (lastValue === value) return;
    if (value < lastValue) list[last + 1] = list[last + 1]! | 1;
    list[last + 2] = int(value);
  } else if (last < 0 || lastDay < today) {
    const dropped = last >= 0 && value < lastValue ? 1 : 0;
    // A new array of the exact size (a grown one keeps spare room), without this type's days
    // older than the window.
    const oldest = today - RATE_WINDOW_DAYS - 1;
    let keep = 0;
    for (let i = 0; i < list.length; i += 3)
      if (list[i] !== id || list[i + 1]! >> 1 >= oldest) keep++;
    const next = new Array<number>(3 * keep + 3);
    let n = 0;
    for (let i = 0; i < list.length; i += 3) {
      if (list[i] === id && list[i + 1]! >> 1 < oldest) continue;
      next[n++] = list[i]!;
      next[n++] = list[i + 1]!;
      next[n++] = list[i + 2]!;
    }
    next[n++] = id;
    next[n++] = today * 2 + dropped;
    next[n] = int(value);
    book.ends.set(guid, (list = next));
  } else return; // an older day than the last one seen: too late to count
  const ends = dayEndsOf(list, id);
  const rate = ends.length > 1 ? rateFromDayEnds(ends, today) : undefined;
  let rates = book.perDay.get(guid);
  if (rate?.kind === 'rate') {
    if (!rates) book.perDay.set(guid, (rates = new Map()));
    if (rates.get(type) === rate.perDay) return;
    rates.set(type, rate.perDay);
    book.version++;
  } else if (rates?.delete(type)) book.version++;
}

/** The kept rate as a UsageRate for `forecastDate` (no spread: one number per counter). */
export function keptRate(perDay: number | undefined): UsageRate {
  return perDay !== undefined && perDay > 0
    ? { kind: 'rate', perDay, low: perDay, high: perDay, days: 0 }
    : { kind: 'not-enough-data', days: 0 };
}

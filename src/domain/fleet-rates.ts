import { rateFromDayEnds, RATE_WINDOW_DAYS, type DayEnd, type UsageRate } from './usage-rate';

// docs/decisions.md#service-forecast: the fleet-wide usage rate, one number per unit and counter,
// kept by the history fold from the values it sees (the last of each of the unit's days), by
// the same rules as the board's rate (usage-rate.ts). The alert rules read it for every unit.

export interface RateBook {
  /**
   * guid → counter type → day ends, oldest first (the rate window and one day before it). The
   * inner one is a plain object: a Map per unit cost ~190 bytes, 19 MB at 100,000 units.
   */
  ends: Map<string, Record<string, DayEnd[]>>;
  /** guid → counter type → median minutes per day; absent: not enough data. */
  perDay: Map<string, Map<string, number>>;
  /** Goes up whenever a rate in perDay changed, so a reader can tell without walking it. */
  version: number;
}

export const emptyRateBook = (): RateBook => ({ ends: new Map(), perDay: new Map(), version: 0 });

/** One counter value seen on the unit's day `today` (day number). */
export function noteCounter(
  book: RateBook,
  guid: string,
  type: string,
  value: number,
  today: number,
): void {
  let unit = book.ends.get(guid);
  if (!unit) book.ends.set(guid, (unit = Object.create(null) as Record<string, DayEnd[]>));
  let list = unit[type];
  if (!list) unit[type] = list = [];
  const last = list.at(-1);
  if (last && last.day === today) {
    if (last.value === value) return;
    if (value < last.value) last.dropped = true;
    last.value = value;
  } else if (!last || last.day < today) {
    list.push({ day: today, value, dropped: last !== undefined && value < last.value });
    while (list[0]!.day < today - RATE_WINDOW_DAYS - 1) list.shift();
  } else return; // an older day than the last one seen: too late to count
  const rate = list.length > 1 ? rateFromDayEnds(list, today) : undefined;
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

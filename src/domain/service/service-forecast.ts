import { BUILTIN_ERROR_CATALOG } from '../equipment/error-catalog.ts';
import type { UnitZone } from '../local-clock.ts';
import { serviceLimit, serviceStatus, type ServiceStatus } from './service-status.ts';
import {
  clockFor,
  dayName,
  localDay,
  usageRate,
  type CounterReading,
  type PartChange,
  type UsageRate,
} from './usage-rate.ts';

// docs/decisions.md#service-forecast: one counter of one unit against its limit, with the date
// the limit is reached. The one function behind the service board and the unit's maintenance
// section, so both always say the same.

const DAY_MS = 86_400_000;

export type ServiceForecast =
  | {
      kind: 'date';
      /** The unit's local calendar day the limit is reached ("2026-12-03"). */
      day: string;
      /** Range from the spread of the daily rates; latest undefined = no upper bound. */
      earliest: string;
      latest: string | undefined;
      /** For the "Due soon" window and sorting: now + days left. */
      at: number;
    }
  | { kind: 'not-enough-data' };

/**
 * The limit is reached `(limit − value) / rate` days from now. Days are counted on the unit's
 * calendar, not in 24-hour steps, so a DST switch never moves the date.
 */
export function forecastDate(input: {
  value: number;
  limit: number;
  rate: UsageRate;
  now: number;
  zone: UnitZone | null | undefined;
}): ServiceForecast {
  const { value, limit, rate, now, zone } = input;
  if (rate.kind !== 'rate') return { kind: 'not-enough-data' };
  const today = localDay(clockFor(zone), now);
  const left = Math.max(0, limit - value);
  const days = left / rate.perDay;
  const on = (d: number) => dayName(today + Math.floor(d));
  return {
    kind: 'date',
    day: on(days),
    earliest: on(left / Math.max(rate.high, rate.perDay)),
    latest: rate.low > 0 ? on(left / rate.low) : undefined,
    at: now + days * DAY_MS,
  };
}

/** Bits 17–26: the controller's own "Change …" requests. */
export const CHANGE_BITS: readonly number[] = [17, 18, 19, 20, 21, 22, 23, 24, 25, 26];
const CHANGE_TEXT = new Map(BUILTIN_ERROR_CATALOG.map((e) => [e.bit, e.description]));

const CHANGE_MASK = CHANGE_BITS.reduce((m, bit) => m | (1n << BigInt(bit)), 0n);
const NO_ASKS: readonly string[] = Object.freeze([]);
// A handful of distinct combinations across a fleet: worked out once each (BigInt shifts per
// unit were the costliest part of building the board's rows).
const asksByBits = new Map<bigint, readonly string[]>();

/** What the controller asks to be changed ("Change lamps"); shown whatever the forecast says. */
export function controllerAsks(activeErrors: bigint | null | undefined): readonly string[] {
  if (activeErrors === null || activeErrors === undefined) return NO_ASKS;
  const bits = activeErrors & CHANGE_MASK;
  if (bits === 0n) return NO_ASKS;
  let asks = asksByBits.get(bits);
  if (!asks) {
    asks = CHANGE_BITS.filter((bit) => (bits >> BigInt(bit)) & 1n).map(
      (bit) => CHANGE_TEXT.get(bit) ?? `Bit ${bit}`,
    );
    asksByBits.set(bits, asks);
  }
  return asks;
}

const NO_READINGS = {
  rate: { kind: 'not-enough-data', days: 0 } as UsageRate,
  changes: [] as PartChange[],
};

export interface ServiceCounterInput {
  type: string;
  value: number;
  /** Endpoint 5's limit for this counter, when read. */
  endpointLimit?: number | null | undefined;
  configLimits: Readonly<Record<string, number>>;
  /** Readings of this counter (history or session logs); none = "not enough data". */
  readings?: readonly CounterReading[];
  zone: UnitZone | null | undefined;
  now: number;
  dueSoonDays?: number;
}

export interface ServiceCounter {
  type: string;
  value: number;
  limit: number;
  /** value / limit, not clamped. */
  share: number;
  status: ServiceStatus;
  rate: UsageRate;
  forecast: ServiceForecast;
  /** Newest first. */
  changes: PartChange[];
}

/** undefined: the counter has no limit and is not on the service board. */
export function serviceCounter(input: ServiceCounterInput): ServiceCounter | undefined {
  const limit = serviceLimit(input.type, input.endpointLimit, input.configLimits);
  if (limit === undefined || !Number.isFinite(input.value)) return undefined;
  // Most rows of a big board have no readings yet: share one answer instead of building it.
  const { rate, changes } = input.readings?.length
    ? usageRate({ readings: input.readings, zone: input.zone, now: input.now })
    : NO_READINGS;
  const forecast = forecastDate({
    value: input.value,
    limit,
    rate,
    now: input.now,
    zone: input.zone,
  });
  const status = serviceStatus({
    value: input.value,
    limit,
    forecastAt: forecast.kind === 'date' ? forecast.at : undefined,
    now: input.now,
    ...(input.dueSoonDays !== undefined ? { dueSoonDays: input.dueSoonDays } : {}),
  });
  return {
    type: input.type,
    value: input.value,
    limit,
    share: input.value / limit,
    status,
    rate,
    forecast,
    changes,
  };
}

export const SERVICE_STATUS_WORDS: Readonly<Record<ServiceStatus, string>> = {
  overdue: 'Overdue',
  'due-soon': 'Due soon',
  ok: 'OK',
};

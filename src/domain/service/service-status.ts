// docs/decisions.md#service-forecast: a counter's limit, and its status against that limit.

export type ServiceStatus = 'overdue' | 'due-soon' | 'ok';

export const DUE_SOON_SHARE = 0.9;
export const DEFAULT_DUE_SOON_DAYS = 14;
const DAY_MS = 86_400_000;

const positive = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n) && n > 0;

/** Endpoint 5's `limit` for the counter when read, else config `serviceLimitsMinutes[type]`. */
export function serviceLimit(
  type: string,
  endpointLimit: number | null | undefined,
  configLimits: Readonly<Record<string, number>>,
): number | undefined {
  if (positive(endpointLimit)) return endpointLimit;
  const configured = configLimits[type];
  return positive(configured) ? configured : undefined;
}

export interface ServiceStatusInput {
  /** Minutes used (docs/decisions.md#maintenance-counters). */
  value: number;
  limit: number;
  /** Forecast date (epoch ms) when one exists; undefined = "not enough data". */
  forecastAt?: number | undefined;
  now: number;
  dueSoonDays?: number;
}

/** Overdue at the limit; Due soon from 90 % or when the forecast falls within dueSoonDays. */
export function serviceStatus(input: ServiceStatusInput): ServiceStatus {
  const { value, limit, forecastAt, now, dueSoonDays = DEFAULT_DUE_SOON_DAYS } = input;
  if (value >= limit) return 'overdue';
  if (value >= DUE_SOON_SHARE * limit) return 'due-soon';
  if (forecastAt !== undefined && forecastAt - now <= dueSoonDays * DAY_MS) return 'due-soon';
  return 'ok';
}

// The limits and window the engine's service rules and forecasts use: the app's own config.json
// (the same file the browser reads), so both name the same limits.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface ServiceConfig {
  serviceLimits: Readonly<Record<string, number>>;
  dueSoonDays: number;
}

/** The app's defaults (src/config DEFAULT_CONFIG; docs/decisions.md#config). */
const DEFAULT_DUE_SOON_DAYS = 14;

/** The two keys as the browser reads them: a bad entry is left out, a bad window is the default. */
export function serviceConfigOfJson(raw: unknown): ServiceConfig {
  const record = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const limits = record.serviceLimitsMinutes;
  const serviceLimits: Record<string, number> = {};
  if (typeof limits === 'object' && limits !== null && !Array.isArray(limits))
    for (const [type, value] of Object.entries(limits))
      if (typeof value === 'number' && Number.isFinite(value) && value > 0)
        serviceLimits[type] = value;
  const days = record.dueSoonDays;
  const dueSoonDays =
    Number.isInteger(days) && (days as number) >= 1 && (days as number) <= 3650
      ? (days as number)
      : DEFAULT_DUE_SOON_DAYS;
  return { serviceLimits, dueSoonDays };
}

/** `<dir>/config.json`; defaults when missing or unreadable. */
export async function loadServiceConfig(dir: string | undefined): Promise<ServiceConfig> {
  let raw: unknown;
  if (dir) raw = await readFile(join(dir, 'config.json'), 'utf8').then(JSON.parse, () => undefined);
  return serviceConfigOfJson(raw);
}

const DEFAULTS: ServiceConfig = { serviceLimits: {}, dueSoonDays: DEFAULT_DUE_SOON_DAYS };
const configs = new WeakMap<object, ServiceConfig>();

/** The config an engine was registered with (runners/alerts-area.ts), for its routes. */
export function setServiceConfig(engine: object, config: ServiceConfig): void {
  configs.set(engine, config);
}

export const serviceConfigOf = (engine: object): ServiceConfig => configs.get(engine) ?? DEFAULTS;

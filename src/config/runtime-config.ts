import { DEFAULT_STATE_CODES } from '@/domain/equipment/state-codes';

// The base URL is not known at build time: config.json decides it (docs/decisions.md#config).
export type PermissionAction = 'read' | 'update' | 'reset' | 'controllerUpdate';

export interface RuntimeConfig {
  apiBaseUrl: string;
  stateCodes: Record<string, string>;
  offlineAfterMs: number;
  permissions: Record<PermissionAction, string>;
  pollIntervalsMs: { fleet: number; equipment: number; actionProgress: number };
  /** A campaign's sent unit not verified this long has failed (docs/decisions.md#campaigns). */
  campaignVerifyMs: number;
  /** Counter type → service limit in minutes, when endpoint 5 gives none (docs/decisions.md#service-forecast). */
  serviceLimitsMinutes: Record<string, number>;
  /** A forecast within this many days makes a counter "Due soon". */
  dueSoonDays: number;
}

export const DEFAULT_CONFIG: RuntimeConfig = {
  apiBaseUrl: '/api',
  // The state table (docs/decisions.md#equipment-state) lives in the domain; config.json
  // `stateCodes` entries override single codes.
  stateCodes: { ...DEFAULT_STATE_CODES },
  offlineAfterMs: 600_000,
  permissions: {
    read: 'equipment.read',
    update: 'equipment.update',
    reset: 'controller.reset',
    controllerUpdate: 'controller.update',
  },
  pollIntervalsMs: { fleet: 30_000, equipment: 10_000, actionProgress: 2_000 },
  campaignVerifyMs: 600_000,
  serviceLimitsMinutes: {},
  dueSoonDays: 14,
};

// Hand-written checks rather than zod: this runs before the first render, and zod would add
// ~25 KB gzip to the sign-in page. Each key is checked on its own: one bad key falls back alone.
type Guard<T> = (v: unknown) => v is T;
const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isText: Guard<string> = (v): v is string => typeof v === 'string' && v.length > 0;
const isPositiveMs: Guard<number> = (v): v is number => Number.isInteger(v) && (v as number) > 0;

/** The entries of `raw[key]` (an object) whose names and values pass the guards. */
function entries<T>(
  raw: Record<string, unknown>,
  key: string,
  name: (k: string) => boolean,
  value: Guard<T>,
) {
  const o = raw[key];
  if (!isRecord(o)) return {};
  return Object.fromEntries(
    Object.entries(o).filter((e): e is [string, T] => name(e[0]) && value(e[1])),
  );
}

const PERMISSION_KEYS = new Set(Object.keys(DEFAULT_CONFIG.permissions));
const POLL_KEYS = new Set(Object.keys(DEFAULT_CONFIG.pollIntervalsMs));

export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  if (!isRecord(raw)) return DEFAULT_CONFIG;
  return {
    apiBaseUrl: isText(raw.apiBaseUrl) ? raw.apiBaseUrl : DEFAULT_CONFIG.apiBaseUrl,
    stateCodes: {
      ...DEFAULT_CONFIG.stateCodes,
      ...entries(raw, 'stateCodes', (k) => /^-?\d+$/.test(k), isText),
    },
    offlineAfterMs: isPositiveMs(raw.offlineAfterMs)
      ? raw.offlineAfterMs
      : DEFAULT_CONFIG.offlineAfterMs,
    permissions: {
      ...DEFAULT_CONFIG.permissions,
      ...entries(raw, 'permissions', (k) => PERMISSION_KEYS.has(k), isText),
    },
    pollIntervalsMs: {
      ...DEFAULT_CONFIG.pollIntervalsMs,
      ...entries(raw, 'pollIntervalsMs', (k) => POLL_KEYS.has(k), isPositiveMs),
    },
    campaignVerifyMs: isPositiveMs(raw.campaignVerifyMs)
      ? raw.campaignVerifyMs
      : DEFAULT_CONFIG.campaignVerifyMs,
    serviceLimitsMinutes: entries(raw, 'serviceLimitsMinutes', isText, isPositiveMinutes),
    dueSoonDays: isDays(raw.dueSoonDays) ? raw.dueSoonDays : DEFAULT_CONFIG.dueSoonDays,
  };
}

const isPositiveMinutes: Guard<number> = (v): v is number =>
  typeof v === 'number' && Number.isFinite(v) && v > 0;
const isDays: Guard<number> = (v): v is number =>
  Number.isInteger(v) && (v as number) > 0 && (v as number) <= 3650;

const shown = (v: unknown) => {
  try {
    return JSON.stringify(v) ?? String(v);
  } catch {
    return String(v);
  }
};

/**
 * Plain sentences for the keys of the service board that config.json got wrong: each bad value
 * is ignored alone (docs/decisions.md#config), and the console says which and why.
 */
export function configProblems(raw: unknown): string[] {
  if (!isRecord(raw)) return [];
  const out: string[] = [];
  const limits = raw.serviceLimitsMinutes;
  if (limits !== undefined) {
    if (!isRecord(limits))
      out.push(
        `serviceLimitsMinutes must be an object of counter type → minutes, like {"lamps": 48000}; got ${shown(limits)}. No configured limits are used.`,
      );
    else
      for (const [type, value] of Object.entries(limits))
        if (!isPositiveMinutes(value))
          out.push(
            `serviceLimitsMinutes.${type} must be a positive number of minutes; got ${shown(value)}. This limit is ignored.`,
          );
  }
  if (raw.dueSoonDays !== undefined && !isDays(raw.dueSoonDays))
    out.push(
      `dueSoonDays must be a whole number of days from 1 to 3650; got ${shown(raw.dueSoonDays)}. Using ${DEFAULT_CONFIG.dueSoonDays}.`,
    );
  return out;
}

let current: RuntimeConfig = DEFAULT_CONFIG;
let loading: Promise<RuntimeConfig> | undefined;

export function getRuntimeConfig(): RuntimeConfig {
  return current;
}

/** Test seam and start-up hook: replaces the active configuration. */
export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}

/**
 * Reads config.json from the app's base path; a missing or broken file means defaults
 * (docs/decisions.md#config).
 */
export function loadRuntimeConfig(
  fetchImpl: typeof fetch = fetch,
  timeoutMs = CONFIG_TIMEOUT_MS,
): Promise<RuntimeConfig> {
  loading = readRuntimeConfig(fetchImpl, timeoutMs);
  return loading;
}

/** A hanging config.json must not hold every request back for ever. */
export const CONFIG_TIMEOUT_MS = 10_000;

/**
 * Resolves once config.json was read (or found unreadable): the signed-in pages wait for it, the
 * sign-in page does not (docs/decisions.md#config). At once when nothing is loading (tests).
 */
export function runtimeConfigReady(): Promise<RuntimeConfig> {
  return loading ?? Promise.resolve(current);
}

async function readRuntimeConfig(
  fetchImpl: typeof fetch,
  timeoutMs: number,
): Promise<RuntimeConfig> {
  const controller = new AbortController();
  let timedOut: (reason: Error) => void = () => undefined;
  const late = new Promise<never>((_, reject) => (timedOut = reject));
  const timer = setTimeout(() => {
    const why = new Error(
      `config.json did not answer within ${timeoutMs / 1000} s; check the server that hosts the app`,
    );
    controller.abort(why);
    timedOut(why);
  }, timeoutMs);
  try {
    // index.html preloads it; the server sends it with `no-cache`, so it is always revalidated.
    const raw: unknown = await Promise.race([
      (async () => {
        const url = `${import.meta.env.BASE_URL}config.json`;
        const res = await fetchImpl(url, { signal: controller.signal });
        if (!res.ok) throw new Error(`config.json answered ${res.status}`);
        return (await res.json()) as unknown;
      })(),
      late,
    ]);
    for (const problem of configProblems(raw)) console.warn(`config.json: ${problem}`);
    current = parseRuntimeConfig(raw);
  } catch (error) {
    console.warn('config.json unreadable, using defaults:', error);
    current = DEFAULT_CONFIG;
  } finally {
    clearTimeout(timer);
  }
  return current;
}

import { z } from 'zod';
import { DEFAULT_STATE_CODES } from '@/domain/equipment-state';

// A1: the base URL is not known at build time; config.json beside index.html decides it.
export type PermissionAction = 'read' | 'update' | 'reset' | 'controllerUpdate';

export interface RuntimeConfig {
  apiBaseUrl: string;
  stateCodes: Record<string, string>;
  offlineAfterMs: number;
  permissions: Record<PermissionAction, string>;
  pollIntervalsMs: { fleet: number; equipment: number; actionProgress: number };
}

export const DEFAULT_CONFIG: RuntimeConfig = {
  apiBaseUrl: '/api',
  // A7's table lives in the domain; config.json `stateCodes` entries override single codes.
  stateCodes: { ...DEFAULT_STATE_CODES },
  offlineAfterMs: 600_000,
  permissions: {
    read: 'equipment.read',
    update: 'equipment.update',
    reset: 'controller.reset',
    controllerUpdate: 'controller.update',
  },
  pollIntervalsMs: { fleet: 30_000, equipment: 10_000, actionProgress: 2_000 },
};

const positiveMs = z.number().int().positive();

// Each key is parsed on its own: one bad key falls back to its default, the rest still apply.
const fileSchema = z.object({
  apiBaseUrl: z.string().min(1).optional().catch(undefined),
  stateCodes: z
    .record(z.string().regex(/^-?\d+$/), z.string().min(1))
    .optional()
    .catch(undefined),
  offlineAfterMs: positiveMs.optional().catch(undefined),
  permissions: z
    .object({
      read: z.string().min(1).optional().catch(undefined),
      update: z.string().min(1).optional().catch(undefined),
      reset: z.string().min(1).optional().catch(undefined),
      controllerUpdate: z.string().min(1).optional().catch(undefined),
    })
    .optional()
    .catch(undefined),
  pollIntervalsMs: z
    .object({
      fleet: positiveMs.optional().catch(undefined),
      equipment: positiveMs.optional().catch(undefined),
      actionProgress: positiveMs.optional().catch(undefined),
    })
    .optional()
    .catch(undefined),
});

function defined<V>(o: Record<string, V | undefined> | undefined): Record<string, V> {
  if (!o) return {};
  return Object.fromEntries(Object.entries(o).filter((e): e is [string, V] => e[1] !== undefined));
}

export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  const parsed = fileSchema.safeParse(raw);
  if (!parsed.success) return DEFAULT_CONFIG;
  const f = parsed.data;
  return {
    apiBaseUrl: f.apiBaseUrl ?? DEFAULT_CONFIG.apiBaseUrl,
    stateCodes: { ...DEFAULT_CONFIG.stateCodes, ...defined(f.stateCodes) },
    offlineAfterMs: f.offlineAfterMs ?? DEFAULT_CONFIG.offlineAfterMs,
    permissions: { ...DEFAULT_CONFIG.permissions, ...defined(f.permissions) },
    pollIntervalsMs: { ...DEFAULT_CONFIG.pollIntervalsMs, ...defined(f.pollIntervalsMs) },
  };
}

let current: RuntimeConfig = DEFAULT_CONFIG;

export function getRuntimeConfig(): RuntimeConfig {
  return current;
}

/** Test seam and start-up hook: replaces the active configuration. */
export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}

/** Reads config.json from the app's base path; a missing or broken file means defaults (A1). */
export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  try {
    const res = await fetchImpl(`${import.meta.env.BASE_URL}config.json`, { cache: 'no-store' });
    if (!res.ok) throw new Error(`config.json answered ${res.status}`);
    current = parseRuntimeConfig(await res.json());
  } catch (error) {
    console.warn('config.json unreadable, using defaults:', error);
    current = DEFAULT_CONFIG;
  }
  return current;
}

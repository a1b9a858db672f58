// The limits and window the engine's service rules and forecasts use: the app's own config.json
// (the same file the browser reads), so both name the same limits.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseRuntimeConfig } from '../../../src/config/runtime-config.ts';

export interface ServiceConfig {
  serviceLimits: Readonly<Record<string, number>>;
  dueSoonDays: number;
}

/** `<dir>/config.json` read like the browser reads it; defaults when missing or unreadable. */
export async function loadServiceConfig(dir: string | undefined): Promise<ServiceConfig> {
  let raw: unknown;
  if (dir) raw = await readFile(join(dir, 'config.json'), 'utf8').then(JSON.parse, () => undefined);
  const config = parseRuntimeConfig(raw);
  return { serviceLimits: config.serviceLimitsMinutes, dueSoonDays: config.dueSoonDays };
}

import type { Equipment } from '@/domain/documents/schemas';
import { DEFAULT_STATE_CODES } from '@/domain/equipment/equipment-state';
import { BUILTIN_ERROR_CATALOG } from '@/domain/equipment/error-catalog';
import type { ProjectOptions } from '@/domain/fleet/fleet-unit';

// Equipment documents described by what the fleet list shows (state, ping, errors, release…),
// for the fleet's unit tests; the plain factories are in documents.ts.
export const NOW = 1_800_000_000_000;

export const ROW_OPTIONS: ProjectOptions = {
  now: NOW,
  offlineAfterMs: 600_000,
  stateCodes: DEFAULT_STATE_CODES,
  catalog: BUILTIN_ERROR_CATALOG,
};

interface UnitSpec {
  guid: string;
  serial: string;
  alias?: string;
  model?: string;
  city?: string;
  country?: string;
  state?: number;
  ping?: number | null;
  errors?: bigint | number;
  release?: string | null;
  noDevice?: boolean;
}

export function equipment(spec: UnitSpec): Equipment {
  const ping = spec.ping === undefined ? NOW - 60_000 : spec.ping;
  return {
    _meta: { guid: spec.guid },
    app: 'sunbed',
    serial: spec.serial,
    model: spec.model ?? 'Luxura X7',
    type: 'SUNBED',
    ...(spec.alias !== undefined ? { alias: spec.alias } : {}),
    ...(spec.noDevice
      ? {}
      : { device: { guid: `dev-${spec.guid}`, ...(ping !== null ? { last_ping: ping } : {}) } }),
    location: { city: spec.city ?? 'Utrecht', country: spec.country ?? 'NL' },
    controller: {
      state: spec.state ?? 10,
      ...(spec.errors !== undefined ? { active_errors: spec.errors } : {}),
      ...(spec.release !== undefined ? { release: { version: spec.release } } : {}),
    },
  } as Equipment;
}

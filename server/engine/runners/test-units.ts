// Slim fleet units for the runners' tests: only what the rules and the fold read.
import type { FleetUnit } from '../../../src/domain/fleet/fleet-unit.ts';

export const ALPHA = 'company-alpha';
export const BETA = 'company-beta';

export function testUnit(guid: string, patch: Partial<FleetUnit> = {}): FleetUnit {
  return {
    guid,
    serial: `SN-${guid}`,
    alias: '',
    companyGuids: [ALPHA],
    health: 'ok',
    lastPing: Date.UTC(2026, 10, 27, 12),
    criticalCount: 0,
    stateCode: 10,
    derived: { state: 'stand-by', rawCode: 10 },
    location: undefined,
    hours: [{ type: 'lamps', value: 1000 }],
    release: { type: 'main', version: '1.0.0', hash: null },
    logs: { parameter: 1, boot: 1, session: 5, error: 0, event: 0 },
    ...patch,
  } as unknown as FleetUnit;
}

import { describe, expect, it } from 'vitest';
import { projectFleetUnit, type FleetUnitSource } from '../../../src/domain/fleet/fleet-unit.ts';
import { sameFleetUnit } from '../../../src/domain/fleet/fleet-unit-equal.ts';
import { mergeCatalog } from '../../../src/domain/equipment/error-catalog.ts';
import { DEFAULT_STATE_CODES } from '../../../src/domain/equipment/equipment-state.ts';
import { shareParts } from './share-parts.ts';

const T0 = Date.UTC(2026, 10, 27, 12);
const options = {
  now: T0,
  offlineAfterMs: 600_000,
  stateCodes: DEFAULT_STATE_CODES,
  catalog: mergeCatalog(null),
};
const doc = (ping: number, operating: number, city = 'Utrecht'): FleetUnitSource =>
  ({
    _meta: { guid: 'u1', updated: ping },
    app: 'sunbed',
    serial: '1001',
    model: 'Luxura',
    type: 'V10',
    alias: 'Cabin 1',
    company_guids: ['company-alpha'],
    device: { guid: 'd1', last_ping: ping },
    location: { place_id: 'p1', city, country: 'NL', geometry: { lat: 52.1, lng: 5.1 } },
    controller: {
      state: 10,
      timestamp: ping,
      release: { type: 'main', version: '4.10.2', hash: 'abc' },
      hours: [{ type: 'operating', value: operating }],
      logs: { parameter: 1, boot: 2, session: 3, error: 0, event: 4 },
    },
  }) as FleetUnitSource;

describe('a polled unit shares its unchanged parts with the unit held since the last poll', () => {
  it('takes the held objects for equal parts and keeps the new ones for changed parts', () => {
    const held = projectFleetUnit(doc(T0, 100), options);
    const fresh = projectFleetUnit(doc(T0 + 30_000, 101, 'Amersfoort'), options);
    const copy = projectFleetUnit(doc(T0 + 30_000, 101, 'Amersfoort'), options);
    const next = shareParts(held, fresh);
    // The content is the fresh projection's, whatever was shared.
    expect(sameFleetUnit(next, copy)).toBe(true);
    expect(next.lastPing).toBe(T0 + 30_000);
    for (const part of ['derived', 'release', 'logs', 'companyGuids'] as const)
      expect(next[part]).toBe(held[part]);
    expect(next.hours).not.toBe(held.hours);
    expect(next.location).not.toBe(held.location);
    expect(next.location?.city).toBe('Amersfoort');
    expect(next.keys).not.toBe(held.keys);
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEFAULT_STATE_CODES } from '../equipment/equipment-state.ts';
import { BUILTIN_ERROR_CATALOG } from '../equipment/error-catalog.ts';
import { equipmentSchema } from '../documents/schemas.ts';
import { parseDocument } from '../documents/tolerant.ts';
import { projectFleetUnit, type FleetUnitSource, type ProjectOptions } from './fleet-unit.ts';
import { sameFleetUnit } from './fleet-unit-equal.ts';
import { pingFleetUnit, type FleetPing } from './fleet-unit-ping.ts';

const T = 1_800_000_000_000;
const at = (now: number, catalog = BUILTIN_ERROR_CATALOG): ProjectOptions => ({
  now,
  offlineAfterMs: 600_000,
  stateCodes: DEFAULT_STATE_CODES,
  catalog,
});

/** The document as the schema reads it (an unreadable field absent), as the projection gets it. */
const doc = (p: FleetPing, over: Record<string, unknown> = {}): FleetUnitSource => {
  const parsed = parseDocument(equipmentSchema, raw(p, over), 'equipment', false);
  if (!parsed.ok || !parsed.value) throw new Error('the schema refused the test document');
  return parsed.value;
};

const raw = (p: FleetPing, over: Record<string, unknown>) => ({
  _meta: { guid: 'g1', updated: p.updated },
  app: 'sunbed',
  serial: '2499000012',
  model: 'Luxura X7',
  type: 'SUNBED',
  device: { guid: 'd1', last_ping: p.lastPing },
  location: { place_id: 'p1', city: 'Utrecht', country: 'NL' },
  controller: {
    state: 10,
    active_errors: 5,
    timestamp: p.controllerTimestamp,
    communication: { timeout: false },
    hours: [
      { type: 'operating', value: p.hourValues[0] },
      { type: 'lamps', value: p.hourValues[1] },
    ],
  },
  ...over,
});

const ping = (ms: number, operating = 100, lamps = 7): FleetPing => ({
  updated: ms,
  lastPing: ms,
  controllerTimestamp: Math.floor(ms / 1000),
  hourValues: [operating, lamps],
});

describe('pingFleetUnit: the projection of a document that only pinged, from the last unit', () => {
  const cases: [string, FleetPing, FleetPing, ProjectOptions, ProjectOptions][] = [
    ['a ping', ping(T - 60_000), ping(T - 1_000), at(T - 30_000), at(T)],
    ['counters moved', ping(T), ping(T, 101, 8), at(T), at(T + 30_000)],
    ['a ping gone stale (offline)', ping(T - 500_000), ping(T - 500_000), at(T), at(T + 200_000)],
    ['a stale unit pinging again', ping(T - 900_000), ping(T), at(T), at(T + 1_000)],
    ['odd numbers (-0, decimals, 2^53)', ping(T), ping(-0, 1.5, 2 ** 53 + 2), at(T), at(T)],
    ['a ping that is no number', ping(T), { ...ping(T), lastPing: undefined }, at(T), at(T)],
    ['another catalog', ping(T), ping(T + 1), at(T), at(T, [])],
  ];
  for (const [name, before, after, was, now] of cases)
    it(`${name}: equal to projecting the new document`, () => {
      const held = projectFleetUnit(doc(before), was);
      const want = projectFleetUnit(doc(after), now);
      const got = pingFleetUnit(held, after, now);
      expect(got).toStrictEqual(want);
      expect(sameFleetUnit(got!, want)).toBe(true);
      expect(got!.asOf).toBe(now.now);
    });

  it('keeps the held counters and parts when they did not move', () => {
    const held = projectFleetUnit(doc(ping(T)), at(T));
    const got = pingFleetUnit(held, ping(T + 5), at(T + 5))!;
    expect(got.hours).toBe(held.hours);
    expect(got.location).toBe(held.location);
  });

  it('gives up (the caller parses) when a counter cannot be matched or is not finite', () => {
    const held = projectFleetUnit(doc(ping(T)), at(T));
    expect(pingFleetUnit(held, { ...ping(T), hourValues: [1] }, at(T))).toBeUndefined();
    expect(pingFleetUnit(held, ping(T, Number.POSITIVE_INFINITY), at(T))).toBeUndefined();
    // A counter the projection left out (no text type) has a value the ping would count.
    const untyped = projectFleetUnit(
      doc(ping(T), { controller: { hours: [{ type: 1, value: 3 }] } }),
      at(T),
    );
    expect(pingFleetUnit(untyped, { ...ping(T), hourValues: [4] }, at(T))).toBeUndefined();
  });
});

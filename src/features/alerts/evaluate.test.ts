import { describe, expect, it } from 'vitest';
import { collectConditions } from '@/domain/alert-conditions';
import { DEFAULT_RULES } from '@/domain/alert-rules';
import type { FleetUnit } from '@/domain/fleet-unit';
import { evaluateFleet, toAlertUnit } from './evaluate';

const AT = Date.UTC(2026, 10, 23, 12);
const HOUR = 3_600_000;

function unit(i: number, patch: Partial<FleetUnit> = {}): FleetUnit {
  return {
    guid: `g${i}`,
    serial: `SN${i}`,
    alias: '',
    health: 'ok',
    lastPing: AT - 60_000,
    criticalCount: 0,
    derived: { state: 'stand-by', rawCode: 10 },
    location: undefined,
    ...patch,
  } as unknown as FleetUnit;
}

const fleet = Array.from({ length: 23 }, (_, i) =>
  unit(i, {
    ...(i % 5 === 0 ? { health: 'offline', lastPing: AT - 2 * HOUR } : {}),
    ...(i % 7 === 0 ? { criticalCount: 2 } : {}),
    ...(i < 4
      ? {
          location: { placeId: 'p1', description: 'Salon One' } as FleetUnit['location'],
          health: 'offline',
          lastPing: AT - HOUR,
        }
      : {}),
  }),
);

describe('evaluating the fleet in slices', () => {
  it('gives the same conditions as one pass, yielding between slices', async () => {
    let yields = 0;
    let ticks = 0;
    const sliced = await evaluateFleet(fleet, {
      rules: DEFAULT_RULES,
      at: AT,
      offlineAfterMs: 600_000,
      checkEvery: 5,
      budgetMs: 1,
      clock: () => (ticks += 1),
      yieldNow: () => {
        yields++;
        return Promise.resolve();
      },
    });
    const whole = collectConditions(
      fleet.map((u) => toAlertUnit(u, 600_000, AT)),
      DEFAULT_RULES,
      AT,
    );
    expect(sliced).toEqual(whole);
    // 25 units in slices of 5: a yield between slices (4) and one before the site grouping.
    expect(yields).toBe(5);
    expect(whole.conditions.find((c) => c.subject.kind === 'site')).toMatchObject({
      subject: { label: 'Salon One', units: ['g0', 'g1', 'g2', 'g3'] },
    });
  });

  it('stops when a newer poll aborts it', async () => {
    const abort = new AbortController();
    const result = await evaluateFleet(fleet, {
      rules: DEFAULT_RULES,
      at: AT,
      offlineAfterMs: 600_000,
      checkEvery: 5,
      budgetMs: 0,
      signal: abort.signal,
      yieldNow: () => {
        abort.abort();
        return Promise.resolve();
      },
    });
    expect(result).toBeUndefined();
  });
});

describe('service counters for the service rules', () => {
  const hours = [
    { type: 'lamps', value: 48_000 },
    { type: 'led', value: 81_000 },
    { type: 'filter', value: 100 },
  ];
  it.each<[string, Record<string, number>, string[]]>([
    ['no configured limits: no counters', {}, []],
    ['a limit per configured type only', { lamps: 48_000, led: 90_000 }, ['lamps', 'led']],
  ])('%s', (_, limits, types) => {
    const u = toAlertUnit(unit(1, { hours }), 600_000, AT, limits);
    expect(u.counters.map((c) => c.type)).toEqual(types);
  });

  it('at the limit fires Service overdue, from 90 % Service due soon', () => {
    const u = toAlertUnit(unit(1, { hours }), 600_000, AT, { lamps: 48_000, led: 90_000 });
    const { conditions } = collectConditions([u], DEFAULT_RULES, AT);
    expect(conditions.map((c) => [c.rule, c.value])).toEqual([
      ['service-overdue', 'lamps 800 h of 800 h'],
      ['service-due', 'led 1350 h of 1500 h, over 90 % (not enough usage data for a forecast)'],
    ]);
  });

  it('a kept usage rate gives the board’s forecast; the rule’s days decide', () => {
    const rates = new Map([['g1', new Map([['led', 600]])]]); // 10 h a day: 150 h left = 15 days
    const u = toAlertUnit(unit(1, { hours }), 600_000, AT, { lamps: 48_000, led: 90_000 }, rates);
    expect(u.counters[1]).toMatchObject({ type: 'led', forecastDay: '2026-12-08' });
    const days = (n: number) => ({
      ...DEFAULT_RULES,
      'service-due': { ...DEFAULT_RULES['service-due'], days: n },
    });
    expect(collectConditions([u], days(7), AT).conditions.map((c) => c.rule)).toEqual([
      'service-overdue',
    ]);
    expect(collectConditions([u], days(30), AT).conditions.map((c) => c.value)).toEqual([
      'lamps 800 h of 800 h',
      'led 1350 h of 1500 h, forecast: limit on 2026-12-08',
    ]);
  });
});

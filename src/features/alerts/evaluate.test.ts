import { describe, expect, it } from 'vitest';
import { collectConditions } from '@/domain/alerts/alert-conditions';
import { DEFAULT_RULES } from '@/domain/alerts/alert-rules';
import { conditionsHoldUntil, toAlertUnit } from '@/domain/alerts/alert-units';
import type { FleetUnit } from '@/domain/fleet/fleet-unit';
import { evaluateFleet } from './evaluate';

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
      ['service-due', 'led 1350 h of 1500 h, 90 % or more (not enough usage data for a forecast)'],
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

describe('a poll that changed nothing', () => {
  const options = {
    rules: DEFAULT_RULES,
    offlineAfterMs: 600_000,
    yieldNow: () => Promise.resolve(),
  };

  it('reuses the last conditions for the same units until a unit’s offline time comes', async () => {
    const memo = { current: undefined };
    const first = await evaluateFleet(fleet, { ...options, at: AT, memo });
    // Nothing changed one minute later: the very same result, no walk.
    expect(await evaluateFleet(fleet, { ...options, at: AT + 60_000, memo })).toBe(first);
    // A changed array is evaluated again.
    const changed = [...fleet];
    expect(await evaluateFleet(changed, { ...options, at: AT + 60_000, memo })).not.toBe(first);
  });

  it('evaluates again once a unit can have gone offline, and when the rates changed', async () => {
    // g1 pinged a minute before AT: offline for the rule (30 min) 29 minutes later.
    const units = [unit(1, { health: 'offline', lastPing: AT - 60_000 })];
    const memo = { current: undefined };
    const first = await evaluateFleet(units, { ...options, at: AT, memo });
    expect(first?.conditions).toEqual([]);
    const later = await evaluateFleet(units, { ...options, at: AT + 31 * 60_000, memo });
    expect(later).not.toBe(first);
    expect(later?.conditions.map((c) => c.rule)).toEqual(['offline']);
    const again = await evaluateFleet(units, {
      ...options,
      at: AT + 32 * 60_000,
      memo,
      ratesVersion: 1,
    });
    expect(again).not.toBe(later);
    expect(again).toEqual(later);
  });

  it.each<[string, Partial<FleetUnit>, number]>([
    ['no ping at all: time changes nothing', { lastPing: undefined }, Infinity],
    [
      'pinged 1 min ago: the offline threshold (10 min) first',
      { lastPing: AT - 60_000 },
      AT + 540_000,
    ],
    ['pinged 2 h ago: both thresholds passed', { lastPing: AT - 2 * HOUR }, Infinity],
  ])('%s', (_, patch, until) => {
    const u = unit(1, patch);
    const alert = toAlertUnit(u, 600_000, AT);
    expect(conditionsHoldUntil(u, alert, AT, DEFAULT_RULES, 600_000)).toBe(until);
  });
});

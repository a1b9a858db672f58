import { describe, expect, it } from 'vitest';
import {
  dayName,
  emptyDayLayouts,
  layoutOf,
  newPackedDay,
  packDay,
  endsOf,
  relayout,
  unpackDay,
  withState,
  type HistoryDay,
} from './fleet-history-day.ts';
import { continueStoredDay, emptyFoldState, foldUnits, storedDayRead } from './fleet-history.ts';
import type { FleetUnit } from './fleet-unit.ts';
import { dayNumber } from '../service/usage-rate.ts';

const T = Date.UTC(2026, 10, 25, 10);
const HOUR = 3_600_000;
const DAY = dayNumber('2026-11-25');

const record = (over: Partial<HistoryDay> = {}): HistoryDay => ({
  guid: 'u1',
  day: '2026-11-25',
  firstAt: T,
  lastAt: T + HOUR,
  counters: { lamps: [100, 130], filters: [7, 7] },
  logs: { session: [5, 6], boot: [1, 1] },
  states: [
    [T, 10],
    [T + HOUR, null],
  ],
  ...over,
});

describe('packed day records', () => {
  it.each<[string, HistoryDay]>([
    ['counters, logs and states', record()],
    ['no counters, no logs', record({ counters: {}, logs: {} })],
    ['one state, no code', record({ states: [[T, null]] })],
    ['fractional values', record({ counters: { lamps: [0.5, 1.25] } })],
  ])('pack → unpack gives the record back: %s', (_, day) => {
    const layouts = emptyDayLayouts();
    const p = packDay(layouts, day, DAY, T + 14 * HOUR, 0);
    expect(unpackDay(layouts, p, 'u1')).toEqual(day);
    expect(endsOf(p)).toBe(T + 14 * HOUR);
  });

  it('keeps times as small integers (ms into the day), so the array holds no doubles', () => {
    const p = packDay(emptyDayLayouts(), record(), DAY, T + 14 * HOUR, 0);
    for (const v of p) if (v !== undefined) expect(Math.abs(v)).toBeLessThan(2 ** 30);
  });

  it('units with the same keys share one layout', () => {
    const layouts = emptyDayLayouts();
    const a = packDay(layouts, record(), DAY, 0, 0);
    const b = packDay(layouts, record({ counters: { lamps: [1, 2], filters: [3, 4] } }), DAY, 0, 0);
    expect(layouts.byId).toHaveLength(1);
    expect(unpackDay(layouts, b, 'u2').counters).toEqual({ lamps: [1, 2], filters: [3, 4] });
    expect(unpackDay(layouts, a, 'u1').counters).toEqual({ lamps: [100, 130], filters: [7, 7] });
  });

  it('a new record has no values yet and one state; a wider layout keeps values and states', () => {
    const layouts = emptyDayLayouts();
    const narrow = layoutOf(layouts, ['lamps'], ['session']);
    let p = newPackedDay(narrow, DAY, 0, T, 10);
    expect(unpackDay(layouts, p, 'u1')).toMatchObject({ counters: {}, logs: {} });
    p[6] = 100;
    p[7] = 120;
    p = withState(p, T + HOUR, 11);
    const wide = layoutOf(layouts, ['lamps', 'led'], ['session', 'boot']);
    expect(unpackDay(layouts, relayout(p, narrow, wide), 'u1')).toEqual({
      guid: 'u1',
      day: '2026-11-25',
      firstAt: T,
      lastAt: T,
      counters: { lamps: [100, 120] },
      logs: {},
      states: [
        [T, 10],
        [T + HOUR, 11],
      ],
    });
  });

  it.each([
    [0, '1970-01-01'],
    [DAY, '2026-11-25'],
    [dayNumber('2028-02-29'), '2028-02-29'],
  ])('day %i is named %s', (day, name) => expect(dayName(day)).toBe(name));
});

const unit = (over: Partial<FleetUnit> = {}): FleetUnit =>
  ({
    guid: 'u1',
    stateCode: 10,
    hours: [
      { type: 'lamps', value: 100 },
      { type: 'led', value: 50 },
    ],
    logs: { session: 5, boot: 1 },
    location: { timezone: 'Europe/Amsterdam' },
    ...over,
  }) as FleetUnit;

describe('the fold on packed records', () => {
  it('a counter the unit stops reporting keeps its last value of the day', () => {
    const s = emptyFoldState();
    foldUnits(s, [unit()], T);
    const [day] = foldUnits(s, [unit({ hours: [{ type: 'lamps', value: 110 }] })], T + HOUR);
    expect(day?.counters).toEqual({ lamps: [100, 110], led: [50, 50] });
  });

  it('a counter first reported later in the day starts at that value', () => {
    const s = emptyFoldState();
    foldUnits(s, [unit({ hours: [{ type: 'lamps', value: 100 }], logs: undefined })], T);
    const [day] = foldUnits(s, [unit({ logs: { session: 7 } as FleetUnit['logs'] })], T + HOUR);
    expect(day).toMatchObject({
      counters: { lamps: [100, 100], led: [50, 50] },
      logs: { session: [7, 7] },
      lastAt: T + HOUR,
    });
  });

  it('a counter listed twice keeps its first and last reading', () => {
    const s = emptyFoldState();
    const [day] = foldUnits(
      s,
      [
        unit({
          hours: [
            { type: 'lamps', value: 100 },
            { type: 'lamps', value: 105 },
          ],
        }),
      ],
      T,
    );
    expect(day?.counters).toEqual({ lamps: [100, 105] });
  });

  it('the next local day starts a new record from the values of that day', () => {
    const s = emptyFoldState();
    foldUnits(s, [unit({ stateCode: undefined })], T);
    const [next] = foldUnits(
      s,
      [unit({ stateCode: undefined, hours: [{ type: 'lamps', value: 140 }] })],
      Date.UTC(2026, 10, 25, 23, 30),
    );
    expect(next).toEqual({
      guid: 'u1',
      day: '2026-11-26',
      firstAt: Date.UTC(2026, 10, 25, 23, 30),
      lastAt: Date.UTC(2026, 10, 25, 23, 30),
      counters: { lamps: [140, 140] },
      logs: { session: [5, 5], boot: [1, 1] },
      states: [[Date.UTC(2026, 10, 25, 23, 30), null]],
    });
  });

  it('a continued record is not read against storage again; a new day is', () => {
    const s = emptyFoldState();
    const [first] = foldUnits(s, [unit()], T);
    expect(storedDayRead(first!)).toBe(false);
    continueStoredDay(first!, undefined);
    const [second] = foldUnits(s, [unit({ stateCode: 11 })], T + HOUR);
    expect(storedDayRead(second!)).toBe(true);
    const [tomorrow] = foldUnits(s, [unit()], T + 24 * HOUR);
    expect(storedDayRead(tomorrow!)).toBe(false);
  });

  it('a reload continues the stored day, and a poll folded before the write is kept', () => {
    const s = emptyFoldState();
    const [fresh] = foldUnits(s, [unit({ stateCode: 11 })], T);
    // The next poll is folded before the first one's record was read against storage.
    foldUnits(s, [unit({ stateCode: 11, hours: [{ type: 'lamps', value: 120 }] })], T + HOUR);
    continueStoredDay(
      fresh!,
      record({
        firstAt: T - 5 * HOUR,
        lastAt: T - HOUR,
        counters: { lamps: [40, 90], filters: [7, 9] },
        logs: { session: [1, 4] },
        states: [
          [T - 5 * HOUR, 0],
          [T - 2 * HOUR, 10],
        ],
      }),
    );
    const [next] = foldUnits(
      s,
      [unit({ stateCode: 11, hours: [{ type: 'lamps', value: 125 }] })],
      T + 2 * HOUR,
    );
    expect(next).toMatchObject({
      firstAt: T - 5 * HOUR,
      lastAt: T + 2 * HOUR,
      counters: { lamps: [40, 125], led: [50, 50], filters: [7, 9] },
      logs: { session: [1, 5], boot: [1, 1] },
      states: [
        [T - 5 * HOUR, 0],
        [T - 2 * HOUR, 10],
        [T, 11],
      ],
    });
  });
});

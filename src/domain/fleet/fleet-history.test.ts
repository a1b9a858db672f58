import { describe, expect, it } from 'vitest';
import {
  continueStoredDay,
  emptyFoldState,
  foldUnits,
  historyReadings,
  sessionLogReadings,
  type HistoryDay,
} from './fleet-history.ts';
import type { FleetUnit } from './fleet-unit.ts';

const T = Date.UTC(2026, 10, 25, 10);
const HOUR = 3_600_000;
const unit = (over: Partial<FleetUnit> = {}): FleetUnit =>
  ({
    guid: 'u1',
    stateCode: 10,
    hours: [{ type: 'lamps', value: 100 }],
    logs: { session: 5, boot: 1, error: 0, event: 2, parameter: 0 },
    location: { timezone: 'Europe/Amsterdam' },
    ...over,
  }) as FleetUnit;

describe('foldUnits', () => {
  it('keeps first and last values of the day and the state changes with their times', () => {
    const s = emptyFoldState();
    expect(foldUnits(s, [unit()], T)).toHaveLength(1);
    foldUnits(s, [unit({ stateCode: 11, hours: [{ type: 'lamps', value: 130 }] })], T + HOUR);
    const [day] = foldUnits(
      s,
      [
        unit({
          stateCode: 10,
          hours: [{ type: 'lamps', value: 150 }],
          logs: { session: 6 } as FleetUnit['logs'],
        }),
      ],
      T + 2 * HOUR,
    );
    expect(day).toMatchObject({
      day: '2026-11-25',
      firstAt: T,
      lastAt: T + 2 * HOUR,
      counters: { lamps: [100, 150] },
      states: [
        [T, 10],
        [T + HOUR, 11],
        [T + 2 * HOUR, 10],
      ],
    });
    expect(day?.logs.session).toEqual([5, 6]);
  });

  it('folds a slice; a slice past the end stops at the last unit', () => {
    const s = emptyFoldState();
    const units = [unit({ guid: 'a' }), unit({ guid: 'b' }), unit({ guid: 'c' })];
    expect(foldUnits(s, units, T, 2, 2000).map((d) => d.guid)).toEqual(['c']);
  });

  it('skips a unit whose object did not change (nothing to store)', () => {
    const s = emptyFoldState();
    const u = unit();
    foldUnits(s, [u], T);
    expect(foldUnits(s, [u], T + HOUR)).toEqual([]);
  });

  it('starts a new record on the unit’s next local day, even for the same object', () => {
    const s = emptyFoldState();
    const u = unit();
    foldUnits(s, [u], T);
    // 23:30 UTC is 00:30 on the 26th in Amsterdam.
    const [next] = foldUnits(s, [u], Date.UTC(2026, 10, 25, 23, 30));
    expect(next).toMatchObject({ day: '2026-11-26', counters: { lamps: [100, 100] } });
  });

  it('stores nothing when a changed object brings the same values', () => {
    const s = emptyFoldState();
    foldUnits(s, [unit()], T);
    expect(foldUnits(s, [unit()], T + HOUR)).toEqual([]);
  });
});

describe('readings', () => {
  it('history gives first and last of each day', () => {
    const days = [
      { firstAt: 1, lastAt: 2, counters: { lamps: [10, 20] } },
      { firstAt: 3, lastAt: 3, counters: { lamps: [30, 30] } },
      { firstAt: 4, lastAt: 5, counters: {} },
    ] as unknown as HistoryDay[];
    expect(historyReadings(days, 'lamps')).toEqual([
      { at: 1, value: 10 },
      { at: 2, value: 20 },
      { at: 3, value: 30 },
    ]);
  });

  it('session logs give minuteCounters at logDate, skipping unreadable ones', () => {
    const map = sessionLogReadings([
      {
        logDate: 1000,
        session: {
          minuteCounters: [
            { type: 'lamps', value: 5 },
            { type: 'led', value: 'x' },
          ],
        },
      },
      { logDate: 'soon', session: { minuteCounters: [{ type: 'lamps', value: 6 }] } },
      { logDate: 2000, session: {} },
      { logDate: 3000, session: { minuteCounters: [{ type: 'lamps', value: 7 }] } },
    ]);
    expect([...map.entries()]).toEqual([
      [
        'lamps',
        [
          { at: 1000, value: 5 },
          { at: 3000, value: 7 },
        ],
      ],
    ]);
  });
});

describe('continueStoredDay', () => {
  const stored = (): HistoryDay => ({
    guid: 'u1',
    day: '2026-11-25',
    firstAt: T - 5 * HOUR,
    lastAt: T - HOUR,
    counters: { lamps: [40, 90], filters: [7, 9] },
    logs: { session: [1, 4] },
    states: [
      [T - 5 * HOUR, 0],
      [T - 2 * HOUR, 10],
    ],
  });

  it('keeps the stored first values, time and state changes; the latest values are this tab’s', () => {
    const s = emptyFoldState();
    const [fresh] = foldUnits(s, [unit({ stateCode: 11 })], T);
    continueStoredDay(fresh!, stored());
    expect(fresh).toMatchObject({
      firstAt: T - 5 * HOUR,
      lastAt: T,
      counters: { lamps: [40, 100], filters: [7, 9] },
      logs: { session: [1, 5], boot: [1, 1] },
      states: [
        [T - 5 * HOUR, 0],
        [T - 2 * HOUR, 10],
        [T, 11],
      ],
    });
    // The fold goes on from the continued record: the next poll keeps the stored first value.
    const [next] = foldUnits(
      s,
      [unit({ stateCode: 11, hours: [{ type: 'lamps', value: 120 }] })],
      T + HOUR,
    );
    expect(next?.counters.lamps).toEqual([40, 120]);
  });

  it('adds no state change when the state found after a reload is the stored one', () => {
    const [fresh] = foldUnits(emptyFoldState(), [unit({ stateCode: 10 })], T);
    continueStoredDay(fresh!, stored());
    expect(fresh!.states).toEqual([
      [T - 5 * HOUR, 0],
      [T - 2 * HOUR, 10],
    ]);
  });

  it.each([
    ['nothing stored', undefined],
    ['another day', { ...stored(), day: '2026-11-24' }],
    ['another unit', { ...stored(), guid: 'u2' }],
  ])('leaves the record as it is with %s', (_, other) => {
    const [fresh] = foldUnits(emptyFoldState(), [unit()], T);
    const before = structuredClone(fresh);
    continueStoredDay(fresh!, other);
    expect(fresh).toEqual(before);
  });
});

import { beforeEach, describe, expect, it } from 'vitest';
import { createHistoryRunner } from './history-runner.ts';
import { openTestDatabase } from './test-database.ts';
import { ALPHA, testUnit } from './test-units.ts';

const T0 = Date.UTC(2026, 10, 27, 9);
const MIN = 60_000;
const database = openTestDatabase();
let events: { type: string; companyGuids: string[] }[];
beforeEach(() => {
  events = [];
});

const runner = () =>
  createHistoryRunner({ db: database.current.db, publish: async (e) => void events.push(e) });
const lamps = (value: number, stateCode = 10) =>
  testUnit('u1', { hours: [{ type: 'lamps', value }], stateCode });
const days = () => database.current.db.selectFrom('unit_days').selectAll().execute();

describe('the engine keeps the daily history with the browser’s fold', () => {
  it('keeps first and last values and state changes per day, across a restart', async () => {
    const first = runner();
    await first.onPoll({ at: T0, ok: true, units: [lamps(1000)] });
    await first.onPoll({ at: T0 + 30 * MIN, ok: true, units: [lamps(1020, 11)] });
    // A restarted engine continues the stored day, never restarts it.
    await runner().onPoll({ at: T0 + 60 * MIN, ok: true, units: [lamps(1050, 11)] });
    const [day] = await days();
    expect(day).toMatchObject({
      guid: 'u1',
      day: '2026-11-27',
      company_guids: [ALPHA],
      first_at: T0,
      last_at: T0 + 60 * MIN,
      counters: { lamps: [1000, 1050] },
    });
    expect(day!.states).toEqual([
      [T0, 10],
      [T0 + 30 * MIN, 11],
    ]);
    expect(events).toContainEqual({ type: 'history', companyGuids: [ALPHA] });
  });

  it('records a counter reset as a part change, also after a restart', async () => {
    await runner().onPoll({ at: T0, ok: true, units: [lamps(47_900)] });
    await runner().onPoll({ at: T0 + MIN, ok: true, units: [lamps(2)] });
    const changes = await database.current.db.selectFrom('part_changes').selectAll().execute();
    expect(changes.map((c) => [c.unit_guid, c.counter_type, c.value_reached, c.at])).toEqual([
      ['u1', 'lamps', 47_900, T0 + MIN],
    ]);
  });

  it('gives the alert rules a usage rate from three days of stored history', async () => {
    const r = runner();
    for (let d = 0; d < 5; d++)
      await r.onPoll({ at: T0 + d * 86_400_000, ok: true, units: [lamps(1000 + 60 * d)] });
    expect(r.rates().get('u1')?.get('lamps')).toBe(60);
    // A new leader reads it back from storage.
    const next = runner();
    await next.onPoll({ at: T0 + 5 * 86_400_000, ok: true, units: [lamps(1300)] });
    expect(next.rates().get('u1')?.get('lamps')).toBe(60);
  });

  it('writes a day whose latest values alone moved within its step, and its last values with the next day', async () => {
    const r = runner();
    for (let m = 0; m <= 30; m++)
      await r.onPoll({ at: T0 + m * MIN, ok: true, units: [lamps(1000 + m)] });
    // Waiting records catch up once per 10-minute step: the stored latest value lags ≤ 10 min.
    const [today] = await days();
    expect(today!.counters.lamps![0]).toBe(1000);
    expect(today!.counters.lamps![1]).toBeGreaterThanOrEqual(1020);
    // The next day's first poll writes the end of this one as last folded.
    await r.onPoll({ at: T0 + 86_400_000, ok: true, units: [lamps(1040)] });
    const byDay = new Map((await days()).map((d) => [d.day, d]));
    expect(byDay.get('2026-11-27')).toMatchObject({
      last_at: T0 + 30 * MIN,
      counters: { lamps: [1000, 1030] },
    });
    expect(byDay.get('2026-11-28')?.counters).toEqual({ lamps: [1040, 1040] });
  });
});

import { describe, expect, it } from 'vitest';
import { createHistoryRunner } from '../runners/history-runner.ts';
import { openTestDatabase } from '../runners/test-database.ts';
import { testUnit } from '../runners/test-units.ts';
import { upsertUnits } from '../storage/units.ts';
import { ALPHA, areaTestApp } from './area-test-app.ts';

const T0 = Date.UTC(2026, 10, 20, 12);
const DAY = 86_400_000;
const database = openTestDatabase();

describe('a unit’s history and forecasts from the engine', () => {
  it('gives the days, the part changes and a forecast to those who may see the unit', async () => {
    const runner = createHistoryRunner({ db: database.current.db, publish: async () => undefined });
    const unit = (lamps: number) =>
      testUnit('a1', { companyGuids: [ALPHA], hours: [{ type: 'lamps', value: lamps }] });
    for (let d = 0; d < 6; d++)
      await runner.onPoll({ at: T0 + d * DAY, ok: true, units: [unit(40_000 + 600 * d)] });
    await runner.onPoll({ at: T0 + 6 * DAY, ok: true, units: [unit(5)] });
    const last = unit(605);
    await runner.onPoll({ at: T0 + 7 * DAY, ok: true, units: [last] });
    await upsertUnits(database.current.db, [{ unit: last, siteKey: null, siteName: null }], T0);
    const api = areaTestApp(database.current, () => T0 + 7 * DAY);
    const r = await api.call('support', 'GET', '/units/a1/history');
    expect(r.status).toBe(200);
    const body = (await r.json()) as { days: unknown[]; partChanges: unknown; counters: unknown };
    expect(body.days).toHaveLength(8);
    expect(body.days[0]).toMatchObject({
      day: '2026-11-20',
      counters: { lamps: [40_000, 40_000] },
    });
    expect(body.partChanges).toEqual([{ type: 'lamps', at: T0 + 6 * DAY, valueReached: 43_000 }]);
    expect(body.counters).toMatchObject([
      {
        type: 'lamps',
        value: 605,
        limit: 48_000,
        status: 'ok',
        rate: { kind: 'rate', perDay: 600 },
      },
    ]);
    expect((await api.call('owner', 'GET', '/units/a1/history')).status).toBe(403);
    // The salon board's recent days: only of units the caller may see.
    const recent = { guids: ['a1'], from: '2026-11-26' };
    const mine = await api.call('support', 'POST', '/history/days', recent);
    expect(((await mine.json()) as { days: { day: string }[] }).days.map((d) => d.day)).toEqual([
      '2026-11-26',
      '2026-11-27',
    ]);
    const theirs = await api.call('owner', 'POST', '/history/days', recent);
    expect(await theirs.json()).toEqual({ days: [] });
    const bad = await api.call('support', 'POST', '/history/days', { guids: ['a1'], from: 'x' });
    expect(((await bad.json()) as { field: string }).field).toBe('body.from');
    expect((await api.call('support', 'GET', '/units/nope/history')).status).toBe(404);
  });
});

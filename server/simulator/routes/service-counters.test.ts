// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { COMPANIES, SHOWCASE } from '../fixtures.ts';
import { get, testSimulator, T_TEST } from '../test-helpers.ts';

type Counter = { type: string; value: number; limit?: number };
type Unit = { _meta: { guid: string }; controller?: { hours?: Counter[] } };
type SessionLog = { log_date: number; session?: { minute_counters?: Counter[] } };

const DAY = 86_400_000;
const lamps = (list: Counter[] | undefined) =>
  Array.isArray(list) ? list.find((c) => c.type === 'lamps') : undefined;

describe('service counters (docs/decisions.md#service-forecast)', () => {
  it('grow at different daily rates per unit', async () => {
    const sim = testSimulator({ units: 80 });
    const before = (await get(sim.app, '/api/v2/equipment?limit=200')).json as Unit[];
    sim.clock.set(T_TEST + DAY);
    const after = (await get(sim.app, '/api/v2/equipment?limit=200')).json as Unit[];
    const rates = new Set<number>();
    for (const [i, u] of before.entries()) {
      const a = lamps(u.controller?.hours)?.value;
      const b = lamps(after[i]?.controller?.hours)?.value;
      if (a !== undefined && b !== undefined && b > a) rates.add(Math.round((b - a) / 60));
    }
    expect(rates.size).toBeGreaterThan(5);
    expect(Math.min(...rates)).toBeLessThan(Math.max(...rates) / 3);
  });

  it('session logs carry minute_counters over 60 days, with a part change for some units', async () => {
    const sim = testSimulator({ units: 40 });
    const units = (await get(sim.app, '/api/v2/equipment?limit=100')).json as Unit[];
    let changed = 0;
    for (const u of units.filter((x) => !x._meta.guid.startsWith('5ca5e000'))) {
      const from = T_TEST - 60 * DAY;
      const logs = (
        await get(
          sim.app,
          `/api/v2/equipment/${u._meta.guid}/logs?type=session&from=${from}&limit=5000&sort=log_date`,
        )
      ).json as SessionLog[];
      const values = logs.flatMap((l) => lamps(l.session?.minute_counters)?.value ?? []);
      if (values.length < 2) continue;
      expect(logs[0]!.log_date).toBeLessThan(T_TEST - 50 * DAY);
      if (values.some((v, i) => i > 0 && v < values[i - 1]!)) changed++;
    }
    expect(changed).toBeGreaterThan(0);
  });

  it('endpoint 5 gives limits, but not to the support persona; showcase statuses are pinned', async () => {
    const sim = testSimulator({ units: 10 });
    const path = (guid: string) => `/api/v2/equipment/${guid}/maintenance/counters`;
    const shared = (await get(sim.app, path(SHOWCASE.shared.guid))).json as Counter[];
    expect(lamps(shared)).toEqual({ type: 'lamps', value: 48_000, limit: 48_000 });
    const cleaning = (await get(sim.app, path(SHOWCASE.states.cleaning.guid))).json as Counter[];
    expect(lamps(cleaning)).toEqual({ type: 'lamps', value: 43_200, limit: 48_000 });
    const support = (
      await get(sim.app, `${path(SHOWCASE.shared.guid)}?company=${COMPANIES.beta}`, 'support')
    ).json as Counter[];
    expect(support.length).toBeGreaterThan(0);
    expect(support.every((c) => c.limit === undefined)).toBe(true);
  });
});

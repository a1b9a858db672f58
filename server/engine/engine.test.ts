// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANIES } from '../simulator/fixtures.ts';
import type { RunningEngine } from './engine.ts';
import type { EngineEvent } from './events.ts';
import { readMeta, LAST_POLL_AT, UNIT_COUNTS } from './storage/meta.ts';
import { countVisibleUnits, unitFromRow, visibleCount, type UnitCounts } from './storage/units.ts';
import { testEngine } from './test-engine.ts';

let engine: RunningEngine;
let sim: Awaited<ReturnType<typeof testEngine>>['sim'];
beforeAll(async () => {
  ({ engine, sim } = await testEngine({ units: 300 }));
}, 60_000);
afterAll(() => engine.stop());

describe('the engine', { timeout: 60_000 }, () => {
  it('reads the whole fleet into units, every unit changed on the first poll, none on the next', async () => {
    const polls: number[] = [];
    engine.onPoll(async (p) => void polls.push(p.changed.size));
    const first = await engine.pollNow();
    expect(first.ok).toBe(true);
    expect(first.units).toHaveLength(sim.world.size);
    const second = await engine.pollNow();
    expect(second.changed.size).toBe(0);
    expect(polls).toEqual([sim.world.size, 0]);

    const { db } = engine.store;
    const all = await countVisibleUnits(db, Object.values(COMPANIES));
    const companies: string[] = Object.values(COMPANIES);
    const owned = first.units.filter((u) => u.companyGuids.some((co) => companies.includes(co)));
    expect(all).toBe(owned.length);
    expect(all).toBeGreaterThan(sim.world.size - 5);
    expect(await countVisibleUnits(db, [COMPANIES.gamma])).toBeLessThan(all);
    expect(await readMeta<number>(db, LAST_POLL_AT)).toBe(second.at);
    // The status route counts from the poll's per-company-set counts, never scanning units.
    const counts = (await readMeta<UnitCounts>(db, UNIT_COUNTS)) ?? [];
    expect(visibleCount(counts, [COMPANIES.gamma])).toBe(
      await countVisibleUnits(db, [COMPANIES.gamma]),
    );
    expect(visibleCount(counts, companies)).toBe(all);

    const row = await db.selectFrom('units').selectAll().limit(1).executeTakeFirstOrThrow();
    const unit = unitFromRow(row.unit);
    expect(unit.guid).toBe(row.guid);
    expect(row.company_guids).toEqual([...unit.companyGuids]);
    expect(typeof unit.activeErrors === 'bigint' || unit.activeErrors === null).toBe(true);
  });

  it('a failed fleet read is a poll with ok: false (No data)', async () => {
    const fail = await testEngine({ units: 10, errorRate: 1 });
    try {
      const poll = await fail.engine.pollNow();
      expect(poll).toMatchObject({ ok: false, units: [] });
      expect(await readMeta(fail.engine.store.db, LAST_POLL_AT)).toBeUndefined();
    } finally {
      await fail.engine.stop();
    }
  });

  it('published events reach subscribers through NOTIFY', async () => {
    await engine.start();
    const got: EngineEvent[] = [];
    const off = engine.subscribe((e) => got.push(e));
    await engine.publish({ type: 'alerts', companyGuids: [COMPANIES.alpha], id: 'x' });
    await expect
      .poll(() => got.filter((e) => e.type === 'alerts'))
      .toEqual([{ type: 'alerts', companyGuids: [COMPANIES.alpha], id: 'x' }]);
    off();
    await expect.poll(() => engine.isLeader()).toBe(true);
  });
});

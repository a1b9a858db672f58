import { describe, expect, it } from 'vitest';
import { testUnit } from '../runners/test-units.ts';
import { SEEN_STEP_MS, storedUnit, UnitRowCache, type UnitRowInput } from './unit-rows.ts';

const T0 = Date.UTC(2026, 10, 27, 12);
const row = (guid: string, patch: Parameters<typeof testUnit>[1] = {}): UnitRowInput => ({
  unit: testUnit(guid, patch),
  siteKey: 'site-1',
  siteName: 'Salon',
});

describe('which units rows a poll writes', () => {
  it('writes every row first, then only rows whose stored columns changed', async () => {
    const cache = new UnitRowCache();
    const first = await cache.plan([row('a'), row('b'), row('c')]);
    expect(first.full.map((r) => r.unit.guid)).toEqual(['a', 'b', 'c']);
    cache.wrote(first.full);

    const next = await cache.plan([
      // A ping and a minute of operating time: the row stays as it is.
      row('a', { lastPing: T0 + 5_000, hours: [{ type: 'lamps', value: 1001 }] }),
      row('b', { alias: 'Cabin 2' }),
      row('c', { derived: { state: 'offline', rawCode: 10 } as never }),
    ]);
    expect(next.full.map((r) => r.unit.guid)).toEqual(['b', 'c']);
    expect(next.seen).toEqual([]);
  });

  it('refreshes seen_at of a unit that only pings once per step', async () => {
    const cache = new UnitRowCache();
    cache.wrote((await cache.plan([row('a')])).full);
    let refreshed = 0;
    // An hour of pings every 30 s: between 5 and 7 refreshes (one per 10-minute step).
    for (let t = 30_000; t <= 3_600_000; t += 30_000) {
      const plan = await cache.plan([row('a', { lastPing: T0 + t })]);
      expect(plan.full).toEqual([]);
      refreshed += plan.seen.length;
      cache.wrote(plan.seen);
    }
    expect(refreshed).toBeGreaterThanOrEqual(3_600_000 / SEEN_STEP_MS - 1);
    expect(refreshed).toBeLessThanOrEqual(3_600_000 / SEEN_STEP_MS + 1);
  });

  it('a batch that was not written is planned again', async () => {
    const cache = new UnitRowCache();
    expect((await cache.plan([row('a')])).full).toHaveLength(1);
    expect((await cache.plan([row('a')])).full).toHaveLength(1);
  });

  it('stores no per-ping field in the document', () => {
    const doc = storedUnit(testUnit('a'));
    expect(doc).not.toHaveProperty('lastPing');
    expect(doc).not.toHaveProperty('hours');
    expect(doc).toMatchObject({ guid: 'a', serial: 'SN-a' });
  });
});

import { describe, expect, it } from 'vitest';
import { emptyFoldState } from '@/domain/fleet/fleet-history';
import type { FleetUnit } from '@/domain/fleet/fleet-unit';
import { foldPoll } from './fold-poll';

const T = Date.UTC(2026, 10, 25, 10);
const HOUR = 3_600_000;
const unit = (guid: string, value = 100): FleetUnit =>
  ({
    guid,
    stateCode: 10,
    hours: [{ type: 'lamps', value }],
    logs: undefined,
    location: { timezone: 'Europe/Amsterdam' },
  }) as unknown as FleetUnit;

/** Counts every look at the clock: one per fold step of 64 units that was walked. */
function counting() {
  let looks = 0;
  return {
    options: { clock: () => (looks++, 0), yieldNow: () => Promise.resolve() },
    looks: () => looks,
  };
}

describe('foldPoll', () => {
  const units = Array.from({ length: 200 }, (_, i) => unit(`u${i}`));

  it('does not walk a poll that changed nothing (the same array) before a unit’s day ends', async () => {
    const s = emptyFoldState();
    expect(await foldPoll(s, units, T)).toHaveLength(200);
    const c = counting();
    expect(await foldPoll(s, units, T + HOUR, c.options)).toEqual([]);
    expect(c.looks()).toBe(0);
  });

  it('walks it again once a unit’s day ended, and folds a changed array', async () => {
    const s = emptyFoldState();
    await foldPoll(s, units, T);
    // 23:30 UTC is the next day in Amsterdam: every unit starts its new record.
    expect(await foldPoll(s, units, Date.UTC(2026, 10, 25, 23, 30))).toHaveLength(200);
    const changed = units.map((u, i) => (i === 7 ? unit(u.guid, 130) : u));
    const c = counting();
    const records = await foldPoll(s, changed, Date.UTC(2026, 10, 25, 23, 40), c.options);
    expect(records.map((r) => [r.guid, r.counters.lamps])).toEqual([['u7', [100, 130]]]);
    expect(c.looks()).toBeGreaterThan(0);
  });
});

describe('foldPoll storing as it goes', () => {
  it('hands every changed record to the store once, in batches, and returns the rest', async () => {
    const units = Array.from({ length: 300 }, (_, i) => unit(`u${i}`));
    const batches: number[] = [];
    const stored = new Set<string>();
    const rest = await foldPoll(emptyFoldState(), units, T, {
      storeEvery: 100,
      store: async (records) => {
        batches.push(records.length);
        for (const r of records) stored.add(r.guid);
      },
    });
    for (const r of rest) stored.add(r.guid);
    expect(batches.every((n) => n >= 100 && n < 100 + 64)).toBe(true);
    expect(batches.reduce((a, n) => a + n, 0) + rest.length).toBe(300);
    expect(stored.size).toBe(300);
  });
});

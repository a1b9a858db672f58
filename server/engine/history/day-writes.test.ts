import { describe, expect, it } from 'vitest';
import type { HistoryDay } from '../../../src/domain/fleet/fleet-history.ts';
import { DAY_STEP_MS, DayWrites } from './day-writes.ts';

const T0 = Date.UTC(2026, 10, 27, 12);
const day = (guid: string, last: number, patch: Partial<HistoryDay> = {}): HistoryDay => ({
  guid,
  day: '2026-11-27',
  firstAt: T0,
  lastAt: T0 + last,
  counters: { operating: [1000, 1000 + last / 60_000] },
  logs: {},
  states: [[T0, 10]],
  ...patch,
});

describe('which day records the history runner writes', () => {
  it('holds back records whose latest values alone moved, until the unit’s step', async () => {
    const writes = new DayWrites();
    const first = await writes.due([day('a', 0)], T0);
    expect(first).toHaveLength(1);
    writes.wrote(first, T0);
    let written = 0;
    let latest: HistoryDay | undefined;
    for (let t = 60_000; t <= 3_600_000; t += 60_000) {
      const due = await writes.due([day('a', t)], T0 + t);
      writes.wrote(due, T0 + t);
      written += due.length;
      if (due.length) latest = due[0];
    }
    // One write per 10-minute step, each with the newest values.
    expect(written).toBeGreaterThanOrEqual(3_600_000 / DAY_STEP_MS - 1);
    expect(written).toBeLessThanOrEqual(3_600_000 / DAY_STEP_MS + 1);
    expect(latest!.counters.operating![1]).toBeGreaterThan(1000 + 40);
  });

  it('writes a state change and a new day at once, with the end of the day before', async () => {
    const writes = new DayWrites();
    writes.wrote(await writes.due([day('a', 0)], T0), T0);
    expect(await writes.due([day('a', 60_000)], T0 + 60_000)).toEqual([]);
    const changed = day('a', 120_000, {
      states: [
        [T0, 10],
        [T0 + 120_000, 20],
      ],
    });
    expect(await writes.due([changed], T0 + 120_000)).toEqual([changed]);
    writes.wrote([changed], T0 + 120_000);
    expect(await writes.due([day('a', 180_000, changed)], T0 + 180_000)).toEqual([]);
    const tomorrow = day('a', 0, { day: '2026-11-28', firstAt: T0 + 86_400_000 });
    const due = await writes.due([tomorrow], T0 + 86_400_000);
    expect(due.map((r) => r.day)).toEqual(['2026-11-27', '2026-11-28']);
  });
});

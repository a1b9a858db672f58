import { describe, expect, it } from 'vitest';
import { buildLogRows, newestFirst } from './log-rows';
import { deviceLogEntry } from '@/testing/documents';

const at = (iso: string) => Date.parse(iso);

describe('newestFirst', () => {
  it('sorts by log_date descending, ties by log id, and drops repeated guids', () => {
    const a = deviceLogEntry({ log_date: at('2026-11-20T10:00:00Z'), log_id: 1 });
    const b = deviceLogEntry({ log_date: at('2026-11-20T11:00:00Z'), log_id: 2 });
    const c = deviceLogEntry({ log_date: at('2026-11-20T11:00:00Z'), log_id: 3 });
    const sorted = newestFirst([a, b, c, { ...b }]);
    expect(sorted.map((l) => l.logId)).toEqual([3, 2, 1]);
  });
});

describe('buildLogRows', () => {
  it('puts a day header before each calendar day, with the count of that day', () => {
    const logs = newestFirst([
      deviceLogEntry({ log_date: at('2026-11-20T23:30:00Z') }),
      deviceLogEntry({ log_date: at('2026-11-20T08:00:00Z') }),
      deviceLogEntry({ log_date: at('2026-11-19T12:00:00Z') }),
    ]);
    const rows = buildLogRows(logs, 'UTC');
    expect(rows.map((r) => r.kind)).toEqual(['day', 'log', 'log', 'day', 'log']);
    expect(rows[0]).toMatchObject({ key: 'day:2026-11-20', count: 2 });
    expect(rows[0]?.kind === 'day' && rows[0].label).toMatch(/Friday.*November.*20.*2026/);
    expect(rows[3]).toMatchObject({ key: 'day:2026-11-19', count: 1 });
  });

  it('uses the calendar day of the given time zone', () => {
    const logs = [deviceLogEntry({ log_date: at('2026-11-20T23:30:00Z') })];
    expect(buildLogRows(logs, 'Europe/Amsterdam')[0]).toMatchObject({ key: 'day:2026-11-21' });
  });

  it('is empty without logs', () => {
    expect(buildLogRows([])).toEqual([]);
  });
});

describe('buildLogRows in the browser zone', () => {
  // Speed is the bench's job (npm run bench -- logs), not a timed assertion here.
  it('groups 100,000 logs by local day', () => {
    const start = new Date(2026, 10, 20, 23, 0).getTime();
    const logs = Array.from({ length: 100_000 }, (_, i) =>
      deviceLogEntry({ log_date: start - i * 60_000 }),
    );
    const rows = buildLogRows(logs);
    const days = rows.filter((r) => r.kind === 'day');
    const distinctDays = new Set(logs.map((l) => new Date(l.logDate).toDateString()));
    expect(days.length).toBe(distinctDays.size);
    expect(days[0]).toMatchObject({ key: 'day:2026-11-20', count: 23 * 60 + 1 });
    expect(rows.length).toBe(100_000 + days.length);
  });
});

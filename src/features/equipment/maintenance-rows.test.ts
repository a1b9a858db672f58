import { describe, expect, it } from 'vitest';
import { counterRows } from './maintenance-rows';

describe('counterRows (docs/decisions.md#maintenance-counters)', () => {
  it('puts the maintenance counter and the controller counter of one type side by side', () => {
    const rows = counterRows(
      [
        { type: 'lamps', value: 6150, limit: 6000 },
        { type: 'session_time', value: 100 },
      ],
      [
        { type: 'lamps', value: 6149 },
        { type: 'uptime', value: 90_000 },
      ],
    );
    expect(rows.map((r) => [r.type, r.service, r.controller, r.limit, r.progress.status])).toEqual([
      ['lamps', 6150, 6149, 6000, 'overdue'],
      ['session_time', 100, undefined, undefined, 'no-limit'],
      ['uptime', undefined, 90_000, undefined, 'no-limit'],
    ]);
  });

  it('marks due soon from 90 % of the limit', () => {
    const [row] = counterRows([{ type: 'lamps', value: 5400, limit: 6000 }], undefined);
    expect(row?.progress).toEqual({
      ratio: 0.9,
      status: 'due-soon',
      remainingMinutes: 600,
      percent: 90,
    });
  });

  it('still shows the controller counters when the maintenance counters failed', () => {
    expect(counterRows(undefined, [{ type: 'lamps', value: 60, limit: 600 }])).toMatchObject([
      { type: 'lamps', controller: 60, progress: { status: 'ok' } },
    ]);
  });
});

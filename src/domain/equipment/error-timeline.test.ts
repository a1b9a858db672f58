import { describe, expect, it } from 'vitest';
import { BUILTIN_ERROR_CATALOG } from './error-catalog.ts';
import { errorTimeline, formatDuration, type ErrorLogLike } from './error-timeline.ts';

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 25, 12);

let n = 0;
function error(daysAgo: number, json: Record<string, unknown>): ErrorLogLike {
  return {
    type: 'error',
    logDate: NOW - daysAgo * DAY,
    data: json,
    guid: `g${n++}`,
  };
}

describe('errorTimeline', () => {
  const logs = [
    error(1, { error_id: 'E10' }),
    error(3, { error_id: 'E10' }),
    error(40, { error_id: 'E10' }),
    error(5, { active_error_bit: 15 }), // E20 by bit
    error(100, { error_id: 'E10' }), // older than 90 days
    error(2, { error_id: 'E99', description: 'New firmware error', critical: true }),
    error(4, {}),
    { ...error(1, { error_id: 'E0' }), type: 'boot' },
  ];
  const t = errorTimeline(logs, BUILTIN_ERROR_CATALOG, [], NOW);

  it.each<[string, number, number, boolean]>([
    ['E10', 2, 3, true],
    ['E20', 1, 1, false],
    ['E99', 1, 1, true],
    ['Unknown', 1, 1, false],
  ])('%s: %i in 30 days, %i in 90 days, critical %s', (id, c30, c90, critical) => {
    const s = t.summaries.find((x) => x.errorId === id)!;
    expect([s.count30, s.count90, s.critical]).toEqual([c30, c90, critical]);
  });

  it('lists occurrences newest first with their log', () => {
    expect(t.occurrences.map((o) => o.errorId)).toEqual([
      'E10',
      'E99',
      'E10',
      'Unknown',
      'E20',
      'E10',
    ]);
    expect(t.summaries.find((s) => s.errorId === 'E10')!.last!.logGuid).toBe('g0');
  });

  it('measures the time between failures', () => {
    expect(t.summaries.find((s) => s.errorId === 'E10')!.meanGapMs).toBe(19.5 * DAY);
    expect(t.summaries.find((s) => s.errorId === 'E20')!.meanGapMs).toBeUndefined();
    // Critical: days 40, 3, 2, 1 → 39 days over 3 gaps.
    expect(t.criticalMeanGapMs).toBe(13 * DAY);
  });

  it('adds active errors without logs and lists them first', () => {
    const withActive = errorTimeline(
      logs,
      BUILTIN_ERROR_CATALOG,
      [
        { bit: 17, errorId: 'E22', description: 'Change lamps', critical: false },
        { bit: 50, description: 'Unknown error (bit 50)', critical: false },
      ],
      NOW,
    );
    expect(
      withActive.summaries.slice(0, 2).map((s) => [s.errorId, s.activeNow, s.count90]),
    ).toEqual([
      ['bit 50', true, 0],
      ['E22', true, 0],
    ]);
  });
});

describe('formatDuration', () => {
  it.each([
    [12 * 60_000, '12 min'],
    [(5 * 60 + 10) * 60_000, '5 h 10 min'],
    [(3 * 24 + 4) * 3_600_000, '3 d 4 h'],
  ])('%i → %s', (ms, text) => expect(formatDuration(ms)).toBe(text));
});

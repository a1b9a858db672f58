import { describe, expect, it } from 'vitest';
import { chartWindowAround, logEvents, placeMarkers, type MarkerLogLike } from './log-markers.ts';

const T = Date.UTC(2026, 10, 25, 12);
const MIN = 60_000;

function log(type: string, at: number, extra: Partial<MarkerLogLike> = {}): MarkerLogLike {
  return { type, logDate: at, data: {}, guid: `${type}-${at}`, ...extra };
}

describe('logEvents', () => {
  it.each<[string, MarkerLogLike, string[]]>([
    [
      'session: start and end',
      log('session', T, { session: { sessionTime: 600, pauseTime: 60 } }),
      ['session-start@-11', 'session-end@0'],
    ],
    ['error', log('error', T, { data: { error_id: 'E10', description: 'Hot' } }), ['error@0']],
    ['boot', log('boot', T), ['boot@0']],
    ['parameter', log('parameter', T), ['parameter@0']],
    ['debug event: none', log('event', T), []],
    ['unknown type: none', log('future', T), []],
  ])('%s', (_name, l, expected) => {
    expect(logEvents(l).map((e) => `${e.kind}@${(e.at - T) / MIN}`)).toEqual(expected);
  });

  it('summarises what a log says', () => {
    expect(
      logEvents(log('error', T, { data: { error_id: 'E10', description: 'Hot' } }))[0]!.summary,
    ).toBe('E10: Hot');
    expect(logEvents(log('parameter', T, { data: { changed: ['volume'] } }))[0]!.summary).toBe(
      'Changed: volume',
    );
  });
});

describe('placeMarkers', () => {
  it('keeps one marker per pixel column, the most telling one', () => {
    const logs = [
      log('boot', T),
      log('error', T + 1000),
      log('parameter', T + 2000),
      log('boot', T + 50 * MIN),
    ];
    const m = placeMarkers(logs, T, T + 100 * MIN, 100);
    expect(m.map((x) => [x.x, x.kind, x.hidden])).toEqual([
      [0, 'error', 2],
      [50, 'boot', 0],
    ]);
  });

  it.each<[string, number, number]>([
    ['10,000 logs on 300 px', 10_000, 300],
    ['40 logs on 300 px', 40, 40],
  ])('%s: at most one per column', (_n, count, max) => {
    const logs = Array.from({ length: count }, (_, i) => log('boot', T + i * MIN));
    const m = placeMarkers(logs, T, T + count * MIN, 300);
    expect(m.length).toBeLessThanOrEqual(max);
    expect(new Set(m.map((x) => x.x)).size).toBe(m.length);
  });

  it('drops events outside the window and draws nothing without width', () => {
    expect(placeMarkers([log('boot', T - 1)], T, T + MIN, 100)).toEqual([]);
    expect(placeMarkers([log('boot', T)], T, T + MIN, 0)).toEqual([]);
  });
});

describe('chartWindowAround', () => {
  it.each<[string, MarkerLogLike, number, number]>([
    ['an error: half an hour either side', log('error', T), -30, 30],
    [
      'a session: from its start',
      log('session', T, { session: { sessionTime: 600, pauseTime: 0 } }),
      -40,
      30,
    ],
  ])('%s', (_name, l, fromMin, toMin) => {
    expect(chartWindowAround(l)).toEqual({ from: T + fromMin * MIN, to: T + toMin * MIN });
  });
});

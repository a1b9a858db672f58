import { describe, expect, it } from 'vitest';
import type { FleetUnit } from '../fleet/fleet-unit.ts';
import {
  boardRows,
  readBoardView,
  serviceCsv,
  statusCounts,
  unitServiceRows,
  writeBoardView,
  type BoardView,
} from './service-board.ts';

const now = Date.UTC(2026, 10, 25, 12);
const ctx = { configLimits: { lamps: 1000 }, now, dueSoonDays: 14 };
const unit = (guid: string, lamps: number, over: Partial<FleetUnit> = {}): FleetUnit =>
  ({
    guid,
    serial: guid,
    alias: '',
    city: 'Utrecht',
    companyGuids: [],
    activeErrors: 0n,
    hours: [
      { type: 'operating', value: 99_999 },
      { type: 'lamps', value: lamps },
    ],
    ...over,
  }) as FleetUnit;
const daily = (perDay: number, start: number) =>
  new Map([
    [
      'lamps',
      Array.from({ length: 5 }, (_, i) => ({
        at: Date.UTC(2026, 10, 21 + i, 8),
        value: start + i * perDay,
      })),
    ],
  ]);

const rows = [
  ...unitServiceRows(unit('1001', 1000), undefined, ctx), // overdue
  ...unitServiceRows(unit('1002', 900), undefined, ctx), // due soon by share
  ...unitServiceRows(unit('1003', 400), { readings: daily(100, 0) }, ctx), // 600 left: 6 days
  ...unitServiceRows(unit('1004', 160), { readings: daily(40, 0) }, ctx), // 840 left: 21 days
  ...unitServiceRows(unit('1005', 100), undefined, ctx), // ok, no data
  ...unitServiceRows(unit('1006', 100), { limits: { lamps: 100 } }, ctx), // endpoint 5 limit
  ...unitServiceRows(unit('1007', 500, { activeErrors: 1n << 17n }), undefined, ctx),
];
const serials = (v: Partial<BoardView>) =>
  boardRows(rows, { within: 'all', type: '', sort: { id: 'due', desc: false }, ...v }, now).map(
    (r) => r.serial,
  );

describe('service board rows', () => {
  it('one row per counter with a limit', () => {
    expect(rows.map((r) => [r.serial, r.type, r.status])).toEqual([
      ['1001', 'lamps', 'overdue'],
      ['1002', 'lamps', 'due-soon'],
      ['1003', 'lamps', 'due-soon'],
      ['1004', 'lamps', 'ok'],
      ['1005', 'lamps', 'ok'],
      ['1006', 'lamps', 'overdue'],
      ['1007', 'lamps', 'ok'],
    ]);
    expect(rows.at(-1)?.asks).toEqual(['Change lamps']);
    expect(statusCounts(rows)).toEqual({ overdue: 2, 'due-soon': 2, ok: 3 });
  });

  it.each<[string, Partial<BoardView>, string[]]>([
    ['all, most urgent first', {}, ['1001', '1006', '1003', '1002', '1004', '1007', '1005']],
    ['overdue only', { within: 'overdue' }, ['1001', '1006']],
    ['7 days', { within: '7' }, ['1001', '1006', '1003', '1002']],
    ['30 days', { within: '30' }, ['1001', '1006', '1003', '1002', '1004']],
    [
      'serial descending',
      { sort: { id: 'serial', desc: true } },
      ['1007', '1006', '1005', '1004', '1003', '1002', '1001'],
    ],
    ['another counter type', { type: 'led' }, []],
  ])('%s', (_name, view, expected) => {
    expect(serials(view)).toEqual(expected);
  });

  it('reads and writes the view in the URL, keeping the company', () => {
    const params = writeBoardView(
      { within: '30', type: 'lamps', sort: { id: 'forecast', desc: true } },
      new URLSearchParams('company=abc'),
    );
    expect(params.toString()).toBe('company=abc&within=30&type=lamps&sort=forecast&desc=1');
    expect(readBoardView(params)).toEqual({
      within: '30',
      type: 'lamps',
      sort: { id: 'forecast', desc: true },
    });
    expect(readBoardView(new URLSearchParams('within=12&sort=x')).within).toBe('all');
  });

  it('exports the view as CSV', () => {
    const csv = serviceCsv(rows.slice(2, 3));
    expect(csv.split('\r\n')[1]).toBe(
      '1003,,Utrecht,Lamps,400,6 h 40 min,1000,40,Due soon,2026-12-01,2026-12-01,2026-12-01,',
    );
  });
});

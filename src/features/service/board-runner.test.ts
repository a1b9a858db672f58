import { describe, expect, it } from 'vitest';
import type { FleetUnit } from '@/domain/fleet/fleet-unit';
import { boardRows, unitServiceRows, type BoardView } from '@/domain/service/service-board';
import { createBoardRunner, type BoardInput, type BoardResult } from './board-runner';

const now = Date.UTC(2026, 10, 25, 12);
const ctx = { configLimits: { lamps: 1000, led: 5000 }, now, dueSoonDays: 14 };
const unit = (i: number): FleetUnit =>
  ({
    guid: `g${i}`,
    serial: `SB-${i}`,
    alias: '',
    city: 'Utrecht',
    companyGuids: [],
    activeErrors: 0n,
    hours: [
      { type: 'lamps', value: (i * 37) % 1100 },
      { type: 'led', value: (i * 91) % 5200 },
    ],
  }) as unknown as FleetUnit;
const units = Array.from({ length: 3000 }, (_, i) => unit(i));
const VIEW: BoardView = { within: 'all', type: '', sort: { id: 'due', desc: false } };

/** A runner whose every check says the budget is spent: it yields as often as it can. */
function setup() {
  const results: BoardResult[] = [];
  let yields = 0;
  let t = 0;
  const runner = createBoardRunner((r) => results.push(r), {
    clock: () => (t += 10),
    yieldNow: () => {
      yields++;
      return new Promise((ok) => setTimeout(ok, 0));
    },
    showEveryMs: Infinity,
  });
  const next = async (count: number) => {
    while (results.length < count) await new Promise((ok) => setTimeout(ok, 1));
    return results[count - 1]!;
  };
  return { runner, results, next, yields: () => yields };
}
const keys = (rows: readonly { key: string }[]) => rows.map((r) => r.key);

describe('board runner', () => {
  it('gives the rows of the one-pass board, in many short tasks', async () => {
    const { runner, next, yields } = setup();
    const input: BoardInput = { units, extras: new Map(), ctx, view: VIEW };
    runner.request(input);
    const result = await next(1);
    const expected = boardRows(
      units.flatMap((u) => unitServiceRows(u, undefined, ctx)),
      VIEW,
      now,
    );
    expect(keys(result.rows)).toEqual(keys(expected));
    expect(result.total).toBe(6000);
    expect(result.types).toEqual(['lamps', 'led']);
    expect(result.counts.overdue + result.counts['due-soon'] + result.counts.ok).toBe(6000);
    expect(yields()).toBeGreaterThan(50);
    runner.close();
  });

  it('answers the newest view, and reuses rows and order when no unit changed', async () => {
    const { runner, next } = setup();
    const input: BoardInput = { units, extras: new Map(), ctx, view: VIEW };
    runner.request(input);
    const first = await next(1);
    // Typed quickly: only the last choice counts.
    runner.request({ ...input, view: { ...VIEW, within: '30' } });
    runner.request({ ...input, view: { ...VIEW, within: 'overdue', type: 'led' } });
    const narrowed = await next(2);
    expect(narrowed.input.view.within).toBe('overdue');
    expect(narrowed.rows.every((r) => r.status === 'overdue' && r.type === 'led')).toBe(true);
    // A poll with the same unit objects: same row objects.
    runner.request({ ...input, units: [...units] });
    const again = await next(3);
    expect(again.rows[0]).toBe(first.rows[0]);
    runner.close();
  });

  it('rebuilds only what changed and re-sorts for a new sort', async () => {
    const { runner, next } = setup();
    const input: BoardInput = { units, extras: new Map(), ctx, view: VIEW };
    runner.request(input);
    const first = await next(1);
    const changed = units.map((u, i) =>
      i === 5 ? { ...u, hours: [{ type: 'lamps', value: 1050 }] } : u,
    );
    runner.request({
      ...input,
      units: changed,
      view: { ...VIEW, sort: { id: 'serial', desc: true } },
    });
    const second = await next(2);
    expect(second.total).toBe(5999);
    expect(second.rows[0]?.serial).toBe('SB-2999');
    const kept = second.rows.find((r) => r.key === 'g7|lamps');
    expect(kept).toBe(first.rows.find((r) => r.key === 'g7|lamps'));
    runner.close();
  });
});

import { describe, expect, it } from 'vitest';
import { counterTypeLabel } from './maintenance.ts';
import type { ServiceRow, ServiceSortId } from './service-board.ts';
import { naturalKey, runSteps, sortSteps } from './service-order.ts';

// The steps must give exactly the order of the plain comparators the board had before.
const RANK = { overdue: 0, 'due-soon': 1, ok: 2 };
const fk = (r: ServiceRow) => (r.forecast.kind === 'date' ? r.forecast.at : Infinity);
const nz = (d: number) => (Number.isNaN(d) ? 0 : d);
const REFERENCE: Record<ServiceSortId, (a: ServiceRow, b: ServiceRow) => number> = {
  serial: (a, b) => a.serial.localeCompare(b.serial, 'en', { numeric: true, sensitivity: 'base' }),
  // By the English name (the page passes the name on screen), the type breaking a tie.
  type: (a, b) =>
    counterTypeLabel(a.type).localeCompare(counterTypeLabel(b.type), 'en') ||
    (a.type < b.type ? -1 : a.type > b.type ? 1 : 0),
  used: (a, b) => a.share - b.share,
  forecast: (a, b) => nz(fk(a) - fk(b)),
  due: (a, b) => RANK[a.status] - RANK[b.status] || nz(fk(a) - fk(b)) || b.share - a.share,
};

function rowsOf(n: number, seed: number): ServiceRow[] {
  let x = seed;
  const rand = (k: number) => ((x = (x * 1103515245 + 12345) % 2 ** 31), x % k);
  const statuses = ['ok', 'due-soon', 'overdue'] as const;
  // Named in English "Lamps", "LED", "Climate filter", "Lamp hours" (as sent), "Operating hours".
  const types = ['lamps', 'led', 'climate_filter', 'lamp_hours', 'operating'];
  return Array.from({ length: n }, (_, i) => {
    const serial = `SB-${rand(40)}`;
    return {
      key: `g${String(i).padStart(5, '0')}|${types[i % 5]}`,
      serial,
      type: types[rand(5)]!,
      status: statuses[rand(3)]!,
      share: rand(5) / 4,
      forecast: rand(3)
        ? { kind: 'date', at: rand(6) * 1000, day: '', earliest: '', latest: '' }
        : { kind: 'not-enough-data' },
    } as unknown as ServiceRow;
  });
}

describe('sortSteps', () => {
  const ids: ServiceSortId[] = ['due', 'serial', 'type', 'used', 'forecast'];
  it.each(
    ids.flatMap((id) =>
      [0, 1, 17, 1500].flatMap(
        (n) =>
          [
            [id, n, false],
            [id, n, true],
          ] as const,
      ),
    ),
  )('sort %s over %i rows, descending %s: same order as the comparator', (id, n, desc) => {
    const rows = rowsOf(n, n + id.length);
    const cmp = REFERENCE[id];
    const tie = (a: ServiceRow, b: ServiceRow) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
    const expected = [...rows].sort(
      desc ? (a, b) => cmp(b, a) || tie(a, b) : (a, b) => cmp(a, b) || tie(a, b),
    );
    expect(runSteps(sortSteps(rows, { id, desc }, 64)).map((r) => r.key)).toEqual(
      expected.map((r) => r.key),
    );
  });

  it('sorts the Counter column by the names on screen, in that language', () => {
    const rows = ['operating', 'lamps', 'climate_filter', 'led'].map(
      (type) => ({ key: type, type }) as ServiceRow,
    );
    const sorted = (order?: Parameters<typeof sortSteps>[3]) =>
      runSteps(sortSteps(rows, { id: 'type', desc: false }, 64, order)).map((r) => r.key);
    expect(sorted()).toEqual(['climate_filter', 'lamps', 'led', 'operating']);
    const dutch: Record<string, string> = {
      operating: 'Bedrijfsuren',
      lamps: 'Lampen',
      climate_filter: 'Klimaatfilter',
      led: 'LED',
    };
    expect(sorted({ name: (t) => dutch[t]!, locale: 'nl' })).toEqual([
      'operating',
      'climate_filter',
      'lamps',
      'led',
    ]);
  });

  it('yields often enough that no slice holds the whole sort', () => {
    const steps = sortSteps(rowsOf(5000, 7), { id: 'due', desc: false }, 256);
    let yields = 0;
    while (!steps.next().done) yields++;
    expect(yields).toBeGreaterThan(40);
  });

  it.each([
    ['SB-2', 'SB-10'],
    ['sb-9', 'SB-10'],
    ['A1B2', 'A1B10'],
    ['SB-10', 'SB-10a'],
  ])('natural key puts %s before %s', (a, b) => {
    expect(naturalKey(a) < naturalKey(b)).toBe(true);
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { deriveFleetRows, type FleetRow } from '../table/fleet-row';
import { HEALTH_RANK } from '@/domain/equipment/equipment-state';
import { filterOptions, rowPredicate } from '@/domain/fleet/fleet-filter';
import {
  filterOrder,
  filterOrderIncremental,
  INDEX_FROM,
  mergeSorted,
  prepareSearch,
  sortOrder,
  sortOrderIncremental,
  summarize,
} from './fleet-query';
import { equipment, NOW, ROW_OPTIONS } from '@/testing/fleet-documents';
import { EMPTY_VIEW, type FleetView } from '@/domain/fleet/fleet-view';

const rows = deriveFleetRows(
  [
    equipment({
      guid: 'a',
      serial: '100',
      alias: 'Cabin Amsterdam',
      city: 'Amsterdam',
      state: 10,
      release: '4.9.2',
    }),
    equipment({
      guid: 'b',
      serial: '20',
      alias: 'Back room',
      model: 'Ergoline 600',
      city: 'Zürich',
      country: 'CH',
      state: 6,
      errors: 1n,
      release: '4.10.0',
    }),
    equipment({
      guid: 'c',
      serial: '3',
      model: 'Ergoline 600',
      city: 'Utrecht',
      ping: NOW - 3_600_000,
      release: null,
    }),
    equipment({
      guid: 'd',
      serial: '4000',
      alias: 'Salon front',
      state: 14,
      errors: 1n << 17n,
      ping: NOW - 1_000,
    }),
  ],
  ROW_OPTIONS,
);

const serials = (order: Int32Array) => [...order].map((i) => rows[i]!.serial);
const view = (patch: Partial<FleetView>): FleetView => ({ ...EMPTY_VIEW, ...patch });
const visible = (patch: Partial<FleetView>) =>
  serials(filterOrder(rows, sortOrder(rows, { id: 'serial', desc: false }), view(patch)));

describe('sortOrder', () => {
  it('sorts worst health first by default', () => {
    expect(serials(sortOrder(rows, { id: 'state', desc: false }))).toEqual([
      '20',
      '4000',
      '3',
      '100',
    ]);
  });

  it('sorts serials numerically and reverses on desc', () => {
    expect(serials(sortOrder(rows, { id: 'serial', desc: false }))).toEqual([
      '3',
      '20',
      '100',
      '4000',
    ]);
    expect(serials(sortOrder(rows, { id: 'serial', desc: true }))).toEqual([
      '4000',
      '100',
      '20',
      '3',
    ]);
  });

  it('sorts errors critical first, releases by version, last seen newest first', () => {
    expect(serials(sortOrder(rows, { id: 'errors', desc: false }))[0]).toBe('20');
    expect(serials(sortOrder(rows, { id: 'release', desc: false }))).toEqual([
      '100',
      '20',
      '3',
      '4000',
    ]);
    expect(serials(sortOrder(rows, { id: 'lastSeen', desc: false }))).toEqual([
      '4000',
      '20',
      '100',
      '3',
    ]);
  });

  it('puts units without alias after named ones', () => {
    expect(serials(sortOrder(rows, { id: 'alias', desc: false }))).toEqual([
      '20',
      '100',
      '4000',
      '3',
    ]);
  });
});

describe('filterOrder', () => {
  it('searches serial, alias, model and city, accent- and case-insensitively', () => {
    expect(visible({ q: '400' })).toEqual(['4000']);
    expect(visible({ q: 'CABIN' })).toEqual(['100']);
    expect(visible({ q: 'ergoline' })).toEqual(['3', '20']);
    expect(visible({ q: 'zurich' })).toEqual(['20']);
    expect(visible({ q: 'ergoline utrecht' })).toEqual(['3']);
    expect(visible({ q: 'nowhere' })).toEqual([]);
  });

  it('filters by health class, state, critical errors, model, country and release', () => {
    expect(visible({ health: ['fault', 'offline'] })).toEqual(['3', '20']);
    expect(visible({ state: 'cleaning' })).toEqual(['4000']);
    expect(visible({ critical: true })).toEqual(['20']);
    expect(visible({ model: 'Ergoline 600' })).toEqual(['3', '20']);
    expect(visible({ country: 'CH' })).toEqual(['20']);
    expect(visible({ release: '4.9.2' })).toEqual(['100']);
    expect(visible({ release: '(none)' })).toEqual(['3']);
  });

  it('combines filters with AND and keeps the sort order', () => {
    expect(visible({ model: 'Ergoline 600', health: ['fault'] })).toEqual(['20']);
  });
});

describe('filterOrder over a big list (the search index)', () => {
  const cities = ['Amsterdam', 'Zürich', 'Utrecht', 'Liège', 'Rotterdam'];
  const big = deriveFleetRows(
    Array.from({ length: INDEX_FROM + 1_000 }, (_, i) =>
      equipment({
        guid: `g${i}`,
        serial: String(1_000_000 + i),
        alias: i % 3 === 0 ? `Cabin ${i % 11}` : undefined,
        model: i % 2 === 0 ? 'Ergoline 600' : 'Luxura X7',
        city: cities[i % cities.length],
        state: i % 4 === 0 ? 6 : 10,
      }),
    ),
    ROW_OPTIONS,
  );
  const order = sortOrder(big, { id: 'serial', desc: false });
  const rowByRow = (v: FleetView) => [...order].filter((i) => rowPredicate(v)(big[i]!));

  it('an index prepared on focus gives the same rows', () => {
    prepareSearch(big);
    const v = { ...view({}), q: 'cabin 1' };
    expect([...filterOrder(big, order, v)]).toEqual(rowByRow(v));
  });

  it.each<[string, Partial<FleetView>]>([
    ['cabin', {}],
    ['liege', {}],
    ['cabin 7 ergo', {}],
    ['1000 zur', {}],
    ['cabin', { model: 'Luxura X7' }],
    ['utrecht', { health: ['fault'] }],
    ['nowhere', {}],
  ])('%s %o: the rows a row-by-row check keeps, in order', (q, patch) => {
    const v = { ...view(patch), q };
    const got = [...filterOrder(big, order, v)];
    expect(got).toEqual(rowByRow(v));
    expect(got.length).toBeLessThan(big.length);
  });
});

describe('summary and filter options', () => {
  it('counts units per health class and units with critical errors', () => {
    const s = summarize(rows);
    expect(s.total).toBe(4);
    expect(s.byHealth).toEqual({ ok: 1, busy: 0, attention: 1, fault: 1, offline: 1, unknown: 0 });
    expect(s.withCritical).toBe(1);
  });

  it('lists the distinct models, countries and releases present', () => {
    expect(filterOptions(rows)).toEqual({
      models: ['Ergoline 600', 'Luxura X7'],
      countries: ['CH', 'NL'],
      releases: ['(none)', '4.9.2', '4.10.0'],
    });
  });
});

describe('serial order', () => {
  it('orders digit serials by value and mixed serials by length then text, consistently', () => {
    const mixed = deriveFleetRows(
      ['0012', '100', 'XYZ', '99', 'A1', '12'].map((serial, i) =>
        equipment({ guid: `m${i}`, serial }),
      ),
      ROW_OPTIONS,
    );
    const order = [...sortOrder(mixed, { id: 'serial', desc: false })].map((i) => mixed[i]!.serial);
    expect(order).toEqual(['12', '99', 'A1', '100', 'XYZ', '0012']);
  });
});

describe('filterOrderIncremental', () => {
  const order = sortOrder(rows, { id: 'serial', desc: false });
  const run = (
    q: string,
    previous?: ReturnType<typeof filterOrderIncremental>,
    patch: Partial<FleetView> = {},
  ) => filterOrderIncremental(rows, order, view({ q, ...patch }), previous);

  it('gives the same rows as a full pass while typing, deleting and changing filters', () => {
    let previous: ReturnType<typeof filterOrderIncremental> | undefined;
    for (const [q, patch] of [
      ['e', {}],
      ['er', {}],
      ['ergo', {}],
      ['ergo u', {}],
      ['ergo', {}],
      ['ergo', { health: ['fault'] }],
      ['', {}],
      ['s', { country: 'NL' }],
    ] as [string, Partial<FleetView>][]) {
      previous = run(q, previous, patch);
      expect([...previous.visible]).toEqual([...filterOrder(rows, order, view({ q, ...patch }))]);
    }
  });

  it('narrows the previous hits only when the search grew', () => {
    const first = run('ergo');
    // A poisoned previous result proves which rows the next pass looks at.
    const poisoned = { ...first, visible: Int32Array.from([]) };
    expect([...run('ergol', poisoned).visible]).toEqual([]);
    expect(run('erg', poisoned).visible.length).toBe(2);
    expect(
      run('ergol', { ...poisoned, order: sortOrder(rows, { id: 'alias', desc: false }) }).visible
        .length,
    ).toBe(2);
  });
});

describe('sortOrderIncremental', () => {
  const sorts = [
    { id: 'state', desc: false },
    { id: 'serial', desc: true },
    { id: 'lastSeen', desc: false },
  ] as const;
  const changed = (i: number) => ({ ...rows[i]!, lastPing: NOW, health: 'fault' as const });

  it.each<[string, (typeof rows)[number][], (typeof rows)[number][]]>([
    ['a page appended', rows.slice(0, 2), rows],
    ['one unit replaced where it stands', rows, rows.map((r, i) => (i === 2 ? changed(i) : r))],
    ['a unit replaced and a page appended', rows.slice(0, 3), [changed(0), ...rows.slice(1)]],
    ['nothing changed, a new array', rows, [...rows]],
    ['a unit gone (shorter): sorted afresh', rows, rows.slice(1)],
  ])('%s: the same order as a full sort', (_, before, after) => {
    for (const sort of sorts) {
      const previous = { rows: before, sort, order: sortOrder(before, sort) };
      expect([...sortOrderIncremental(after, sort, previous)]).toEqual([...sortOrder(after, sort)]);
    }
  });

  it('keeps the last order when no row changed', () => {
    const sort = { id: 'state', desc: false } as const;
    const order = sortOrder(rows, sort);
    expect(sortOrderIncremental([...rows], sort, { rows, sort, order })).toBe(order);
  });
});

describe('sortOrderIncremental over a larger fleet', () => {
  // Few distinct states, models, aliases and serials, so most comparisons fall through to ties.
  const states = [10, 6, 14, 2, 0];
  const fleet = deriveFleetRows(
    Array.from({ length: 600 }, (_, i) =>
      equipment({
        guid: `g${(i * 7919) % 600}`,
        serial: i % 11 === 0 ? `X${i % 5}` : String((i * 37) % 97),
        alias: i % 4 === 0 ? '' : `Cabin ${i % 9}`,
        model: i % 3 === 0 ? 'Ergoline 600' : 'Luxura X7',
        state: states[i % states.length],
        ping: i % 13 === 0 ? null : NOW - (i % 17) * 60_000,
        errors: i % 6 === 0 ? 1n : 0n,
        release: i % 5 === 0 ? null : `4.${i % 4}.0`,
      }),
    ),
    ROW_OPTIONS,
  );
  const sortIds = ['state', 'serial', 'alias', 'model', 'errors', 'release', 'lastSeen'] as const;

  // The rules of each column written out on rows, as the oracle for the keyed comparisons.
  const text = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  const digits = (serial: string) => /^[1-9]\d{0,14}$/.test(serial);
  const serialRule = (a: FleetRow, b: FleetRow) =>
    digits(a.serial) && digits(b.serial)
      ? Number(a.serial) - Number(b.serial)
      : a.serial.length - b.serial.length || text(a.serial, b.serial);
  const rules: Record<(typeof sortIds)[number], (a: FleetRow, b: FleetRow) => number> = {
    state: (a, b) =>
      HEALTH_RANK[a.health] - HEALTH_RANK[b.health] || text(a.derived.state, b.derived.state),
    serial: serialRule,
    alias: (a, b) => text(a.keys.alias, b.keys.alias),
    model: (a, b) => text(a.keys.model, b.keys.model),
    errors: (a, b) =>
      (b.criticalCount ?? -1) - (a.criticalCount ?? -1) ||
      (b.errorCount ?? -1) - (a.errorCount ?? -1),
    release: (a, b) => text(a.keys.release, b.keys.release),
    lastSeen: (a, b) => (b.lastPing ?? -Infinity) - (a.lastPing ?? -Infinity) || 0,
  };

  it.each(sortIds.flatMap((id) => [false, true].map((desc) => ({ id, desc }))))(
    'sorts by the column, then serial, then guid (%o)',
    (sort) => {
      const expected = [...fleet.keys()].sort(
        (i, j) =>
          (sort.desc ? -1 : 1) * rules[sort.id](fleet[i]!, fleet[j]!) ||
          serialRule(fleet[i]!, fleet[j]!) ||
          text(fleet[i]!.guid, fleet[j]!.guid),
      );
      expect([...sortOrder(fleet, sort)]).toEqual(expected);
    },
  );

  it.each(sortIds.flatMap((id) => [false, true].map((desc) => ({ id, desc }))))(
    'pages of 37 appended, then units replaced: each step equals a full sort (%o)',
    (sort) => {
      let previous: { rows: typeof fleet; sort: typeof sort; order: Int32Array } | undefined;
      let shown: typeof fleet = [];
      for (let end = 37; end < fleet.length + 37; end += 37) {
        shown = fleet.slice(0, Math.min(end, fleet.length));
        const order = sortOrderIncremental(shown, sort, previous);
        expect([...order]).toEqual([...sortOrder(shown, sort)]);
        previous = { rows: shown, sort, order };
      }
      // A poll that replaced a few units where they stand (worse state, a newer ping).
      const polled = shown.map((r, i) =>
        i % 50 === 3 ? { ...r, health: 'fault' as const, lastPing: NOW - i } : r,
      );
      const order = sortOrderIncremental(polled, sort, previous);
      expect([...order]).toEqual([...sortOrder(polled, sort)]);
    },
  );
});

describe('mergeSorted', () => {
  const byValue = (values: number[]) => (i: number, j: number) => values[i]! - values[j]!;
  it.each<[string, number[], number[], number[]]>([
    ['nothing added', [0, 1, 2], [], [0, 1, 2]],
    ['into nothing', [], [0, 1], [0, 1]],
    ['all before', [2, 3], [0, 1], [0, 1, 2, 3]],
    ['all after', [0, 1], [2, 3], [0, 1, 2, 3]],
    ['interleaved', [0, 2, 4, 6], [1, 5, 7], [0, 1, 2, 4, 5, 6, 7]],
  ])('%s', (_, kept, added, expected) => {
    const merged = mergeSorted(
      Int32Array.from(kept),
      Int32Array.from(added),
      byValue([0, 1, 2, 3, 4, 5, 6, 7]),
    );
    expect([...merged]).toEqual(expected);
  });
});

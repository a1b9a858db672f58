// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { filterOptions } from '@/domain/fleet/fleet-filter';
import { equipment, NOW, ROW_OPTIONS } from '@/testing/fleet-documents';
import { summarize } from '../search/fleet-query';
import { deriveFleetRows, type FleetRow } from './fleet-row';
import { tallyFleet, type FleetTally } from './fleet-tally';

const fleet = deriveFleetRows(
  Array.from({ length: 240 }, (_, i) =>
    equipment({
      guid: `u${i}`,
      serial: String(1000 + i),
      model: i === 7 ? 'Solo' : ['Luxura X7', 'Ergoline 600', 'Ergoline 10'][i % 3],
      country: ['NL', 'DE', 'CH', ''][i % 4],
      state: [10, 6, 14, 2][i % 4],
      ping: i % 9 === 0 ? NOW - 86_400_000 : NOW - 1_000,
      errors: i % 5 === 0 ? 1n : 0n,
      release: i % 7 === 0 ? null : i % 11 === 0 ? undefined : `4.${i % 12}.0`,
    }),
  ),
  ROW_OPTIONS,
);
const full = (rows: readonly FleetRow[]) => ({
  summary: summarize(rows),
  options: filterOptions(rows),
});
const shown = (t: FleetTally) => ({ summary: t.summary, options: t.options });

describe('tallyFleet', () => {
  it('counts a load shown page by page like a count of every row', () => {
    let tally: FleetTally | undefined;
    for (let end = 0; end <= fleet.length; end += 30) {
      const rows = fleet.slice(0, end);
      tally = tallyFleet(rows, tally);
      expect(shown(tally)).toEqual(full(rows));
    }
  });

  it('follows units replaced where they stand, also when a value is gone or new', () => {
    const before = tallyFleet(fleet);
    // The only "Solo" becomes a new model; one unit turns fault with a critical error.
    const polled = fleet.map((r, i) =>
      i === 7
        ? { ...r, model: 'Sunvision 5' }
        : i === 4
          ? { ...r, health: 'fault' as const, criticalCount: 2 }
          : r,
    );
    const after = tallyFleet(polled, before);
    expect(shown(after)).toEqual(full(polled));
    expect(after.options.models).not.toContain('Solo');
    expect(after.options.models).toContain('Sunvision 5');
  });

  it('starts afresh when rows were removed, and keeps the last tally when nothing changed', () => {
    const before = tallyFleet(fleet);
    expect(shown(tallyFleet(fleet.slice(10), before))).toEqual(full(fleet.slice(10)));
    expect(tallyFleet(fleet, before)).toBe(before);
    expect(tallyFleet([...fleet], before).options).toBe(before.options);
  });
});

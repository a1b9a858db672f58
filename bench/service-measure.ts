// `npm run bench -- --only service`: the service board's pure work in Node (the same V8 as
// Chromium), on fleets projected from the simulator: building every (unit, counter) row, a
// "Due within" change (filter + sort), and folding one poll into the fleet history (whole poll,
// and the longest 2,000-unit slice the history host runs per task).
import { performance } from 'node:perf_hooks';
import { createSimulator } from '../server/app';
import { equipmentDocument } from '../server/simulator/world/equipment-document';
import { DEFAULT_STATE_CODES } from '../src/domain/equipment-state';
import { BUILTIN_ERROR_CATALOG } from '../src/domain/error-catalog';
import { emptyFoldState, foldUnits } from '../src/domain/fleet-history';
import { projectFleetUnit, type FleetUnit, type FleetUnitSource } from '../src/domain/fleet-unit';
import { boardRows, unitServiceRows, type ServiceRow } from '../src/domain/service-board';

const LIMITS = {
  lamps: 48_000,
  facial_lamps: 30_000,
  shoulder_lamps: 30_000,
  led: 90_000,
  climate_filter: 6_000,
};
const SLICE = 2000;

export interface ServiceScale {
  units: number;
  rows: number;
  /** ms per run */
  build: number[];
  filter: number[];
  foldFirst: number[];
  foldFirstSlice: number[];
  foldNext: number[];
  foldNextSlice: number[];
}

function fleetOf(units: number, now: number): FleetUnit[] {
  const sim = createSimulator({ units, now: () => now });
  const options = {
    now,
    offlineAfterMs: 600_000,
    stateCodes: DEFAULT_STATE_CODES,
    catalog: BUILTIN_ERROR_CATALOG,
  };
  const out: FleetUnit[] = [];
  for (let i = 0; i < sim.world.size; i++) {
    const doc = equipmentDocument(sim.world, sim.world.unitAt(i), now) as unknown;
    out.push(projectFleetUnit(doc as FleetUnitSource, options));
  }
  return out;
}

function time(run: () => void): number {
  const t = performance.now();
  run();
  return performance.now() - t;
}

/** Whole fold and its longest slice. */
function fold(state: ReturnType<typeof emptyFoldState>, units: readonly FleetUnit[], at: number) {
  let longest = 0;
  const total = time(() => {
    for (let from = 0; from < units.length; from += SLICE)
      longest = Math.max(
        longest,
        time(() => foldUnits(state, units, at, from, from + SLICE)),
      );
  });
  return { total, longest };
}

export function measureService(scales: readonly number[], runs: number): ServiceScale[] {
  const out: ServiceScale[] = [];
  for (const units of scales) {
    const now = Date.now();
    const fleet = fleetOf(units, now);
    const r: ServiceScale = {
      units,
      rows: 0,
      build: [],
      filter: [],
      foldFirst: [],
      foldFirstSlice: [],
      foldNext: [],
      foldNextSlice: [],
    };
    for (let run = 0; run < runs; run++) {
      const ctx = { configLimits: LIMITS, now: now + run, dueSoonDays: 14 };
      let rows: ServiceRow[] = [];
      r.build.push(
        time(() => {
          rows = fleet.flatMap((u) => unitServiceRows(u, undefined, ctx));
          rows = boardRows(
            rows,
            { within: 'all', type: '', sort: { id: 'due', desc: false } },
            now,
          );
        }),
      );
      r.rows = rows.length;
      r.filter.push(
        time(() =>
          boardRows(rows, { within: '30', type: '', sort: { id: 'due', desc: false } }, now),
        ),
      );
      const state = emptyFoldState();
      const first = fold(state, fleet, now);
      r.foldFirst.push(first.total);
      r.foldFirstSlice.push(first.longest);
      // The next poll: a tenth of the units changed (new objects with a grown counter).
      const next = fleet.map((u, i) =>
        i % 10 === 0 ? { ...u, hours: u.hours.map((h) => ({ ...h, value: h.value + 5 })) } : u,
      );
      const second = fold(state, next, now + 30_000);
      r.foldNext.push(second.total);
      r.foldNextSlice.push(second.longest);
    }
    out.push(r);
  }
  return out;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const r of measureService([10_000, 100_000], 3)) {
    const m = (xs: number[]) => `${median(xs).toFixed(1)} ms`;
    console.log(
      `${r.units} units, ${r.rows} rows: build ${m(r.build)}, Due within 30 days ${m(r.filter)}, ` +
        `fold first poll ${m(r.foldFirst)} (longest slice ${m(r.foldFirstSlice)}), ` +
        `next poll ${m(r.foldNext)} (longest slice ${m(r.foldNextSlice)})`,
    );
  }
}

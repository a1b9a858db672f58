// `npm run bench -- --only service`: the service board's work in Node (the same V8 as Chromium),
// on fleets projected from the simulator, run the way the page runs it: the board runner
// (features/service/board-runner.ts) and the history fold (fold-poll.ts) in tasks of ~8 ms that
// yield in between. Each figure: wall time to the result, and the longest task on the way.
import { performance } from 'node:perf_hooks';
import { setImmediate as turn } from 'node:timers/promises';
import { createSimulator } from '../server/app';
import { equipmentDocument } from '../server/simulator/world/equipment-document';
import { DEFAULT_STATE_CODES } from '../src/domain/equipment/equipment-state.ts';
import { BUILTIN_ERROR_CATALOG } from '../src/domain/equipment/error-catalog.ts';
import { emptyFoldState } from '../src/domain/fleet/fleet-history.ts';
import {
  projectFleetUnit,
  type FleetUnit,
  type FleetUnitSource,
} from '../src/domain/fleet/fleet-unit.ts';
import { boardRows, unitServiceRows, type BoardView } from '../src/domain/service/service-board.ts';
import { createBoardRunner, type BoardInput } from '../src/features/service/board-runner';
import { foldPoll } from '../src/features/service/fold-poll';

const LIMITS = {
  lamps: 48_000,
  facial_lamps: 30_000,
  shoulder_lamps: 30_000,
  led: 90_000,
  climate_filter: 6_000,
};

/** Wall ms to the result and the longest task on the way. */
export interface Timed {
  wall: number;
  longest: number;
  /** The longest task's CPU time (process: main thread and GC helpers). */
  longestCpu: number;
}

export interface ServiceScale {
  units: number;
  rows: number;
  onePass: number[];
  firstRows: Timed[];
  filter: Timed[];
  sort: Timed[];
  nextPoll: Timed[];
  foldFirst: Timed[];
  foldNext: Timed[];
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

/** A yield that records how long the task before it ran. */
function tracker() {
  let resumed = performance.now();
  let cpuAt = process.cpuUsage();
  let longest = 0;
  let longestCpu = 0;
  const cpuSince = () => {
    const d = process.cpuUsage(cpuAt);
    return (d.user + d.system) / 1000;
  };
  return {
    cpu: () => Math.max(longestCpu, cpuSince()),
    yieldNow: async () => {
      longestCpu = Math.max(longestCpu, cpuSince());
      const ran = performance.now() - resumed;
      // BENCH_TRACE=1 names where each task over 30 ms yielded.
      if (ran > 30 && process.env.BENCH_TRACE)
        console.error(ran.toFixed(1), new Error().stack?.split('\n').slice(2, 6).join(' | '));
      longest = Math.max(longest, ran);
      await turn();
      resumed = performance.now();
      cpuAt = process.cpuUsage();
    },
    start() {
      resumed = performance.now();
      cpuAt = process.cpuUsage();
      longest = 0;
      longestCpu = 0;
    },
    end(): number {
      return Math.max(longest, performance.now() - resumed);
    },
  };
}

const VIEW: BoardView = { within: 'all', type: '', sort: { id: 'due', desc: false } };

export async function measureService(
  scales: readonly number[],
  runs: number,
): Promise<ServiceScale[]> {
  const out: ServiceScale[] = [];
  for (const units of scales) {
    const now = Date.now();
    const fleet = fleetOf(units, now);
    const r: ServiceScale = {
      units,
      rows: 0,
      onePass: [],
      firstRows: [],
      filter: [],
      sort: [],
      nextPoll: [],
      foldFirst: [],
      foldNext: [],
    };
    for (let run = 0; run < runs; run++) {
      const ctx = { configLimits: LIMITS, now: now + run, dueSoonDays: 14 };
      // The page's request after the fleet arrived, then a Due within change, a sort change and
      // the next poll where a tenth of the units changed (new objects with a grown counter).
      const t = tracker();
      let resolve: (n: number) => void = () => undefined;
      const runner = createBoardRunner((res) => resolve(res.total), { yieldNow: t.yieldNow });
      const timed = async (input: BoardInput): Promise<Timed> => {
        const done = new Promise<number>((ok) => (resolve = ok));
        const start = performance.now();
        t.start();
        runner.request(input);
        r.rows = await done;
        return { wall: performance.now() - start, longest: t.end(), longestCpu: t.cpu() };
      };
      const first: BoardInput = { units: fleet, extras: new Map(), ctx, view: VIEW };
      r.firstRows.push(await timed(first));
      const within: BoardInput = { ...first, view: { ...VIEW, within: '30' } };
      r.filter.push(await timed(within));
      r.sort.push(
        await timed({ ...within, view: { ...within.view, sort: { id: 'serial', desc: false } } }),
      );
      const next = fleet.map((u, i) =>
        i % 10 === 0 ? { ...u, hours: u.hours.map((h) => ({ ...h, value: h.value + 5 })) } : u,
      );
      r.nextPoll.push(await timed({ ...within, units: next }));
      runner.close();
      // The same work in one task, as the page did before (the sort is today's).
      if (run === 0 || units <= 10_000) {
        const start = performance.now();
        boardRows(
          fleet.flatMap((u) => unitServiceRows(u, undefined, ctx)),
          VIEW,
          now,
        );
        r.onePass.push(performance.now() - start);
      }
      const state = emptyFoldState();
      for (const [poll, list] of [
        [0, fleet],
        [30_000, next],
      ] as const) {
        const start = performance.now();
        t.start();
        await foldPoll(state, list, now + poll, { yieldNow: t.yieldNow });
        (poll ? r.foldNext : r.foldFirst).push({
          wall: performance.now() - start,
          longest: t.end(),
          longestCpu: t.cpu(),
        });
      }
    }
    out.push(r);
  }
  return out;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

if (import.meta.url === `file://${process.argv[1]}`) {
  const scales = (process.argv[2] ?? '10000,100000').split(',').map(Number);
  for (const r of await measureService(scales, Number(process.argv[3] ?? 3))) {
    const m = (xs: Timed[]) =>
      `${median(xs.map((x) => x.wall)).toFixed(0)} ms (longest task ${median(xs.map((x) => x.longest)).toFixed(1)} ms, CPU ${median(xs.map((x) => x.longestCpu)).toFixed(1)} ms)`;
    console.log(
      `${r.units} units, ${r.rows} rows: first rows ${m(r.firstRows)}; one pass ${median(r.onePass).toFixed(0)} ms; ` +
        `Due within 30 days ${m(r.filter)}; sort by serial ${m(r.sort)}; next poll ${m(r.nextPoll)}; ` +
        `fold first poll ${m(r.foldFirst)}; next poll ${m(r.foldNext)}`,
    );
  }
}

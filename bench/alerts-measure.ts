// Alert evaluation cost per fleet poll (docs/decisions.md#alerts): the longest
// piece of main-thread work one poll causes, at 10,000 and 100,000 units of the simulator's world.
//   npx tsx bench/alerts-measure.ts [--scales 10000,100000] [--runs 5]
// Runs in Node (same V8 as Chromium) and times the functions the alerts host runs on the page:
// - one pass: the whole evaluation in one task (before);
// - slices: what the page does now (8 ms of work, then it yields): the longest slice is the
//   longest task it causes;
// - reducer: the step after the slices on the poll that fires every alert, in one task (before)
//   and in pollSteps slices of 8 ms (now);
// - tabs + storage: on a poll where one alert ended, the header count and what is cloned for the
//   other tabs and for IndexedDB: the whole state (before) or only what changed (now; a poll
//   that changed nothing sends nothing); on the poll that fires every alert, the delta goes out
//   in chunks of 1,000 alerts, one task each.
// Each figure is wall time and, in brackets, CPU time of the process: on a busy machine the
// wall time includes waiting for a CPU, the CPU time does not.
import { loadavg } from 'node:os';
import { createSimulator } from '../server/app';
import { equipmentDocument } from '../server/simulator/world/equipment-document';
import { collectConditions } from '../src/domain/alerts/alert-conditions.ts';
import {
  attentionCount,
  initialAlertState,
  pollSteps,
  reduceAlerts,
} from '../src/domain/alerts/alert-engine.ts';
import { DEFAULT_RULES } from '../src/domain/alerts/alert-rules.ts';
import { DEFAULT_STATE_CODES } from '../src/domain/equipment/equipment-state.ts';
import { BUILTIN_ERROR_CATALOG } from '../src/domain/equipment/error-catalog.ts';
import {
  projectFleetUnit,
  type FleetUnit,
  type FleetUnitSource,
} from '../src/domain/fleet/fleet-unit.ts';
import { alertDelta } from '../src/domain/alerts/alert-delta.ts';
import { toAlertUnit } from '../src/domain/alerts/alert-units.ts';
import { deltaMessages } from '../src/features/alerts/alert-runner';
import { evaluateFleet } from '../src/features/alerts/evaluate';
import { toolArgs } from './tool-args';

const OFFLINE_AFTER_MS = 600_000;
const POLL_MS = 30_000;

export interface Sample {
  wall: number;
  cpu: number;
}
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
function timed<T>(run: () => T): [T, Sample] {
  const w = performance.now();
  const c = cpuMs();
  const out = run();
  return [out, { wall: performance.now() - w, cpu: cpuMs() - c }];
}
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return (s[Math.floor((s.length - 1) / 2)]! + s[Math.ceil((s.length - 1) / 2)]!) / 2;
};
const show = (xs: Sample[]) =>
  `${median(xs.map((x) => x.wall)).toFixed(1)} ms (${median(xs.map((x) => x.cpu)).toFixed(1)})`;

function fleetOf(units: number, now: number): FleetUnit[] {
  const sim = createSimulator({ units, now: () => now });
  const options = {
    now,
    offlineAfterMs: OFFLINE_AFTER_MS,
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

export async function measureAlerts(scales: readonly number[], runs: number) {
  const out: AlertScale[] = [];
  for (const units of scales) {
    const now = Date.now();
    const fleet = fleetOf(units, now);
    const onePass: Sample[] = [];
    const longest: Sample[] = [];
    const total: Sample[] = [];
    const reducer: Sample[] = [];
    const reducerSlice: Sample[] = [];
    const chunk: Sample[] = [];
    const after: Sample[] = [];
    const delta: Sample[] = [];
    let conditions = 0;
    let slices = 0;
    for (let run = 0; run < runs; run++) {
      const at = now + run * POLL_MS;
      const [whole, one] = timed(() =>
        collectConditions(
          fleet.map((u) => toAlertUnit(u, OFFLINE_AFTER_MS, at)),
          DEFAULT_RULES,
          at,
        ),
      );
      onePass.push(one);
      conditions = whole.conditions.length;

      // The page's path: each slice is one task, ended by a yield.
      const worst: Sample = { wall: 0, cpu: 0 };
      let wall = performance.now();
      let cpu = cpuMs();
      const start = { wall, cpu };
      slices = 0;
      const close = () => {
        slices++;
        worst.wall = Math.max(worst.wall, performance.now() - wall);
        worst.cpu = Math.max(worst.cpu, cpuMs() - cpu);
      };
      const result = (await evaluateFleet(fleet, {
        rules: DEFAULT_RULES,
        at,
        offlineAfterMs: OFFLINE_AFTER_MS,
        yieldNow: () => {
          close();
          return new Promise<void>((resolve) =>
            setImmediate(() => {
              wall = performance.now();
              cpu = cpuMs();
              resolve();
            }),
          );
        },
      }))!;
      close(); // the last slice and finish()
      total.push({ wall: performance.now() - start.wall, cpu: cpuMs() - start.cpu });
      longest.push(worst);

      // Two polls fire every condition: the second one changes every alert, the worst poll.
      const first = reduceAlerts(initialAlertState(at - POLL_MS, POLL_MS), {
        type: 'poll',
        at: at - POLL_MS,
        result,
      });
      const [, r] = timed(() => reduceAlerts(first.state, { type: 'poll', at, result }));
      reducer.push(r);
      // The runner's path: pollSteps with 8 ms slices (alert-runner.ts), each slice one task.
      const steps = pollSteps(first.state, at, result);
      const slice: Sample = { wall: 0, cpu: 0 };
      let w = performance.now();
      let c = cpuMs();
      let step = steps.next();
      for (; !step.done; step = steps.next()) {
        if (performance.now() - w < 8) continue;
        slice.wall = Math.max(slice.wall, performance.now() - w);
        slice.cpu = Math.max(slice.cpu, cpuMs() - c);
        await new Promise<void>((resolve) => setImmediate(resolve));
        w = performance.now();
        c = cpuMs();
      }
      slice.wall = Math.max(slice.wall, performance.now() - w);
      slice.cpu = Math.max(slice.cpu, cpuMs() - c);
      reducerSlice.push(slice);
      const second = step.value;
      // That poll's delta goes to the other tabs and to IndexedDB in chunks of ALERT_CHUNK, each
      // its own task (alert-runner.ts): the header count, the diff, one chunk cloned (for the
      // message, and again in another task for the store). The figure is the longest of those.
      const [, count] = timed(() => attentionCount(second.state, at));
      const [parts, diff] = timed(() =>
        deltaMessages(alertDelta(first.state.alerts, second.state.alerts, second.state.lastOkAt)),
      );
      const [, clone] = timed(() => structuredClone(parts[0]!));
      const worstTask = [count, diff, clone].sort((x, y) => y.wall - x.wall)[0]!;
      chunk.push(worstTask);
      const third = reduceAlerts(second.state, { type: 'poll', at: at + POLL_MS, result });
      // A poll where one alert ended: before, the runner cloned the whole state twice (tab
      // channel, IndexedDB); now it clones only what changed.
      const fourth = reduceAlerts(third.state, {
        type: 'poll',
        at: at + 2 * POLL_MS,
        result: { ...result, conditions: result.conditions.slice(1) },
      });
      after.push(
        timed(() => {
          attentionCount(fourth.state, at + 2 * POLL_MS);
          structuredClone(fourth.state);
          structuredClone(fourth.state);
        })[1],
      );
      delta.push(
        timed(() => {
          attentionCount(fourth.state, at + 2 * POLL_MS);
          const d = alertDelta(third.state.alerts, fourth.state.alerts, fourth.state.lastOkAt);
          structuredClone(d);
          structuredClone(d);
        })[1],
      );
    }
    out.push({
      units,
      conditions,
      onePass,
      longest,
      total,
      slices,
      reducer,
      reducerSlice,
      after,
      delta,
      chunk,
    });
  }
  return out;
}

export interface AlertScale {
  units: number;
  conditions: number;
  slices: number;
  onePass: Sample[];
  longest: Sample[];
  total: Sample[];
  reducer: Sample[];
  reducerSlice: Sample[];
  after: Sample[];
  delta: Sample[];
  chunk: Sample[];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const values = toolArgs(
    { scales: { type: 'string' }, runs: { type: 'string' } },
    'Usage: tsx bench/alerts-measure.ts [--scales 10000,100000] [--runs 5]',
  );
  const scales = (values.scales ?? '10000,100000').split(',').map(Number);
  const runs = Number(values.runs ?? 5);
  const load = () =>
    loadavg()
      .map((x) => x.toFixed(2))
      .join(' ');
  console.error(`load average at start: ${load()}`);
  console.log(
    '| units | conditions | one pass (before) | slices: longest | slices: count, total | reducer, one task (before) | reducer: longest slice | tabs + storage: whole state (before) | tabs + storage: delta | worst poll: longest task after the reducer |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const r of await measureAlerts(scales, runs))
    console.log(
      `| ${r.units.toLocaleString('en-US')} | ${r.conditions.toLocaleString('en-US')} | ${show(r.onePass)} | ${show(r.longest)} | ${r.slices}, ${show(r.total)} | ${show(r.reducer)} | ${show(r.reducerSlice)} | ${show(r.after)} | ${show(r.delta)} | ${show(r.chunk)} |`,
    );
  console.error(`load average at end: ${load()}`);
}

// Alert evaluation cost per fleet poll (issue "Alerts", docs/decisions.md#alerts): the longest
// piece of main-thread work one poll causes, at 10,000 and 100,000 units of the simulator's world.
//   npx tsx bench/alerts-measure.ts [--scales 10000,100000] [--runs 5]
// Runs in Node (same V8 as Chromium) and times the functions the alerts host runs on the page:
// - one pass: the whole evaluation in one task (before);
// - slices: what the page does now (8 ms of work, then it yields): the longest slice is the
//   longest task it causes;
// - reducer: the step after the slices, one task, for a poll where the alerts keep firing;
// - tabs + storage: on a poll where one alert ended, the header count and what is cloned for the
//   other tabs and for IndexedDB: the whole state (before) or only what changed (now; a poll
//   that changed nothing sends nothing).
// Each figure is wall time and, in brackets, CPU time of the process: on a busy machine the
// wall time includes waiting for a CPU, the CPU time does not.
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { createSimulator } from '../server/app';
import { equipmentDocument } from '../server/simulator/world/equipment-document';
import { collectConditions } from '../src/domain/alert-conditions';
import { attentionCount, initialAlertState, reduceAlerts } from '../src/domain/alert-engine';
import { DEFAULT_RULES } from '../src/domain/alert-rules';
import { DEFAULT_STATE_CODES } from '../src/domain/equipment-state';
import { BUILTIN_ERROR_CATALOG } from '../src/domain/error-catalog';
import { projectFleetUnit, type FleetUnit, type FleetUnitSource } from '../src/domain/fleet-unit';
import { alertDelta } from '../src/features/alerts/alert-runner';
import { evaluateFleet, toAlertUnit } from '../src/features/alerts/evaluate';

const { values } = parseArgs({
  options: { scales: { type: 'string' }, runs: { type: 'string' } },
});
const scales = (values.scales ?? '10000,100000').split(',').map(Number);
const runs = Number(values.runs ?? 5);
const OFFLINE_AFTER_MS = 600_000;
const POLL_MS = 30_000;

interface Sample {
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

const load = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');
console.error(`load average at start: ${load()}`);
console.log(
  '| units | conditions | one pass (before) | slices: longest | slices: count, total | reducer | tabs + storage: whole state (before) | tabs + storage: delta |',
);
console.log('|---|---|---|---|---|---|---|---|');
for (const units of scales) {
  const now = Date.now();
  const fleet = fleetOf(units, now);
  const onePass: Sample[] = [];
  const longest: Sample[] = [];
  const total: Sample[] = [];
  const reducer: Sample[] = [];
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

    // Two polls fire every condition; the third is what every later poll costs.
    const first = reduceAlerts(initialAlertState(at - POLL_MS, POLL_MS), {
      type: 'poll',
      at: at - POLL_MS,
      result,
    });
    const second = reduceAlerts(first.state, { type: 'poll', at, result });
    const [third, r] = timed(() =>
      reduceAlerts(second.state, { type: 'poll', at: at + POLL_MS, result }),
    );
    reducer.push(r);
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
  console.log(
    `| ${units.toLocaleString('en-US')} | ${conditions.toLocaleString('en-US')} | ${show(onePass)} | ${show(longest)} | ${slices}, ${show(total)} | ${show(reducer)} | ${show(after)} | ${show(delta)} |`,
  );
}
console.error(`load average at end: ${load()}`);

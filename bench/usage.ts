// `npm run bench -- --only usage` (or `npx tsx bench/usage.ts`): the unit usage figures from 5,000 session logs (goal ≤ 100 ms),
// median of 7 runs after a warm-up, in Node (the same pure function the equipment page runs).
import { performance } from 'node:perf_hooks';
import { usageSummary, type SessionLogLike } from '../src/domain/service/usage';

const COUNT = 5_000;
const NOW = Date.UTC(2026, 10, 25, 15);
const SPAN = 60 * 86_400_000;

function logs(): SessionLogLike[] {
  let seed = 7;
  const rnd = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  return Array.from({ length: COUNT }, (_, i) => ({
    type: 'session',
    logDate: NOW - SPAN + Math.floor((i / COUNT) * SPAN),
    session: { sessionTime: 480 + Math.floor(rnd() * 720), pauseTime: Math.floor(rnd() * 120) },
  }));
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export interface UsageRun {
  medianMs: number;
  medianCpuMs: number;
  /** wall ms per run */
  samples: number[];
  /** this process's CPU ms per run */
  cpuSamples: number[];
}

/** Wall time and this process's CPU time (steadier on a shared machine), per run. */
export function measureUsage(runs = 7): UsageRun {
  const data = logs();
  const zone = { timezone: 'Europe/Amsterdam' };
  usageSummary(data, NOW, zone);
  const samples: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < runs; i++) {
    // Each call builds its own clock: the offset cache starts empty, as on a page load.
    const c = process.cpuUsage();
    const t = performance.now();
    usageSummary(data, NOW, zone);
    samples.push(performance.now() - t);
    const d = process.cpuUsage(c);
    cpu.push((d.user + d.system) / 1000);
  }
  return { medianMs: median(samples), medianCpuMs: median(cpu), samples, cpuSamples: cpu };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { medianMs, medianCpuMs, samples } = measureUsage();
  console.log(
    `Usage from ${COUNT.toLocaleString('en-US')} session logs: median ${medianMs.toFixed(1)} ms ` +
      `wall, ${medianCpuMs.toFixed(1)} ms CPU ` +
      `(runs ${samples.map((s) => s.toFixed(1)).join(', ')}; goal ≤ 100 ms)`,
  );
}

// `tsx bench/engine-profile.ts --units 100000 --polls 2 [--database postgres://…] [--out DIR]`:
// V8 CPU profiles of single engine polls (the bench's engine: simulator in its own process,
// history and alerts area), summarised as self time per category, file and function, plus the
// longest event-loop stalls with the functions that ran during each (docs/decisions.md#engine-poll-performance).
import { writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import { join } from 'node:path';
import { startBenchEngine } from './bench-engine.ts';
import { summariseEngineProfile, type EngineCpuProfile } from './engine-profile-summary.ts';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i < 0 ? fallback : process.argv[i + 1]!;
};
const units = Number(arg('units', '100000'));
const polls = Number(arg('polls', '2'));
const out = arg('out', '');
const database = arg('database', '');

/** Event-loop gaps over 50 ms, in the profile's clock (µs), with the process's CPU time during
 *  each: a gap with little CPU was the machine's (other processes had the cores), not our code's. */
function watchStalls(): { stop(): { start: number; end: number; cpuMs: number }[] } {
  const stalls: { start: number; end: number; cpuMs: number }[] = [];
  let last = process.hrtime.bigint();
  let cpu = process.cpuUsage();
  const timer = setInterval(() => {
    const now = process.hrtime.bigint();
    const used = process.cpuUsage(cpu);
    cpu = process.cpuUsage();
    if (now - last > 50_000_000n)
      stalls.push({
        start: Number(last / 1000n),
        end: Number(now / 1000n),
        cpuMs: (used.user + used.system) / 1000,
      });
    last = now;
  }, 5);
  return {
    stop() {
      clearInterval(timer);
      return stalls;
    },
  };
}

const { engine, stop } = await startBenchEngine(units, database || undefined);
const session = new Session();
session.connect();
await session.post('Profiler.enable');
await session.post('Profiler.setSamplingInterval', { interval: 500 });
try {
  console.log(`load ${(await import('node:fs')).readFileSync('/proc/loadavg', 'utf8').trim()}`);
  for (let i = 0; i <= polls; i++) {
    if (i > 0) await new Promise((r) => setTimeout(r, 2000));
    await session.post('Profiler.start');
    const stalls = watchStalls();
    const cpu = process.cpuUsage();
    const t = performance.now();
    await engine.pollNow();
    const wall = performance.now() - t;
    const used = process.cpuUsage(cpu);
    const { profile } = await session.post('Profiler.stop');
    const gaps = stalls.stop();
    const heap = process.memoryUsage().heapUsed / 2 ** 20;
    console.log(
      `\n=== poll ${i} (${i === 0 ? 'first' : 'next'}): CPU ${((used.user + used.system) / 1000).toFixed(0)} ms, wall ${wall.toFixed(0)} ms, heap ${heap.toFixed(0)} MB, load ${(await import('node:fs')).readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`,
    );
    if (i === 0) continue;
    console.log(summariseEngineProfile(profile as EngineCpuProfile, gaps));
    if (out) await writeFile(join(out, `engine-poll-${i}.cpuprofile`), JSON.stringify(profile));
  }
} finally {
  session.disconnect();
  await stop();
}

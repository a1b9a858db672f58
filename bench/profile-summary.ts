// Turns a Chromium trace and a V8 CPU profile into a short text report (used by profile.ts).
import { readSourceMap, sourceAt, type SourceMapIndex } from './sourcemap.ts';

export interface TraceEvent {
  name: string;
  cat?: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; data?: { url?: string; functionName?: string } };
}

export interface CpuProfile {
  nodes: {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  }[];
  samples: number[];
  timeDeltas: number[];
}

const ms = (us: number) => `${(us / 1000).toFixed(1)} ms`;

function top(map: Map<string, number>, n: number, total: number): string {
  return [...map.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(
      ([k, v]) => `  ${ms(v).padStart(10)}  ${((100 * v) / total).toFixed(0).padStart(3)}%  ${k}`,
    )
    .join('\n');
}

/** The longest renderer main-thread tasks, each split into self time per trace event name. */
export function summariseTrace(events: readonly TraceEvent[], count = 3): string {
  const main = new Set(
    events
      .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  // RunTask and ThreadControllerImpl::RunTask wrap the same task: keep one per start time.
  const seen = new Set<string>();
  const tasks = events.filter((e) => {
    if (e.ph !== 'X' || !/RunTask$/.test(e.name) || !main.has(`${e.pid}:${e.tid}`) || !e.dur)
      return false;
    const key = `${e.pid}:${e.tid}:${e.ts}`;
    return !seen.has(key) && !!seen.add(key);
  });
  const byThread = new Map<string, number>();
  for (const t of tasks)
    byThread.set(`${t.pid}:${t.tid}`, (byThread.get(`${t.pid}:${t.tid}`) ?? 0) + t.dur!);
  const thread = [...byThread.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  const longest = tasks
    .filter((t) => `${t.pid}:${t.tid}` === thread)
    .sort((a, b) => b.dur! - a.dur!)
    .slice(0, count);
  const out = [
    `Longest main-thread tasks (${tasks.filter((t) => `${t.pid}:${t.tid}` === thread).length} tasks traced):`,
  ];
  for (const task of longest) {
    const inside = events
      .filter(
        (e) =>
          e !== task &&
          e.ph === 'X' &&
          e.dur &&
          `${e.pid}:${e.tid}` === thread &&
          e.ts >= task.ts &&
          e.ts + e.dur <= task.ts + task.dur!,
      )
      .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
    const self = new Map<string, number>();
    const stack: { end: number; key: string }[] = [];
    for (const e of inside) {
      while (stack.length && stack[stack.length - 1]!.end <= e.ts) stack.pop();
      const parent = stack[stack.length - 1];
      if (parent) self.set(parent.key, (self.get(parent.key) ?? 0) - e.dur!);
      const url = e.args?.data?.url ? ` ${e.args.data.url.replace(/^https?:\/\/[^/]+/, '')}` : '';
      const key = `${e.name}${e.name === 'FunctionCall' || e.name === 'EvaluateScript' ? url : ''}`;
      self.set(key, (self.get(key) ?? 0) + e.dur!);
      stack.push({ end: e.ts + e.dur!, key });
    }
    out.push(
      `- task of ${ms(task.dur!)} (main-thread CPU ${ms(task.tdur ?? task.dur!)}); self time by event:`,
      top(self, 8, task.dur!),
    );
  }
  return out.join('\n');
}

export interface CpuProfileTimed extends CpuProfile {
  startTime: number;
}

/**
 * Every main-thread task of at least `minCpuMs` CPU, in time order, each with the profile's self
 * time per file / package inside it: what a page load's long tasks (Lighthouse's TBT) are made of.
 */
export function summariseTasks(
  events: readonly TraceEvent[],
  profile: CpuProfileTimed,
  fileOfUrl: (url: string) => string,
  minCpuMs = 10,
): string {
  const main = new Set(
    events
      .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  // RunTask and ThreadControllerImpl::RunTask wrap the same task: keep the outer one.
  let end = -Infinity;
  const tasks = events
    .filter((e) => e.ph === 'X' && /RunTask$/.test(e.name) && main.has(`${e.pid}:${e.tid}`))
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!)
    .filter((e) => {
      if (e.ts < end) return false;
      end = e.ts + e.dur!;
      return true;
    })
    .filter((e) => (e.tdur ?? e.dur ?? 0) >= minCpuMs * 1000);
  const files = fileOfSample(profile, fileOfUrl);
  const times: number[] = [];
  let t = profile.startTime;
  for (const dt of profile.timeDeltas) times.push((t += dt));
  const t0 = tasks[0]?.ts ?? 0;
  // Lighthouse's phone runs the CPU 4× slower: a task blocks for what exceeds 50 ms there.
  const blocking = tasks.reduce(
    (sum, t) => sum + Math.max(0, (4 * (t.tdur ?? t.dur!)) / 1000 - 50),
    0,
  );
  const out = [
    `Main-thread tasks of ${minCpuMs} ms CPU or more (ms from the first); blocking time at 4× their CPU: ${blocking.toFixed(0)} ms:`,
  ];
  for (const task of tasks) {
    const self = new Map<string, number>();
    profile.samples.forEach((id, i) => {
      const at = times[i]!;
      if (at < task.ts || at > task.ts + task.dur!) return;
      const file = files.get(id) ?? '?';
      if (file !== '(idle)') self.set(file, (self.get(file) ?? 0) + (profile.timeDeltas[i] ?? 0));
    });
    out.push(
      `- at ${ms(task.ts - t0)}: ${ms(task.dur!)} (CPU ${ms(task.tdur ?? task.dur!)})`,
      top(self, 6, task.dur!),
    );
  }
  return out.join('\n');
}

function fileOfSample(profile: CpuProfile, fileOfUrl: (url: string) => string) {
  const maps = new Map<string, SourceMapIndex | undefined>();
  const out = new Map<number, string>();
  for (const n of profile.nodes) {
    const { url, functionName, lineNumber, columnNumber } = n.callFrame;
    let file = url ? url.replace(/^https?:\/\/[^/]+/, '') : functionName || '(native)';
    if (url.includes('/assets/') && url.endsWith('.js')) {
      if (!maps.has(url)) maps.set(url, readSourceMap(`${fileOfUrl(url)}.map`));
      const index = maps.get(url);
      const at = index && lineNumber >= 0 ? sourceAt(index, lineNumber, columnNumber) : undefined;
      if (at) file = at.owner;
    }
    out.set(n.id, file);
  }
  return out;
}

/** Self time of the CPU profile per source file/package, and per source line, via source maps. */
export function summariseCpu(profile: CpuProfile, fileOfUrl: (url: string) => string): string {
  const maps = new Map<string, SourceMapIndex | undefined>();
  const nodeKey = new Map<number, { file: string; fn: string }>();
  for (const n of profile.nodes) {
    const { url, functionName, lineNumber, columnNumber } = n.callFrame;
    let file = url ? url.replace(/^https?:\/\/[^/]+/, '') : functionName || '(native)';
    let line = lineNumber + 1;
    if (url.includes('/assets/') && url.endsWith('.js')) {
      if (!maps.has(url)) maps.set(url, readSourceMap(`${fileOfUrl(url)}.map`));
      const index = maps.get(url);
      const at = index && lineNumber >= 0 ? sourceAt(index, lineNumber, columnNumber) : undefined;
      if (at) ({ owner: file, line } = at);
    }
    nodeKey.set(n.id, { file, fn: `${file}:${line} ${functionName || '(anonymous)'}` });
  }
  const byFile = new Map<string, number>();
  const byFn = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const dt = profile.timeDeltas[i] ?? 0;
    const k = nodeKey.get(id);
    if (!k || k.file === '(idle)') return;
    total += dt;
    byFile.set(k.file, (byFile.get(k.file) ?? 0) + dt);
    byFn.set(k.fn, (byFn.get(k.fn) ?? 0) + dt);
  });
  return [
    `CPU profile, ${ms(total)} busy (idle excluded); self time by file / package:`,
    top(byFile, 15, total),
    'by function (source file:line):',
    top(byFn, 20, total),
  ].join('\n');
}

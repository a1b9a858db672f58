// Self time of a V8 CPU profile per category, file and function, and what ran in each stall.

export interface EngineCpuProfile {
  nodes: {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number };
    children?: number[];
  }[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

const fileOf = (url: string) => {
  if (!url) return '(native)';
  const m = /node_modules\/(@[^/]+\/[^/]+|[^/]+)/.exec(url);
  if (m) return m[1]!;
  const i = url.search(/\/(server|src|bench)\//);
  return i >= 0 ? url.slice(i + 1) : url.replace(/^.*\//, '');
};

function top(map: Map<string, number>, n: number, total: number, indent = '  '): string {
  return [...map.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(
      ([k, v]) =>
        `${indent}${(v / 1000).toFixed(0).padStart(6)} ms ${((100 * v) / total).toFixed(0).padStart(3)}%  ${k}`,
    )
    .join('\n');
}

export function summariseEngineProfile(
  profile: EngineCpuProfile,
  stalls: { start: number; end: number; cpuMs?: number }[],
): string {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const files = new Map<string, number>();
  const fns = new Map<string, number>();
  let busy = 0;
  let t = profile.startTime;
  const times: number[] = [];
  for (let i = 0; i < profile.samples.length; i++) {
    t += profile.timeDeltas[i]!;
    times.push(t);
    const dt = profile.timeDeltas[i + 1] ?? 0;
    const f = byId.get(profile.samples[i]!)!.callFrame;
    if (f.functionName === '(idle)') continue;
    busy += dt;
    const file = f.url ? fileOf(f.url) : f.functionName;
    files.set(file, (files.get(file) ?? 0) + dt);
    const fn = `${f.functionName || '(anonymous)'} ${fileOf(f.url)}:${f.lineNumber + 1}`;
    fns.set(fn, (fns.get(fn) ?? 0) + dt);
  }
  const lines = [
    `samples busy ${(busy / 1000).toFixed(0)} ms`,
    'self time per file / category:',
    top(files, 14, busy),
    'self time per function:',
    top(fns, 20, busy),
  ];
  const longest = [...stalls].sort((a, b) => b.end - b.start - (a.end - a.start)).slice(0, 5);
  const byCpu = [...stalls].sort((a, b) => (b.cpuMs ?? 0) - (a.cpuMs ?? 0)).slice(0, 3);
  for (const s of byCpu) if (!longest.includes(s)) longest.push(s);
  for (const s of longest) {
    const inside = new Map<string, number>();
    let sum = 0;
    for (let i = 0; i < times.length; i++) {
      if (times[i]! < s.start || times[i]! > s.end) continue;
      const f = byId.get(profile.samples[i]!)!.callFrame;
      const dt = profile.timeDeltas[i + 1] ?? 0;
      sum += dt;
      const k = `${f.functionName || '(anonymous)'} ${fileOf(f.url)}`;
      inside.set(k, (inside.get(k) ?? 0) + dt);
    }
    const cpu = s.cpuMs === undefined ? '' : `, ${s.cpuMs.toFixed(0)} ms CPU`;
    lines.push(
      `stall ${((s.end - s.start) / 1000).toFixed(0)} ms (${(sum / 1000).toFixed(0)} ms sampled${cpu}):`,
    );
    lines.push(top(inside, 6, Math.max(1, sum), '    '));
  }
  return lines.join('\n');
}

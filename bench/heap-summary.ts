// Reads a V8 heap snapshot (.heapsnapshot, often larger than the longest string JSON.parse takes)
// and says where the heap goes: self size and count per constructor, per (holder . edge) that
// retains it, and strings kept many times over. Used by bench/fleet-heap.ts.
import { readFileSync } from 'node:fs';

interface Meta {
  node_fields: string[];
  node_types: [string[], ...unknown[]];
  edge_fields: string[];
  edge_types: [string[], ...unknown[]];
}

function numbers(buf: Buffer, from: number, count: number): { values: Float64Array; end: number } {
  const values = new Float64Array(count);
  let i = from;
  let n = 0;
  let cur = 0;
  let inNum = false;
  for (; n < count; i++) {
    const c = buf[i]!;
    if (c >= 48 && c <= 57) {
      cur = cur * 10 + (c - 48);
      inNum = true;
    } else if (inNum) {
      values[n++] = cur;
      cur = 0;
      inNum = false;
    } else if (c === 93) break; // ']'
  }
  return { values, end: i };
}

function strings(buf: Buffer, from: number): string[] {
  const out: string[] = [];
  let i = from;
  for (;;) {
    while (buf[i] !== 34 && buf[i] !== 93) i++; // '"' or ']'
    if (buf[i] === 93) return out;
    const start = i;
    i++;
    let escaped = false;
    while (buf[i] !== 34 || escaped) {
      escaped = !escaped && buf[i] === 92;
      i++;
    }
    i++;
    out.push(JSON.parse(buf.toString('utf8', start, i)) as string);
  }
}

const mb = (b: number) => `${(b / 1e6).toFixed(1).padStart(7)} MB`;

export async function summariseSnapshot(file: string, units: number): Promise<string> {
  const buf = readFileSync(file);
  const nodesAt = buf.indexOf('"nodes":[');
  const header = JSON.parse(`${buf.toString('utf8', 0, nodesAt).trim().replace(/,$/, '')}}`) as {
    snapshot: { meta: Meta; node_count: number; edge_count: number };
  };
  const { meta, node_count, edge_count } = header.snapshot;
  const nf = meta.node_fields.length;
  const ef = meta.edge_fields.length;
  const nodes = numbers(buf, nodesAt + 9, node_count * nf);
  const edgesAt = buf.indexOf('"edges":[', nodes.end);
  const edges = numbers(buf, edgesAt + 9, edge_count * ef);
  const strs = strings(buf, buf.indexOf('"strings":[', edges.end) + 11);
  const N = nodes.values;
  const E = edges.values;
  const nType = meta.node_fields.indexOf('type');
  const nName = meta.node_fields.indexOf('name');
  const nSize = meta.node_fields.indexOf('self_size');
  const nEdges = meta.node_fields.indexOf('edge_count');
  const eType = meta.edge_fields.indexOf('type');
  const eName = meta.edge_fields.indexOf('name_or_index');
  const eTo = meta.edge_fields.indexOf('to_node');
  const nodeTypes = meta.node_types[0];
  const edgeTypes = meta.edge_types[0];
  const isString = (t: string) => /string/.test(t);

  const keyOf = (n: number): string => {
    const t = nodeTypes[N[n * nf + nType]!]!;
    const name = strs[N[n * nf + nName]!] ?? '';
    if (isString(t)) return '(string)';
    if (t === 'object' || t === 'native') return name;
    if (t === 'array' || t === 'hidden' || t === 'code') return `(${t}) ${name.slice(0, 40)}`;
    return `(${t})`;
  };

  const byKey = new Map<string, { size: number; count: number }>();
  let total = 0;
  for (let n = 0; n < node_count; n++) {
    const size = N[n * nf + nSize]!;
    total += size;
    const k = keyOf(n);
    const g = byKey.get(k) ?? { size: 0, count: 0 };
    g.size += size;
    g.count++;
    byKey.set(k, g);
  }

  // One strong retainer per node (the first met): its holder's key and the edge's name.
  const retainedBy = new Int32Array(node_count).fill(-1);
  const retainEdge = new Int32Array(node_count).fill(-1);
  let e = 0;
  for (let n = 0; n < node_count; n++) {
    const count = N[n * nf + nEdges]!;
    for (let k = 0; k < count; k++, e++) {
      const type = edgeTypes[E[e * ef + eType]!]!;
      if (type === 'weak' || type === 'shortcut') continue;
      const to = E[e * ef + eTo]! / nf;
      if (retainedBy[to] === -1) {
        retainedBy[to] = n;
        retainEdge[to] = e;
      }
    }
  }
  const edgeName = (edge: number) => {
    const type = edgeTypes[E[edge * ef + eType]!]!;
    const v = E[edge * ef + eName]!;
    return type === 'element' || type === 'hidden' ? `[${type}]` : (strs[v] ?? String(v));
  };
  const byRetainer = new Map<string, { size: number; count: number }>();
  const dupStrings = new Map<string, { size: number; count: number }>();
  for (let n = 0; n < node_count; n++) {
    const size = N[n * nf + nSize]!;
    const holder = retainedBy[n]!;
    const k = `${keyOf(n)}  ←  ${holder < 0 ? '(root)' : keyOf(holder)} . ${holder < 0 ? '' : edgeName(retainEdge[n]!)}`;
    const g = byRetainer.get(k) ?? { size: 0, count: 0 };
    g.size += size;
    g.count++;
    byRetainer.set(k, g);
    if (isString(nodeTypes[N[n * nf + nType]!]!)) {
      const value = (strs[N[n * nf + nName]!] ?? '').slice(0, 60);
      const d = dupStrings.get(value) ?? { size: 0, count: 0 };
      d.size += size;
      d.count++;
      dupStrings.set(value, d);
    }
  }

  const top = (m: Map<string, { size: number; count: number }>, n: number) =>
    [...m.entries()]
      .sort((a, b) => b[1].size - a[1].size)
      .slice(0, n)
      .map(
        ([k, g]) =>
          `  ${mb(g.size)} ${String(g.count).padStart(9)} × ${(g.size / units).toFixed(0).padStart(5)} B/unit  ${k}`,
      );
  return [
    `Heap snapshot: ${node_count} nodes, ${mb(total)} self size in all (${(total / units).toFixed(0)} B/unit)`,
    'Self size per constructor:',
    ...top(byKey, 30),
    'Self size per (what ← holder . edge):',
    ...top(byRetainer, 90),
    'Strings kept more than once (value, all copies):',
    ...top(new Map([...dupStrings].filter(([, g]) => g.count > 1)), 20),
  ].join('\n');
}

if (process.argv[1]?.endsWith('heap-summary.ts')) {
  const [file, units] = process.argv.slice(2);
  console.log(await summariseSnapshot(file!, Number(units ?? 1)));
}

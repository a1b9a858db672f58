// @vitest-environment node
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// import-x/no-cycle (eslint.config.js) skips `import type`: it cannot see a cycle made of type
// imports. This check reads every import, types included, and requires none to go round.
const root = import.meta.dirname;
const FOLDERS = ['src', 'server', 'bench', 'scripts', 'e2e', 'eslint'];
const SOURCE = /\.(ts|tsx|mjs|js)$/;
const IMPORT =
  /(?:^|[;\n])\s*(?:import|export)\s(?:[^'";]*?\sfrom\s)?\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

function sources(folder: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    if (name === 'node_modules' || name === 'lint-fixtures') continue;
    if (statSync(path).isDirectory()) out.push(...sources(path));
    else if (SOURCE.test(name) && !name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

function resolveImport(from: string, spec: string): string | undefined {
  const base = spec.startsWith('@/')
    ? join(root, 'src', spec.slice(2))
    : spec.startsWith('.')
      ? resolve(dirname(from), spec)
      : undefined;
  if (!base) return undefined;
  for (const ending of ['', '.ts', '.tsx', '.mjs', '.js', '/index.ts'])
    if (existsSync(base + ending) && statSync(base + ending).isFile()) return base + ending;
  return undefined;
}

/** Strongly connected components with more than one file (Tarjan), as sorted relative paths. */
function cycles(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (v: string) => {
    order.set(v, index);
    low.set(v, index++);
    stack.push(v);
    for (const w of graph.get(v) ?? []) {
      if (!order.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (stack.includes(w)) low.set(v, Math.min(low.get(v)!, order.get(w)!));
    }
    if (low.get(v) !== order.get(v)) return;
    const scc: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      scc.push(relative(root, w));
    } while (w !== v);
    if (scc.length > 1) found.push(scc.sort());
  };
  for (const v of graph.keys()) if (!order.has(v)) visit(v);
  return found;
}

describe('import cycles, type imports included', () => {
  it('finds none in src, server, bench, scripts, e2e and eslint', () => {
    const graph = new Map<string, string[]>();
    for (const file of FOLDERS.flatMap((f) => sources(join(root, f)))) {
      const text = readFileSync(file, 'utf8');
      const targets = [...text.matchAll(IMPORT)]
        .map((m) => resolveImport(file, (m[1] ?? m[2])!))
        .filter((t): t is string => t !== undefined);
      graph.set(file, targets);
    }
    expect(graph.size).toBeGreaterThan(500);
    expect(cycles(graph)).toEqual([]);
  });

  it('sees a cycle made of type imports only', () => {
    const graph = new Map([
      [join(root, 'a.ts'), [join(root, 'b.ts')]],
      [join(root, 'b.ts'), [join(root, 'a.ts')]],
    ]);
    expect(cycles(graph)).toEqual([['a.ts', 'b.ts']]);
  });
});

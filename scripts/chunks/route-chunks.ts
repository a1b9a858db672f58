// Build-time chunk groups (vite.config.ts → build.rolldownOptions.output.codeSplitting).
//
// Left alone, the bundler cuts one chunk per distinct set of lazy imports that use a module: the
// fleet route downloaded ~45 files, most under 1 kB, and gzip compresses each file on its own
// (every small file costs its header and a fresh dictionary). These groups put the code every
// signed-in page loads anyway into one chunk, and the fleet page's own code into one more; a
// module another page also needs is never moved into the fleet's chunk, so no other page
// downloads fleet code.
import { resolve } from 'node:path';

interface ModuleInfoLike {
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
}
interface ChunkingContextLike {
  getModuleInfo(id: string): ModuleInfoLike | null;
}

export interface RouteChunkRoots {
  /** The entry (main.tsx): what the sign-in page loads; never moved. */
  entry: string;
  /** Lazily loaded by every signed-in page (the layout, the query client…). */
  shell: readonly string[];
  /** The page whose own chunk is grouped (the fleet list at `/`). */
  page: string;
}

interface Graph {
  entry: Set<string>;
  shell: Set<string>;
  page: Set<string>;
  /** Reached from any other lazy import than the page's (other pages, background work). */
  elsewhere: Set<string>;
}

/** Statically imported closure of `roots`, not entering `stop`. */
function closure(
  ctx: ChunkingContextLike,
  roots: Iterable<string>,
  stop: ReadonlySet<string> = new Set(),
): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots].filter((r) => !stop.has(r));
  while (queue.length > 0) {
    const id = queue.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    for (const next of ctx.getModuleInfo(id)?.importedIds ?? [])
      if (!seen.has(next) && !stop.has(next)) queue.push(next);
  }
  return seen;
}

function graphOf(ctx: ChunkingContextLike, roots: RouteChunkRoots): Graph {
  const entry = closure(ctx, [roots.entry]);
  const shell = closure(ctx, roots.shell, entry);
  const page = closure(ctx, [roots.page], new Set([...entry, ...shell]));
  // Every dynamic import target reachable from the entry, except the page and the shell roots.
  const lazyRoots = new Set<string>();
  const all = closure(ctx, [roots.entry]);
  const queue = [...all];
  const visited = new Set(queue);
  while (queue.length > 0) {
    const id = queue.pop()!;
    const info = ctx.getModuleInfo(id);
    for (const next of [...(info?.importedIds ?? []), ...(info?.dynamicallyImportedIds ?? [])]) {
      if (info?.dynamicallyImportedIds.includes(next)) lazyRoots.add(next);
      if (!visited.has(next)) {
        visited.add(next);
        queue.push(next);
      }
    }
  }
  lazyRoots.delete(roots.page);
  for (const r of roots.shell) lazyRoots.delete(r);
  const elsewhere = closure(ctx, lazyRoots, entry);
  return { entry, shell, page, elsewhere };
}

/** codeSplitting.groups for the shell and the page (ids are absolute paths, as the bundler's). */
export function routeChunkGroups(root: string, roots: RouteChunkRoots) {
  const abs = (p: string) => resolve(root, p);
  const absRoots: RouteChunkRoots = {
    entry: abs(roots.entry),
    shell: roots.shell.map(abs),
    page: abs(roots.page),
  };
  const graphs = new WeakMap<ChunkingContextLike, Graph>();
  const graph = (ctx: ChunkingContextLike) => {
    let g = graphs.get(ctx);
    if (!g) graphs.set(ctx, (g = graphOf(ctx, absRoots)));
    return g;
  };
  return [
    {
      // Also what the fleet page shares with another page (state badge, query state, clocks…):
      // every signed-in page loads the shell, and one file compresses better than a dozen.
      name: (id: string, ctx: ChunkingContextLike) => {
        const g = graph(ctx);
        return g.shell.has(id) || (g.page.has(id) && g.elsewhere.has(id)) ? 'shell' : null;
      },
      debugName: 'shell',
      includeDependenciesRecursively: false,
    },
    {
      name: (id: string, ctx: ChunkingContextLike) => {
        const g = graph(ctx);
        return g.page.has(id) && !g.elsewhere.has(id) ? 'fleet-page' : null;
      },
      debugName: 'fleet-page',
      includeDependenciesRecursively: false,
    },
  ];
}

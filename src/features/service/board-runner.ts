import type { FleetUnit } from '@/domain/fleet/fleet-unit';
import {
  unitServiceRows,
  viewSteps,
  type BoardContext,
  type BoardSlice,
  type BoardView,
  type ServiceRow,
  type UnitExtra,
} from '@/domain/service/service-board';
import { sortSteps, type TypeOrder } from '@/domain/service/service-order';
import { yieldToBrowser } from '@/lib/yield-to-browser';

// docs/decisions.md#service-forecast: the board's rows built, sorted and filtered off the render
// path, in tasks of about 8 ms that give the page a turn in between, so typing and scrolling
// stay responsive at 100,000 units. Rows are kept per unit object: a poll rebuilds only the units
// that changed, and a poll that changed nothing is not sorted again.

export interface BoardInput {
  units: readonly FleetUnit[];
  extras: ReadonlyMap<string, UnitExtra>;
  ctx: BoardContext;
  view: BoardView;
  /** The Counter column sorts by the names on screen (English when not given). */
  typeOrder?: TypeOrder | undefined;
}

export interface BoardResult extends BoardSlice {
  input: BoardInput;
  /** Rows of the whole fleet (every counter with a limit). */
  total: number;
  types: string[];
}

export interface BoardRunnerOptions {
  budgetMs?: number;
  yieldNow?: () => Promise<void>;
  clock?: () => number;
  /** While nothing was shown for this long, newer fleet data does not restart a sort. */
  showEveryMs?: number;
}

type CachedRows = { extra: UnitExtra | undefined; ctx: BoardContext; rows: ServiceRow[] };

const sameData = (a: BoardInput, b: BoardInput) =>
  a.units === b.units && a.extras === b.extras && a.ctx === b.ctx;
const sameSort = (a: BoardInput, b: BoardInput) =>
  a.view.sort.id === b.view.sort.id &&
  a.view.sort.desc === b.view.sort.desc &&
  // Another language orders the counter names differently; the other sorts do not use names.
  (a.view.sort.id !== 'type' || a.typeOrder === b.typeOrder);

export function createBoardRunner(
  onResult: (result: BoardResult) => void,
  {
    budgetMs = 8,
    yieldNow = yieldToBrowser,
    clock = () => performance.now(),
    showEveryMs = 1000,
  }: BoardRunnerOptions = {},
) {
  // Per unit object: a poll keeps the objects of unchanged units, so their rows are reused.
  const cache = new WeakMap<FleetUnit, CachedRows>();
  let built: { of: BoardInput; all: ServiceRow[]; types: string[] } | undefined;
  let sorted: { all: ServiceRow[]; of: BoardInput; rows: ServiceRow[] } | undefined;
  let pending: BoardInput | undefined;
  let running = false;
  let closed = false;
  let shownAt = -Infinity;
  let sliceStart = 0;

  /** True when the work for `input` is no longer worth finishing. */
  const superseded = (input: BoardInput) =>
    closed ||
    (pending !== undefined &&
      (!sameSort(pending, input) ||
        (!sameData(pending, input) && clock() - shownAt < showEveryMs)));

  /** Gives the page a turn once the slice used its budget; false = stop, a newer input waits. */
  async function turn(input: BoardInput): Promise<boolean> {
    if (clock() - sliceStart < budgetMs) return true;
    await yieldNow();
    sliceStart = clock();
    return !superseded(input);
  }

  async function drive<T>(steps: Generator<void, T>, input: BoardInput): Promise<T | undefined> {
    for (;;) {
      const next = steps.next();
      if (next.done) return next.value;
      if (!(await turn(input))) return undefined;
    }
  }

  async function build(input: BoardInput) {
    if (built && sameData(built.of, input)) return built;
    const all: ServiceRow[] = [];
    const types = new Set<string>();
    const { units, extras, ctx } = input;
    for (let i = 0; i < units.length; i++) {
      const u = units[i]!;
      const extra = extras.get(u.guid);
      let hit = cache.get(u);
      if (!hit || hit.extra !== extra || hit.ctx !== ctx) {
        hit = { extra, ctx, rows: unitServiceRows(u, extra, ctx) };
        cache.set(u, hit);
      }
      for (const r of hit.rows) {
        all.push(r);
        types.add(r.type);
      }
      if (i % 64 === 63 && !(await turn(input))) return undefined;
    }
    // Same row objects in the same order: the last sort still holds.
    const last = built?.all;
    const same = last?.length === all.length && all.every((r, i) => r === last[i]);
    built = { of: input, all: same ? last! : all, types: [...types].sort() };
    return built;
  }

  async function run(input: BoardInput): Promise<BoardResult | undefined> {
    sliceStart = clock();
    const rows = await build(input);
    if (!rows) return undefined;
    if (!sorted || sorted.all !== rows.all || !sameSort(sorted.of, input)) {
      const order = await drive(
        sortSteps(rows.all, input.view.sort, undefined, input.typeOrder),
        input,
      );
      if (!order) return undefined;
      sorted = { all: rows.all, of: input, rows: order };
    }
    // A newer request that only changed Due within or the counter is answered by this pass.
    if (pending && sameData(pending, input) && sameSort(pending, input)) {
      input = pending;
      pending = undefined;
    }
    const slice = await drive(viewSteps(sorted.rows, input.view, input.ctx.now), input);
    if (!slice) return undefined;
    return { input, total: rows.all.length, types: rows.types, ...slice };
  }

  async function loop() {
    running = true;
    while (pending && !closed) {
      const input = pending;
      pending = undefined;
      const result = await run(input);
      if (result && !closed) {
        shownAt = clock();
        onResult(result);
      }
      if (!closed && pending) await yieldNow();
    }
    running = false;
  }

  return {
    request(input: BoardInput) {
      pending = input;
      if (!running) void loop();
    },
    close() {
      closed = true;
    },
  };
}

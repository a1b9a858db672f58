// Gives the event loop a turn: a poll of 100,000 units is worked in slices of a time budget, so
// the API keeps answering and the leader lease is renewed on time while the leader evaluates
// (docs/decisions.md#engine-alerts). On a busy machine a slice's CPU stretches: keep them short.
export const yieldTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** Slices of work end after this long (ms). */
export const SLICE_MS = 10;

/** Runs a generator through, yielding to the event loop once a slice used `budgetMs`. */
export async function runSteps<T>(steps: Generator<void, T>, budgetMs = SLICE_MS): Promise<T> {
  let start = performance.now();
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    if (performance.now() - start >= budgetMs) {
      await yieldTurn();
      start = performance.now();
    }
  }
}

/** Calls `work(from, to)` over [0, length) in steps of `step`, yielding once a slice used its budget. */
export async function inSlices(
  length: number,
  step: number,
  work: (from: number, to: number) => void,
  budgetMs = SLICE_MS,
): Promise<void> {
  let start = performance.now();
  for (let from = 0; from < length; from += step) {
    work(from, Math.min(length, from + step));
    if (performance.now() - start >= budgetMs) {
      await yieldTurn();
      start = performance.now();
    }
  }
}

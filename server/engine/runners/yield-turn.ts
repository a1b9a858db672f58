// Gives the event loop a turn: a poll of 100,000 units is worked in slices, so the API keeps
// answering while the leader evaluates (docs/decisions.md#engine-alerts).
export const yieldTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** Runs a generator through, yielding to the event loop once a slice used `budgetMs`. */
export async function runSteps<T>(steps: Generator<void, T>, budgetMs = 20): Promise<T> {
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

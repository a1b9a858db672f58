// Long loops of the poll in turns of the event loop: the API keeps answering while the leader
// works through 100,000 units (docs/decisions.md#engine-poll-performance).

/** How long one turn of a loop may run before it lets the event loop in (ms). */
export const TURN_MS = 10;

export const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** Calls `fn` for each item, yielding to the event loop once a turn used TURN_MS. */
export async function eachInTurns<T>(items: Iterable<T>, fn: (item: T) => void): Promise<void> {
  let start = performance.now();
  let n = 0;
  for (const item of items) {
    fn(item);
    // The clock is read every 64 items: reading it costs more than most items.
    if ((++n & 63) === 0 && performance.now() - start >= TURN_MS) {
      await nextTurn();
      start = performance.now();
    }
  }
}

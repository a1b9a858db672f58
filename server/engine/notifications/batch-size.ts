// Fan-out that never holds the API back (docs/decisions.md#notifications): PGlite is one
// connection on the server's own thread, so an API query waits for the runner's current
// transaction. Each batch is sized so its longest database step stays near `targetMs`, on a quiet
// machine and on a loaded one alike: halved after a slow step, grown again after quick ones.
export interface BatchSize {
  readonly size: number;
  /** The longest database step of the batch just done. */
  took(ms: number): void;
}

export function batchSize(max: number, min: number, targetMs = 25): BatchSize {
  let size = max;
  return {
    get size() {
      return size;
    },
    took(ms) {
      if (ms > targetMs) size = Math.max(min, Math.floor(size / 2));
      else if (ms < targetMs / 2) size = Math.min(max, Math.ceil(size * 1.25));
    },
  };
}

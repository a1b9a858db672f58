/** The simulator's notion of "now": real time by default, drivable by tests and the admin API. */
export interface SimClock {
  now(): number;
  /** Jump to an absolute time (ms); time keeps flowing from there if the source flows. */
  set(ms: number): void;
  advance(ms: number): void;
  /** Counts set/advance calls: anything cached for a moment is stale once this changes. */
  readonly jumps: number;
}

export function createClock(source: () => number = Date.now): SimClock {
  let offset = 0;
  let jumps = 0;
  return {
    now: () => source() + offset,
    set(ms) {
      offset = ms - source();
      jumps += 1;
    },
    advance(ms) {
      offset += ms;
      jumps += 1;
    },
    get jumps() {
      return jumps;
    },
  };
}

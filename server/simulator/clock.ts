/** The simulator's notion of "now": real time by default, drivable by tests and the admin API. */
export interface SimClock {
  now(): number;
  /** Jump to an absolute time (ms); time keeps flowing from there if the source flows. */
  set(ms: number): void;
  advance(ms: number): void;
}

export function createClock(source: () => number = Date.now): SimClock {
  let offset = 0;
  return {
    now: () => source() + offset,
    set(ms) {
      offset = ms - source();
    },
    advance(ms) {
      offset += ms;
    },
  };
}

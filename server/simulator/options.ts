export interface SimOptions {
  /** Total number of units, showcase units included (they always exist). */
  units: number;
  seed: number;
  /** Short reset/update transitions (about 1 s per step) for tests. */
  fast: boolean;
  /** Enables /api/__admin/* (faults, request journal, world reset, clock). */
  admin: boolean;
  /** Token the admin routes require in X-Admin-Token (a random one when admin is on without it). */
  adminToken?: string;
  /** Added delay in ms before every API answer. */
  latencyMs: number;
  /** Share (0..1) of API requests answered 503 with Retry-After, for demos. */
  errorRate: number;
  /** Behave like a server that knows no paging/filter/sort parameters. */
  ignoreParams: boolean;
  /** Time source; the simulator's clock adds its own offset (clock.set / clock.advance). */
  now: () => number;
}

export const DEFAULT_OPTIONS: SimOptions = {
  units: 60,
  seed: 1,
  fast: false,
  admin: false,
  latencyMs: 0,
  errorRate: 0,
  ignoreParams: false,
  now: Date.now,
};

export const MAX_UNITS = 1_000_000;

import type { SimClock } from '../clock.ts';
import type { Persona } from '../fixtures.ts';
import type { SimOptions } from '../options.ts';
import type { World } from '../world/world.ts';

export interface SimEnv {
  Variables: {
    persona: Persona;
    /** Set by a fault rule: this request is answered as if paging/filter/sort were unknown. */
    ignoreParams: boolean;
  };
}

/** What every route factory receives. */
export interface Sim {
  world: World;
  clock: SimClock;
  options: SimOptions;
}

/** Thrown by handlers, answered as `{"message": ...}` (docs/decisions.md#responses). */
export class SimError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 500 | 503,
    message: string,
  ) {
    super(message);
  }
}

// Coalesces refetches triggered by events: per key at most one run per window, never two at
// once; a trigger during a run or inside the window is kept and run once when the window ends.

export interface Coalescer {
  /** Asks for run() under key; runs now, or once later if one ran within the window. */
  trigger(key: string, run: () => Promise<unknown>): void;
  /** Drops what is waiting (the reader stopped). */
  stop(): void;
}

interface KeyState {
  lastStart: number;
  inFlight: boolean;
  pending: (() => Promise<unknown>) | undefined;
  timer: ReturnType<typeof setTimeout> | undefined;
}

export function createCoalescer(windowMs: number, now: () => number = Date.now): Coalescer {
  const states = new Map<string, KeyState>();

  function start(key: string, state: KeyState, run: () => Promise<unknown>) {
    state.lastStart = now();
    state.inFlight = true;
    state.pending = undefined;
    void run()
      .catch(() => undefined)
      .finally(() => {
        state.inFlight = false;
        schedule(key, state);
      });
  }

  function schedule(key: string, state: KeyState) {
    if (state.inFlight || state.timer !== undefined || !state.pending) return;
    const wait = state.lastStart + windowMs - now();
    const go = () => {
      state.timer = undefined;
      if (state.pending) start(key, state, state.pending);
    };
    if (wait <= 0) go();
    else state.timer = setTimeout(go, wait);
  }

  return {
    trigger(key, run) {
      const state = states.get(key) ?? {
        lastStart: -Infinity,
        inFlight: false,
        pending: undefined,
        timer: undefined,
      };
      states.set(key, state);
      state.pending = run;
      schedule(key, state);
    },
    stop() {
      for (const state of states.values()) {
        if (state.timer !== undefined) clearTimeout(state.timer);
        state.pending = undefined;
      }
      states.clear();
    },
  };
}

// Median / min / max of repeated runs; missing samples (a step that timed out) are dropped.

export interface Stat {
  median: number;
  min: number;
  max: number;
  n: number;
  samples: number[];
}

export function stat(samples: readonly (number | undefined | null)[]): Stat | undefined {
  const xs = samples
    .filter((x): x is number => typeof x === 'number' && Number.isFinite(x))
    .sort((a, b) => a - b);
  if (xs.length === 0) return undefined;
  const mid = Math.floor(xs.length / 2);
  const median = xs.length % 2 ? xs[mid]! : (xs[mid - 1]! + xs[mid]!) / 2;
  return { median, min: xs[0]!, max: xs[xs.length - 1]!, n: xs.length, samples: xs };
}

/** a / b of two medians, when both exist and b is not zero. */
export function ratio(a: Stat | undefined, b: Stat | undefined): number | undefined {
  if (!a || !b || b.median === 0) return undefined;
  return a.median / b.median;
}

/** Runs `fn` `runs` times; a failing run is logged and counted as missing, never fatal. */
export async function repeat<T>(
  label: string,
  runs: number,
  fn: (run: number) => Promise<T>,
): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < runs; i++) {
    try {
      out.push(await fn(i));
    } catch (err) {
      console.warn(
        `  ! ${label} run ${i + 1}: ${err instanceof Error ? err.message.split('\n')[0] : String(err)}`,
      );
    }
  }
  return out;
}

import type { TimeWindow } from '../model/temperature-range';

// Apart from temperature-view-data.ts so the page can place its window without loading the
// code that builds the rows (that runs in the temperatures worker).

/** The window asked for: a live preset slides with the newest log, a custom window is fixed. */
export type WindowSpec =
  | { kind: 'live'; from: number; to: number; spanMs: number }
  | { kind: 'fixed'; from: number; to: number };

/** While live, the window ends at the newest log once that is past the fetch window's end. */
export function windowOf(spec: WindowSpec, newest: number | undefined): TimeWindow {
  if (spec.kind === 'fixed') return { from: spec.from, to: spec.to };
  const end = Math.max(spec.to, newest ?? 0);
  return { from: end - spec.spanMs, to: end };
}

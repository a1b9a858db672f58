// Per-unit steps of time with a per-unit offset: work that may lag (a unit's seen_at, a day's
// latest counter values) is written once per step, and units first seen together spread over
// the step instead of all coming due in the same poll (docs/decisions.md#engine-poll-performance).

/** FNV-1a of the guid, in [0, stepMs). */
function phaseOf(guid: string, stepMs: number): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < guid.length; i++) h = Math.imul(h ^ guid.charCodeAt(i), 0x01000193);
  return (h >>> 0) % stepMs;
}

/** The step `t` falls in for this unit; -1 for no time. */
export const staggerStep = (guid: string, t: number | undefined, stepMs: number): number =>
  t === undefined ? -1 : Math.floor((t + phaseOf(guid, stepMs)) / stepMs);

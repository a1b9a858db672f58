// Where each unit sits in a campaign's unit list, by guid and by wave: positions and waves never
// change, so one index serves every list derived position for position (bench engine-campaigns:
// a re-read or a round at 100,000 units must not walk them all).

interface Indexed {
  guid: string;
  wave: number;
}

export interface UnitIndex {
  byGuid: ReadonlyMap<string, number>;
  byWave: readonly (readonly number[])[];
}

const indexes = new WeakMap<readonly Indexed[], UnitIndex>();

/** The index of a unit list (built once per lineage of lists). */
export function unitIndex(units: readonly Indexed[]): UnitIndex {
  const known = indexes.get(units);
  if (known) return known;
  const byGuid = new Map<string, number>();
  const byWave: number[][] = [];
  units.forEach((u, i) => {
    byGuid.set(u.guid, i);
    (byWave[u.wave] ??= []).push(i);
  });
  const made = { byGuid, byWave };
  indexes.set(units, made);
  return made;
}

/** `next` has the same units in the same places as `from` (a copy with some replaced). */
export function sameIndex<T extends readonly Indexed[]>(next: T, from: readonly Indexed[]): T {
  const known = indexes.get(from);
  if (known) indexes.set(next, known);
  return next;
}

/** Positions of a wave's units. */
export const wavePositions = (units: readonly Indexed[], wave: number): readonly number[] =>
  unitIndex(units).byWave[wave] ?? [];

// A list made by replaceAt remembers which list it came from (weakly: a chain of cached lists
// must not keep every earlier copy alive) and where it differs.
const derived = new WeakMap<
  readonly Indexed[],
  { from: WeakRef<readonly Indexed[]>; at: number[] }
>();

/** Replaces units at positions (a copy; the index carries over). */
export function replaceAt<T extends Indexed>(units: readonly T[], changes: Map<number, T>): T[] {
  const next = units.slice();
  for (const [i, u] of changes) next[i] = u;
  derived.set(next, { from: new WeakRef(units), at: [...changes.keys()] });
  return sameIndex(next, units);
}

/**
 * Positions where `after` may differ from `before` when it was made from it by replaceAt (a few
 * steps at most); undefined otherwise (compare every unit).
 */
export function changedPositions(
  before: readonly Indexed[],
  after: readonly Indexed[],
): number[] | undefined {
  const at = new Set<number>();
  let list = after;
  for (let depth = 0; list !== before; depth++) {
    const step = derived.get(list);
    if (!step || depth > 16) return undefined;
    const from = step.from.deref();
    if (!from) return undefined;
    for (const i of step.at) at.add(i);
    list = from;
  }
  return [...at].sort((a, b) => a - b);
}

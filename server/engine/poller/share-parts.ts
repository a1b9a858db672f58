// A unit's parts that did not change since the last poll are taken from the unit held since, so
// the new projection's copies die young (a scavenge) instead of being promoted with the unit:
// ~93 % of units change only by their ping, and a poll of 100,000 units spent more time in the
// garbage collector than in anything else (docs/decisions.md#engine-poll-performance).
import type { FleetUnit } from '../../../src/domain/fleet/fleet-unit.ts';

/** Fields holding strings, objects or bigints, compared by content. */
const PARTS = [
  'guid',
  'serial',
  'alias',
  'model',
  'type',
  'companyGuids',
  'derived',
  'health',
  'activeErrors',
  'release',
  'lastSeen',
  'hours',
  'logs',
  'location',
  'city',
  'country',
  'search',
  'keys',
] as const satisfies readonly (keyof FleetUnit)[];

function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null)
    return typeof a === 'number' && typeof b === 'number' && Number.isNaN(a) && Number.isNaN(b);
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  let n = 0;
  for (const k in a) {
    if (!same((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k])) return false;
    n++;
  }
  for (const _ in b) n--;
  return n === 0;
}

/** `next` (fresh from the projection, nobody else's) with its parts equal to `held`'s replaced
 *  by `held`'s. Units are never mutated after this, so sharing parts between polls is safe. */
export function shareParts(held: FleetUnit, next: FleetUnit): FleetUnit {
  const into = next as unknown as Record<string, unknown>;
  const from = held as unknown as Record<string, unknown>;
  for (const k of PARTS) {
    const v = from[k];
    if (v !== into[k] && same(v, into[k])) into[k] = v;
  }
  return next;
}

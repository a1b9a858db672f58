// Which polled units need their `units` row written, and how much of it
// (docs/decisions.md#engine-poll-performance). Most units change on every poll only by their ping
// (last ping, controller time, `_meta.updated`) and their hour counters (operating time moves
// every minute): those are not in the row's document (the counters live in unit_days), so such a
// unit's row is not rewritten; its `seen_at` is refreshed once per SEEN_STEP_MS instead.
import type { FleetUnit } from '../../../src/domain/fleet/fleet-unit.ts';
import { staggerStep } from './stagger.ts';
import { eachInTurns } from './turns.ts';

export interface UnitRowInput {
  unit: FleetUnit;
  siteKey: string | null;
  siteName: string | null;
}

/** Fields of a FleetUnit that move with every ping or are derived "as of" a time or for the
 *  browser's list: never in the stored document (the state is its own column). */
const VOLATILE = [
  'asOf',
  'lastPing',
  'lastSeen',
  'controllerTimestamp',
  'updated',
  'logs',
  'derived',
  'search',
  'keys',
  'hours',
] as const;
type Volatile = (typeof VOLATILE)[number];
const VOLATILE_KEYS: ReadonlySet<string> = new Set(VOLATILE);

/** The `units.unit` document: the FleetUnit without its per-ping and derived fields and without
 *  its hour counters (read them from unit_days: `history/latest-counters.ts`). */
export type StoredUnit = Omit<FleetUnit, Volatile>;

export function storedUnit(unit: FleetUnit): StoredUnit {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(unit)) if (!VOLATILE_KEYS.has(k)) out[k] = v;
  return out as StoredUnit;
}

function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null)
    return typeof a === 'number' && typeof b === 'number' && Number.isNaN(a) && Number.isNaN(b);
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  for (const k of ka)
    if (!same((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k])) return false;
  return true;
}

/** True when both rows would store the same columns (seen_at and updated_at aside). */
export function sameStoredRow(a: UnitRowInput, b: UnitRowInput): boolean {
  if (a.siteKey !== b.siteKey || a.siteName !== b.siteName) return false;
  if (a.unit === b.unit) return true;
  if (a.unit.derived.state !== b.unit.derived.state) return false;
  const ka = Object.keys(a.unit);
  if (ka.length !== Object.keys(b.unit).length) return false;
  for (const k of ka as (keyof FleetUnit)[])
    if (!VOLATILE_KEYS.has(k) && !same(a.unit[k], b.unit[k])) return false;
  return true;
}

/** How stale `seen_at` may get for a unit that only pings. */
export const SEEN_STEP_MS = 10 * 60_000;

const seenStep = (guid: string, ping: number | undefined) => staggerStep(guid, ping, SEEN_STEP_MS);

export interface RowPlan {
  /** New or changed rows: written whole. */
  full: UnitRowInput[];
  /** Only the ping moved into its next step: `seen_at` written. */
  seen: UnitRowInput[];
}

/** What the leader last wrote to `units`, so a poll writes only what differs. In memory only:
 *  a new leader (or after leadership came back) writes every row once. */
export class UnitRowCache {
  private written = new Map<string, UnitRowInput>();

  async plan(rows: readonly UnitRowInput[]): Promise<RowPlan> {
    const full: UnitRowInput[] = [];
    const seen: UnitRowInput[] = [];
    await eachInTurns(rows, (row) => {
      const before = this.written.get(row.unit.guid);
      if (before === undefined || !sameStoredRow(before, row)) full.push(row);
      else if (
        seenStep(row.unit.guid, before.unit.lastPing) !== seenStep(row.unit.guid, row.unit.lastPing)
      )
        seen.push(row);
    });
    return { full, seen };
  }

  /** Rows now in the table (called after each committed batch). */
  wrote(rows: readonly UnitRowInput[]): void {
    for (const row of rows) this.written.set(row.unit.guid, row);
  }

  forget(guids: readonly string[]): void {
    for (const guid of guids) this.written.delete(guid);
  }

  clear(): void {
    this.written.clear();
  }
}

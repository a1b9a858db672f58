// What the leader writes of one fleet read: the units rows that differ from what it last wrote
// (storage/unit-rows.ts), the units gone, the per-company-set counts and the poll time.
import type { EngineDatabase } from './database.ts';
import { LAST_POLL_AT, UNIT_COUNTS, writeMeta } from './meta.ts';
import type { UnitRowCache, UnitRowInput } from './unit-rows.ts';
import {
  countUnitsBySet,
  deleteUnits,
  SEEN_BATCH,
  UPSERT_BATCH,
  upsertUnits,
  writeSeen,
} from './units.ts';

/** Rows written whole and `seen_at` only. */
export async function writePoll(
  store: EngineDatabase,
  rowCache: UnitRowCache,
  read: { units: readonly UnitRowInput[]; removed: readonly string[] },
  at: number,
  signal: AbortSignal,
): Promise<{ full: number; seen: number }> {
  // A ping alone rarely writes. Every unit is planned: a batch that failed is written next time.
  const plan = await rowCache.plan(read.units);
  const wrote = (batch: readonly UnitRowInput[]) => rowCache.wrote(batch);
  await upsertUnits(store.db, plan.full, at, UPSERT_BATCH[store.kind], signal, wrote);
  await writeSeen(store.db, plan.seen, at, SEEN_BATCH[store.kind], signal, wrote);
  await deleteUnits(store.db, read.removed);
  rowCache.forget(read.removed);
  await writeMeta(store.db, UNIT_COUNTS, await countUnitsBySet(read.units));
  await writeMeta(store.db, LAST_POLL_AT, at);
  return { full: plan.full.length, seen: plan.seen.length };
}

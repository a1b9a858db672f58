// The `units` table: the leader's last read of the fleet, one row per unit, written in batches
// (one statement per batch: 100,000 single-row upserts take ~20× longer). PGlite runs a statement
// on this thread, so its batches are small enough (~50 ms each) to keep the API answering.
import { sql, type Kysely } from 'kysely';
import type { FleetUnit } from '../../../src/domain/fleet/fleet-unit.ts';
import type { Database } from './schema.ts';
import { turnSlices } from './json-rows.ts';
import { eachInTurns } from './turns.ts';
import { storedUnit, type StoredUnit, type UnitRowInput } from './unit-rows.ts';

export type { StoredUnit, UnitRowInput } from './unit-rows.ts';

/** Rows per statement: a PostgreSQL server works beside us, PGlite on our event loop. */
export const UPSERT_BATCH = { postgres: 2_000, pglite: 250 } as const;
/** Rows per `seen_at` statement (no document in it). */
export const SEEN_BATCH = { postgres: 10_000, pglite: 2_000 } as const;

/** PostgreSQL text and jsonb cannot hold U+0000: it is stored as U+FFFD (the replacement mark). */
export const pgText = (s: string) => (s.includes('\0') ? s.replaceAll('\0', '\uFFFD') : s);
const pgTextOrNull = (s: string | null | undefined) => (s == null ? null : pgText(s));

/** FleetUnit → the stored document's JSON text (storedUnit: no per-ping fields), the exact
 *  active-errors bigint as a decimal string. */
export function unitJson(unit: FleetUnit): string {
  return JSON.stringify(storedUnit(unit), (key, value: unknown) =>
    key === 'activeErrors' && typeof value === 'bigint'
      ? value.toString()
      : typeof value === 'string'
        ? pgText(value)
        : value,
  );
}

/** The `unit` column back into a StoredUnit (activeErrors a bigint again). */
export function unitFromRow(stored: unknown): StoredUnit {
  const unit = stored as StoredUnit & { activeErrors: unknown };
  const raw = unit.activeErrors;
  return { ...unit, activeErrors: typeof raw === 'string' ? BigInt(raw) : null };
}

/** Inserts or updates these units, BATCH rows per statement; yields between batches. */
export async function upsertUnits(
  db: Kysely<Database>,
  rows: readonly UnitRowInput[],
  at: number,
  batchSize: number = UPSERT_BATCH.postgres,
  signal?: AbortSignal,
  /** Called with each batch once its statement is done. */
  onWritten?: (batch: readonly UnitRowInput[]) => void,
): Promise<number> {
  for await (const batch of turnSlices(rows, batchSize)) {
    // A stopping engine ends between batches (the next leader writes the rest).
    signal?.throwIfAborted();
    const guids = batch.map((r) => pgText(r.unit.guid));
    // A text[] per row travels as one text joined by U+001F (no guid holds a control character).
    const companies = batch.map((r) => pgText(r.unit.companyGuids.join('\u001f')));
    const serials = batch.map((r) => pgText(r.unit.serial));
    const aliases = batch.map((r) => pgTextOrNull(r.unit.alias || null));
    const siteKeys = batch.map((r) => pgTextOrNull(r.siteKey));
    const siteNames = batch.map((r) => pgTextOrNull(r.siteName));
    const states = batch.map((r) => r.unit.derived.state);
    const releases = batch.map((r) => pgTextOrNull(r.unit.release.version));
    const seen = batch.map((r) => r.unit.lastPing ?? null);
    const docs = batch.map((r) => unitJson(r.unit));
    await sql`
      insert into units (guid, company_guids, serial, alias, site_key, site_name, state, release,
        seen_at, unit, updated_at)
      select g, case when c = '' then '{}'::text[] else string_to_array(c, chr(31)) end, s, a, sk, sn,
        st, r, seen, u::jsonb, ${at}::bigint
      from unnest(${guids}::text[], ${companies}::text[], ${serials}::text[], ${aliases}::text[],
        ${siteKeys}::text[], ${siteNames}::text[], ${states}::text[], ${releases}::text[],
        ${seen}::bigint[], ${docs}::text[]) as t(g, c, s, a, sk, sn, st, r, seen, u)
      on conflict (guid) do update set company_guids = excluded.company_guids,
        serial = excluded.serial, alias = excluded.alias, site_key = excluded.site_key,
        site_name = excluded.site_name, state = excluded.state, release = excluded.release,
        seen_at = excluded.seen_at, unit = excluded.unit, updated_at = excluded.updated_at
    `.execute(db);
    onWritten?.(batch);
  }
  return rows.length;
}

/** Writes only `seen_at` (and `updated_at`) of rows whose other columns are stored already:
 *  no document to parse, so batches are larger than upserts'. */
export async function writeSeen(
  db: Kysely<Database>,
  rows: readonly UnitRowInput[],
  at: number,
  batchSize: number,
  signal?: AbortSignal,
  onWritten?: (batch: readonly UnitRowInput[]) => void,
): Promise<number> {
  for await (const batch of turnSlices(rows, batchSize)) {
    signal?.throwIfAborted();
    const guids = batch.map((r) => pgText(r.unit.guid));
    const seen = batch.map((r) => r.unit.lastPing ?? null);
    await sql`
      update units set seen_at = t.seen, updated_at = ${at}::bigint
      from unnest(${guids}::text[], ${seen}::bigint[]) as t(g, seen)
      where units.guid = t.g
    `.execute(db);
    onWritten?.(batch);
  }
  return rows.length;
}

export async function deleteUnits(db: Kysely<Database>, guids: readonly string[]): Promise<void> {
  if (guids.length > 0)
    await db
      .deleteFrom('units')
      .where('guid', '=', sql<string>`any(${[...guids]}::text[])`)
      .execute();
}

/** Units per distinct company_guids set: few sets, so the status route never scans `units`. */
export type UnitCounts = [companyGuids: string[], count: number][];

/** Counted from the poll's units in memory (a scan of `units` would hold PGlite for seconds),
 *  in turns of the event loop (100,000 units). */
export async function countUnitsBySet(
  units: Iterable<{ unit: Pick<FleetUnit, 'companyGuids'> }>,
): Promise<UnitCounts> {
  const bySet = new Map<string, [string[], number]>();
  await eachInTurns(units, ({ unit: u }) => {
    const key = u.companyGuids.length === 1 ? u.companyGuids[0]! : u.companyGuids.join('\u001f');
    const entry = bySet.get(key);
    if (entry) entry[1]++;
    else bySet.set(key, [[...u.companyGuids], 1]);
  });
  return [...bySet.values()];
}

/** From the poll's counts: the units one of whose companies is readable. */
export function visibleCount(counts: UnitCounts, companies: readonly string[]): number {
  const readable = new Set(companies);
  let n = 0;
  for (const [set, count] of counts) if (set.some((co) => readable.has(co))) n += count;
  return n;
}

/** How many units a user with these readable companies sees (scans `units`). */
export async function countVisibleUnits(
  db: Kysely<Database>,
  companies: readonly string[],
): Promise<number> {
  if (companies.length === 0) return 0;
  const row = await db
    .selectFrom('units')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(sql<boolean>`company_guids && ${[...companies]}::text[]`)
    .executeTakeFirstOrThrow();
  return row.n;
}

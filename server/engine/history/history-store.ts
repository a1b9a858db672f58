// The history area's storage: the daily records (src/domain HistoryDay) written in batches,
// read back to continue a day after a restart, pruned after 400 days, read by the routes.
import { sql, type Kysely } from 'kysely';
import type { HistoryDay } from '../../../src/domain/fleet/fleet-history.ts';
import type { SeenPartChange } from '../../../src/domain/service/part-changes.ts';
import type { Database } from '../storage/schema.ts';
import { jsonRows, turnSlices } from '../storage/json-rows.ts';

/** Days kept on the engine (docs/decisions.md#engine-alerts; the browser keeps 90). */
export const ENGINE_HISTORY_DAYS = 400;

interface DayRow {
  guid: string;
  day: string;
  first_at: number;
  last_at: number;
  counters: HistoryDay['counters'];
  logs: HistoryDay['logs'];
  states: HistoryDay['states'];
}

export const dayOfRow = (r: DayRow): HistoryDay => ({
  guid: r.guid,
  day: r.day,
  firstAt: Number(r.first_at),
  lastAt: Number(r.last_at),
  counters: r.counters,
  logs: r.logs,
  states: r.states,
});

/** The stored records of these (unit, day) pairs. */
export async function storedDays(
  db: Kysely<Database>,
  keys: readonly { guid: string; day: string }[],
): Promise<Map<string, HistoryDay>> {
  const out = new Map<string, HistoryDay>();
  for await (const part of turnSlices(keys)) {
    const rows = await sql<DayRow>`
      select d.guid, d.day, d.first_at, d.last_at, d.counters, d.logs, d.states
      from jsonb_to_recordset(${jsonRows(part.map((k) => ({ guid: k.guid, day: k.day })))})
        as k(guid text, day text)
      join unit_days d on d.guid = k.guid and d.day = k.day`.execute(db);
    for (const r of rows.rows) out.set(`${r.guid}|${r.day}`, dayOfRow(r));
  }
  return out;
}

/** Upserts the records: one statement per 5,000. */
export async function writeDays(
  db: Kysely<Database>,
  records: readonly HistoryDay[],
  companiesOf: (guid: string) => readonly string[] | undefined,
): Promise<void> {
  for await (const part of turnSlices(records)) {
    const rows = part.map((d) => ({
      guid: d.guid,
      day: d.day,
      company_guids: companiesOf(d.guid) ?? [],
      first_at: d.firstAt,
      last_at: d.lastAt,
      counters: d.counters,
      logs: d.logs,
      states: d.states,
    }));
    await sql`
      insert into unit_days (guid, day, company_guids, first_at, last_at, counters, logs, states)
      select * from jsonb_to_recordset(${jsonRows(rows)}) as r(guid text, day text,
        company_guids text[], first_at bigint, last_at bigint, counters jsonb, logs jsonb,
        states jsonb)
      on conflict (guid, day) do update set company_guids = excluded.company_guids,
        first_at = excluded.first_at, last_at = excluded.last_at, counters = excluded.counters,
        logs = excluded.logs, states = excluded.states`.execute(db);
  }
}

export async function writePartChanges(
  db: Kysely<Database>,
  changes: readonly SeenPartChange[],
  companiesOf: (guid: string) => readonly string[] | undefined,
): Promise<void> {
  if (!changes.length) return;
  await db
    .insertInto('part_changes')
    .values(
      changes.map((c) => ({
        unit_guid: c.guid,
        company_guids: sql<
          string[]
        >`array(select jsonb_array_elements_text(${JSON.stringify(companiesOf(c.guid) ?? [])}::jsonb))`,
        counter_type: c.type,
        at: c.at,
        value_reached: Math.round(c.valueReached),
      })),
    )
    .execute();
}

/** Deletes days (and resolved alerts) older than the kept 400 days. */
export async function pruneHistory(db: Kysely<Database>, now: number): Promise<void> {
  const cutoff = now - (ENGINE_HISTORY_DAYS + 1) * 86_400_000;
  const day = new Date(cutoff).toISOString().slice(0, 10);
  await db.deleteFrom('unit_days').where('day', '<', day).execute();
  await db.deleteFrom('alert_history').where('resolved_at', '<', cutoff).execute();
}

/** Counter values of the recent days, oldest first: a new leader's usage rates start from them. */
export async function recentCounters(
  db: Kysely<Database>,
  sinceDay: string,
): Promise<{ guid: string; day: string; counters: HistoryDay['counters'] }[]> {
  return db
    .selectFrom('unit_days')
    .select(['guid', 'day', 'counters'])
    .where('day', '>=', sinceDay)
    .orderBy('day')
    .execute() as Promise<{ guid: string; day: string; counters: HistoryDay['counters'] }[]>;
}

// The unit logbook's rows: added by people (routes) and by the engine (runner), read per unit.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../storage/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

export interface LogbookEntryRow {
  unitGuid: string;
  companyGuids: readonly string[];
  kind: string;
  day: string;
  at: number;
  data: Record<string, unknown>;
  author: string | null;
  flagged?: boolean;
  /** Automatic entries: what they came from, so a replay writes nothing twice. */
  source?: string;
}

/** Adds an entry; an automatic one already written (same source) is left as it is. */
export async function addLogbookEntry(db: Db, e: LogbookEntryRow): Promise<number | undefined> {
  const row = await db
    .insertInto('logbook_entries')
    .values({
      unit_guid: e.unitGuid,
      company_guids: [...e.companyGuids],
      kind: e.kind,
      day: e.day,
      at: e.at,
      data: JSON.stringify(e.data),
      author: e.author,
      flagged: e.flagged ?? false,
      source: e.source ?? null,
    })
    .onConflict((oc) => oc.column('source').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/** A unit's entries, oldest day first (the order of a printed logbook). */
export async function listLogbook(db: Db, unitGuid: string) {
  const rows = await db
    .selectFrom('logbook_entries')
    .select(['id', 'kind', 'day', 'at', 'data', 'author', 'flagged'])
    .where('unit_guid', '=', unitGuid)
    .orderBy('day')
    .orderBy('at')
    .orderBy('id')
    .execute();
  return rows;
}

// The unit a work order or logbook entry is about, from the poller's `units` table.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../storage/schema.ts';

export interface KnownUnit {
  guid: string;
  companyGuids: string[];
  serial: string;
  alias: string | null;
  siteName: string | null;
}

export async function findUnit(
  db: Kysely<Database> | Transaction<Database>,
  guid: string,
): Promise<KnownUnit | undefined> {
  const row = await db
    .selectFrom('units')
    .select(['guid', 'company_guids', 'serial', 'alias', 'site_name'])
    .where('guid', '=', guid)
    .executeTakeFirst();
  return (
    row && {
      guid: row.guid,
      companyGuids: row.company_guids,
      serial: row.serial,
      alias: row.alias,
      siteName: row.site_name,
    }
  );
}

// The distinct company sets of a campaign's units, read once per process: a unit's companies are
// written when the campaign is created and never change, so who may see or act on a campaign is
// checked without scanning its 100,000 unit rows on every request.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../storage/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

const MAX_CAMPAIGNS = 500;
// Per database (tests open many), oldest first.
const caches = new WeakMap<object, Map<string, readonly (readonly string[])[]>>();

export async function companySets(db: Db, id: string): Promise<readonly (readonly string[])[]> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const known = cache.get(id);
  if (known) return known;
  const rows = await db
    .selectFrom('campaign_units')
    .select('company_guids')
    .distinct()
    .where('campaign_id', '=', id)
    .execute();
  const sets = rows.map((r) => r.company_guids);
  // A campaign's rows come in one transaction: none yet means no such campaign (not cached).
  if (sets.length === 0) return sets;
  if (cache.size >= MAX_CAMPAIGNS) cache.delete(cache.keys().next().value!);
  cache.set(id, sets);
  return sets;
}

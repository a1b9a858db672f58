// Reading the audit log for a person: only entries of companies and units they may see
// (docs/decisions.md#engine-access).
import { sql, type Kysely } from 'kysely';
import type { Database } from '../storage/schema.ts';

export interface AuditFilter {
  unit?: string;
  company?: string;
  action?: string;
  actor?: string;
  from?: number;
  to?: number;
  /** Entries older than this id (the next page). */
  before?: number;
  limit: number;
}

export interface AuditEntryView {
  id: number;
  at: number;
  actor: { email: string; name: string } | null;
  companyGuid: string | null;
  unitGuid: string | null;
  unitLabel: string | null;
  action: string;
  details: Record<string, unknown>;
  outcome: string;
}

export async function auditEntries(
  db: Kysely<Database>,
  readable: readonly string[],
  f: AuditFilter,
): Promise<AuditEntryView[]> {
  const companies = sql`${sql.val([...readable])}::text[]`;
  let q = db
    .selectFrom('audit_log as a')
    .leftJoin('units as u', 'u.guid', 'a.unit_guid')
    .select([
      'a.id',
      'a.at',
      'a.actor_email',
      'a.actor_name',
      'a.company_guid',
      'a.unit_guid',
      'u.serial',
      'u.alias',
      'a.action',
      'a.details',
      'a.outcome',
    ])
    // A unit's entry follows the unit's companies; an entry without a unit, its company's.
    .where(
      sql<boolean>`(case when u.guid is not null then u.company_guids && ${companies}
        else a.company_guid = any(${companies}) end)`,
    );
  if (f.unit) q = q.where('a.unit_guid', '=', f.unit);
  if (f.company) q = q.where('a.company_guid', '=', f.company);
  if (f.action) q = q.where('a.action', 'like', `${f.action.replace(/[%_\\]/g, '\\$&')}%`);
  if (f.actor) {
    const like = `%${f.actor.replace(/[%_\\]/g, '\\$&')}%`;
    q = q.where((eb) =>
      eb.or([eb('a.actor_email', 'ilike', like), eb('a.actor_name', 'ilike', like)]),
    );
  }
  if (f.from !== undefined) q = q.where('a.at', '>=', f.from);
  if (f.to !== undefined) q = q.where('a.at', '<=', f.to);
  if (f.before !== undefined) q = q.where('a.id', '<', f.before);
  const rows = await q.orderBy('a.id', 'desc').limit(f.limit).execute();
  return rows.map((r) => ({
    id: r.id,
    at: r.at,
    actor: r.actor_email !== null ? { email: r.actor_email, name: r.actor_name ?? '' } : null,
    companyGuid: r.company_guid,
    unitGuid: r.unit_guid,
    unitLabel: r.alias || r.serial || null,
    action: r.action,
    details: r.details as Record<string, unknown>,
    outcome: r.outcome,
  }));
}

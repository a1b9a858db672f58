// docs/decisions.md#audit-log: the audit log keeps two years. The leader prunes older entries in
// one transaction that also appends an `audit.prune` entry naming the last pruned entry's id and
// hash: verify() starts the chain from that anchor, so the log stays verifiable and the prune
// itself is on the record.
import { sql, type Kysely } from 'kysely';
import type { Engine } from '../engine.ts';
import type { Database } from '../storage/schema.ts';
import { AUDIT_LOCK, PRUNE_ACTION, type AuditLog } from './audit-log.ts';

export const AUDIT_KEEP_YEARS = 2;
const SCAN_BATCH = 5000;
/** How often the leader looks for entries to prune (cheap when there are none). */
export const AUDIT_PRUNE_EVERY_MS = 3_600_000;

/** Entries written before this are pruned: the same day and time, `years` earlier (UTC). */
export function auditCutoff(now: number, years = AUDIT_KEEP_YEARS): number {
  const d = new Date(now);
  d.setUTCFullYear(d.getUTCFullYear() - years);
  return d.getTime();
}

export interface PruneResult {
  pruned: number;
  /** The last pruned entry, the new chain's anchor. */
  through?: { id: number; hash: string };
}

export async function pruneAudit(
  db: Kysely<Database>,
  audit: AuditLog,
  now: number,
  years = AUDIT_KEEP_YEARS,
): Promise<PruneResult> {
  const before = auditCutoff(now, years);
  // The oldest entry by its key: nothing to do is one index read.
  const oldest = await db
    .selectFrom('audit_log')
    .select('at')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  if (!oldest || oldest.at >= before) return { pruned: 0 };
  return db.transaction().execute(async (trx) => {
    // Appends and other prunes wait: the anchor and the deletion are one step of the chain.
    await sql`select pg_advisory_xact_lock(${AUDIT_LOCK})`.execute(trx);
    // Entries are appended in time order, so the old ones are a prefix of the ids: read it along
    // the key in batches, never the whole log.
    let last: { id: number; hash: string } | undefined;
    for (;;) {
      const rows = await trx
        .selectFrom('audit_log')
        .select(['id', 'at', 'hash'])
        .where('id', '>', last?.id ?? 0)
        .orderBy('id')
        .limit(SCAN_BATCH)
        .execute();
      const old = rows.filter((r) => r.at < before);
      if (old.length) last = old.at(-1)!;
      if (old.length < SCAN_BATCH) break;
    }
    if (!last) return { pruned: 0 };
    const gone = await trx.deleteFrom('audit_log').where('id', '<=', last.id).executeTakeFirst();
    const pruned = Number(gone.numDeletedRows);
    await audit.append(
      {
        actor: 'engine',
        companyGuid: null,
        unitGuid: null,
        action: PRUNE_ACTION,
        details: { before, through: last.id, lastHash: last.hash, count: pruned },
        outcome: 'ok',
      },
      trx,
    );
    return { pruned, through: { id: last.id, hash: last.hash } };
  });
}

/** The leader's task: prune every hour (and so within an hour of a start). */
export function registerAuditRetention(engine: Engine): void {
  engine.addLeaderTask({
    name: 'audit-retention',
    everyMs: AUDIT_PRUNE_EVERY_MS,
    run: async (now) => {
      const { pruned } = await pruneAudit(engine.store.db, engine.audit, now);
      if (pruned) console.log(`[engine] audit log: ${pruned} entries older than 2 years pruned`);
    },
  });
}

// The audit log: append-only, each entry hashed over the previous entry's hash (a chain), so an
// edited or deleted entry shows up in verify(). Appends from every process take turns on an
// advisory lock inside their transaction, so the chain never forks.
import { createHash } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../storage/schema.ts';
import { canonicalJson } from './canonical-json.ts';

export interface AuditEntryInput {
  actor: { key: string; email: string; name: string } | 'engine';
  companyGuid: string | null;
  unitGuid: string | null;
  /** e.g. 'controller.reset', 'campaign.create', 'alert.acknowledge' */
  action: string;
  /** Never message contents, never tokens. */
  details: Record<string, unknown>;
  /** The service's HTTP status ('204') or the error, or 'ok'. */
  outcome: string;
}

export type AuditVerdict = { ok: true; count: number } | { ok: false; brokenAt: number };

export interface AuditLog {
  /** Appends with the previous entry's hash; pass `trx` to append in the caller's transaction. */
  append(entry: AuditEntryInput, trx?: Transaction<Database>): Promise<void>;
  verify(): Promise<AuditVerdict>;
}

/** The hash of the first entry's "previous entry". */
export const GENESIS_HASH = '0'.repeat(64);
/** pg_advisory lock key of appends ("audit" in ASCII). */
export const AUDIT_LOCK = 0x6175646974;
/** The entry a prune appends: `details` name the last pruned entry (audit-retention.ts). */
export const PRUNE_ACTION = 'audit.prune';
const VERIFY_BATCH = 5000;

type Row = {
  id: number;
  at: number;
  actor_key: string | null;
  actor_email: string | null;
  actor_name: string | null;
  company_guid: string | null;
  unit_guid: string | null;
  action: string;
  details: Record<string, unknown>;
  outcome: string;
  prev_hash: string;
  hash: string;
};
type Hashed = Omit<Row, 'id' | 'hash'>;

export function entryHash(entry: Hashed): string {
  const { prev_hash, ...fields } = entry;
  return createHash('sha256').update(prev_hash).update(canonicalJson(fields)).digest('hex');
}

/** Told of each entry in its transaction (the engine publishes `audit` with it: live pages). */
export type OnAppend = (entry: AuditEntryInput, trx: Transaction<Database>) => Promise<void>;

export function createAuditLog(
  db: Kysely<Database>,
  now: () => number = Date.now,
  onAppend?: OnAppend,
): AuditLog {
  async function appendIn(trx: Transaction<Database>, entry: AuditEntryInput) {
    await sql`select pg_advisory_xact_lock(${AUDIT_LOCK})`.execute(trx);
    const last = await trx
      .selectFrom('audit_log')
      .select('hash')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    const actor = entry.actor === 'engine' ? null : entry.actor;
    const fields: Hashed = {
      at: now(),
      actor_key: actor?.key ?? null,
      actor_email: actor?.email ?? null,
      actor_name: actor?.name ?? null,
      company_guid: entry.companyGuid,
      unit_guid: entry.unitGuid,
      action: entry.action,
      // What the database will hand back: plain JSON.
      details: JSON.parse(canonicalJson(entry.details)) as Record<string, unknown>,
      outcome: entry.outcome,
      prev_hash: last?.hash ?? GENESIS_HASH,
    };
    await trx
      .insertInto('audit_log')
      .values({ ...fields, details: JSON.stringify(fields.details), hash: entryHash(fields) })
      .execute();
    await onAppend?.(entry, trx);
  }

  return {
    async append(entry, trx) {
      if (trx) await appendIn(trx, entry);
      else await db.transaction().execute((t) => appendIn(t, entry));
    },

    async verify() {
      // After a prune the chain starts at the newest prune's anchor (the last pruned entry's hash);
      // the walk still starts at the first row, so a row left or put before it breaks it too.
      const anchor = await db
        .selectFrom('audit_log')
        .select('details')
        .where('action', '=', PRUNE_ACTION)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      const lastHash = (anchor?.details as { lastHash?: unknown } | undefined)?.lastHash;
      let prev = typeof lastHash === 'string' ? lastHash : GENESIS_HASH;
      let after = 0;
      let count = 0;
      for (;;) {
        const rows = (await db
          .selectFrom('audit_log')
          .selectAll()
          .where('id', '>', after)
          .orderBy('id')
          .limit(VERIFY_BATCH)
          .execute()) as Row[];
        for (const row of rows) {
          const { id, hash, ...fields } = row;
          if (row.prev_hash !== prev || entryHash(fields) !== hash)
            return { ok: false, brokenAt: id };
          prev = hash;
          count++;
        }
        if (rows.length < VERIFY_BATCH) return { ok: true, count };
        after = rows.at(-1)!.id;
      }
    },
  };
}

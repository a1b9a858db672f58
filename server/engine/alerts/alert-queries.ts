// What the alerts routes read and write: always narrowed to the companies the caller may read
// (the fleet's No data, with no company, is for everyone).
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../storage/schema.ts';
import { textArray } from '../storage/json-rows.ts';
import {
  engineAlertOfRow,
  type EngineAlert,
  type EngineResolvedAlert,
  type StoredAlertRow,
} from './alert-rows.ts';

export type AlertView = 'firing' | 'pending' | 'history';

/** Visible: one of its companies is readable, or it has none (No data). The companies travel as
 *  a text[] parameter the planner sees (a subquery's array is unknown when it plans: it then
 *  guessed few matches and sorted every firing alert instead of walking alerts_list_order). */
const visible = (readable: readonly string[], company: string | undefined) =>
  company === undefined
    ? sql<boolean>`(company_guids && ${[...readable]}::text[] or cardinality(company_guids) = 0)`
    : sql<boolean>`(${company} = any(company_guids) or cardinality(company_guids) = 0)`;

async function notesOf(db: Kysely<Database>, ids: readonly string[]) {
  const out = new Map<string, EngineAlert['notes']>();
  if (!ids.length) return out;
  const rows = await db
    .selectFrom('alert_notes')
    .select(['alert_id', 'at', 'author_name', 'text'])
    .where('alert_id', '=', sql<string>`any(${textArray(ids)})`)
    .orderBy('at')
    .execute();
  for (const r of rows) {
    const list = out.get(r.alert_id) ?? [];
    list.push({ at: Number(r.at), author: r.author_name, text: r.text });
    out.set(r.alert_id, list);
  }
  return out;
}

export async function listAlerts(
  db: Kysely<Database>,
  readable: readonly string[],
  company: string | undefined,
  view: AlertView,
  limit: number,
): Promise<EngineAlert[] | EngineResolvedAlert[]> {
  if (view === 'history') {
    const rows = await db
      .selectFrom('alert_history')
      .selectAll()
      .where(visible(readable, company))
      .orderBy('resolved_at', 'desc')
      .limit(limit)
      .execute();
    const notes = await notesOf(
      db,
      rows.map((r) => r.id),
    );
    return rows.map((r) => ({
      ...engineAlertOfRow({ ...r, phase: 'firing', polls: 2 }, notes.get(r.id)),
      resolvedAt: Number(r.resolved_at),
      reason: r.reason,
    }));
  }
  const rows = (await db
    .selectFrom('alerts')
    .selectAll()
    .where('phase', '=', view)
    .where(visible(readable, company))
    .orderBy('firing_at', 'desc')
    .orderBy('since', 'desc')
    .limit(limit)
    .execute()) as StoredAlertRow[];
  const notes = await notesOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => engineAlertOfRow(r, notes.get(r.id)));
}

/** The header's number: firing, not acknowledged, not snoozed now. */
export async function countAttention(
  db: Kysely<Database>,
  readable: readonly string[],
  company: string | undefined,
  now: number,
): Promise<number> {
  const row = await db
    .selectFrom('alerts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('phase', '=', 'firing')
    .where('ack_at', 'is', null)
    .where((eb) => eb.or([eb('snoozed_until', 'is', null), eb('snoozed_until', '<=', now)]))
    .where(visible(readable, company))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The alert (current, else resolved) with its companies, to check and audit a change. */
export async function findAlert(db: Kysely<Database> | Transaction<Database>, id: string) {
  const current = await db
    .selectFrom('alerts')
    .select(['id', 'rule', 'company_guids', 'unit_guid'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (current) return { ...current, current: true };
  const resolved = await db
    .selectFrom('alert_history')
    .select(['id', 'rule', 'company_guids', 'unit_guid'])
    .where('id', '=', id)
    .executeTakeFirst();
  return resolved ? { ...resolved, current: false } : undefined;
}

export async function readAlert(
  db: Kysely<Database>,
  id: string,
): Promise<EngineAlert | undefined> {
  const row = (await db
    .selectFrom('alerts')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst()) as StoredAlertRow | undefined;
  if (!row) return undefined;
  return engineAlertOfRow(row, (await notesOf(db, [id])).get(id));
}

// The alerts runner's side of storage: the state a leader starts from, and one evaluation
// written in one transaction (alert changes, history, transitions), at most once per poll.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { AlertEffect, AlertState } from '../../../src/domain/alerts/alert-engine.ts';
import { alertDelta } from '../../../src/domain/alerts/alert-delta.ts';
import type { Database } from '../storage/schema.ts';
import { jsonRows, turnSlices } from '../storage/json-rows.ts';
import { alertCompanies, alertOfRow, alertRow, type StoredAlertRow } from './alert-rows.ts';

export const STATE_KEY = 'alerts.state';

export interface StoredAlertState {
  state: AlertState;
  /** The poll time of the last evaluation written (the compare-and-set token). */
  evaluatedAt: number;
}

export async function loadAlertState(
  db: Kysely<Database>,
  intervalMs: number,
  now: number,
): Promise<StoredAlertState> {
  const meta = await db
    .selectFrom('engine_meta')
    .select('value')
    .where('key', '=', STATE_KEY)
    .executeTakeFirst();
  const value = (meta?.value ?? {}) as { evaluatedAt?: number; lastOkAt?: number };
  const rows = (await db.selectFrom('alerts').selectAll().execute()) as StoredAlertRow[];
  const alerts = new Map(rows.map((r) => [r.key, alertOfRow(r)]));
  return {
    state: { alerts, lastOkAt: value.lastOkAt ?? now, intervalMs },
    evaluatedAt: Number(value.evaluatedAt ?? 0),
  };
}

export interface Evaluation {
  before: AlertState;
  after: AlertState;
  effects: AlertEffect[];
  at: number;
  /** The evaluatedAt this runner last wrote or read: another writer since → nothing written. */
  expected: number;
  companiesOf: (guid: string) => readonly string[] | undefined;
}

/** The companies whose alerts changed (for the event; none: nothing to announce); null when
 *  another leader evaluated in between. */
export async function writeEvaluation(
  trx: Transaction<Database>,
  e: Evaluation,
): Promise<{ changed: boolean; companies: string[] } | null> {
  // The first evaluation ever starts the row (evaluatedAt 0).
  await sql`
    insert into engine_meta (key, value) values (${STATE_KEY}, '{"evaluatedAt": 0}'::jsonb)
    on conflict (key) do nothing`.execute(trx);
  const claimed = await sql`
    update engine_meta set value = ${JSON.stringify({ evaluatedAt: e.at, lastOkAt: e.after.lastOkAt })}::jsonb
    where key = ${STATE_KEY} and (value->>'evaluatedAt')::bigint = ${e.expected}`.execute(trx);
  if (Number(claimed.numAffectedRows ?? 0) !== 1) return null;
  const delta = alertDelta(e.before.alerts, e.after.alerts, e.after.lastOkAt);
  const touched = new Set<string>();
  const companies = (a: { subject: Parameters<typeof alertCompanies>[0] }) => {
    const list = alertCompanies(a.subject, e.companiesOf);
    for (const c of list) touched.add(c);
    return list;
  };
  const resolved = e.effects.flatMap((x) => (x.type === 'resolved' ? [x.alert] : []));
  for await (const part of turnSlices(resolved)) {
    const rows = part.map((a) => ({
      ...alertRow(a, companies(a), e.at),
      resolved_at: a.resolvedAt,
      reason: a.reason,
    }));
    // Who acknowledged or snoozed it comes along from the stored row.
    await sql`
      insert into alert_history (id, key, rule, subject, company_guids, unit_guid, site_key, since,
        firing_at, resolved_at, reason, value, detail, ack_by_key, ack_by_name, ack_at,
        snoozed_by_key, snoozed_by_name, snoozed_until)
      select r.id, r.key, r.rule, r.subject, r.company_guids, r.unit_guid, r.site_key, r.since,
        r.firing_at, r.resolved_at, r.reason, r.value, r.detail, a.ack_by_key, a.ack_by_name,
        a.ack_at, a.snoozed_by_key, a.snoozed_by_name, a.snoozed_until
      from jsonb_to_recordset(${jsonRows(rows)}) as r(id text, key text, rule text, subject jsonb,
        company_guids text[], unit_guid text, site_key text, since bigint, firing_at bigint,
        resolved_at bigint, reason text, value text, detail jsonb)
      left join alerts a on a.id = r.id
      on conflict (id) do nothing`.execute(trx);
  }
  for await (const part of turnSlices(delta.remove))
    await sql`delete from alerts where key in (select jsonb_array_elements_text(${JSON.stringify(part)}::jsonb))`.execute(
      trx,
    );
  for await (const part of turnSlices(delta.put)) {
    const rows = part.map((a) => alertRow(a, companies(a), e.at));
    await sql`
      insert into alerts (key, id, rule, subject, company_guids, unit_guid, site_key, phase, since,
        firing_at, polls, value, detail, updated_at)
      select * from jsonb_to_recordset(${jsonRows(rows)}) as r(key text, id text, rule text,
        subject jsonb, company_guids text[], unit_guid text, site_key text, phase text, since bigint,
        firing_at bigint, polls integer, value text, detail jsonb, updated_at bigint)
      on conflict (key) do update set id = excluded.id, rule = excluded.rule,
        subject = excluded.subject, company_guids = excluded.company_guids,
        unit_guid = excluded.unit_guid, site_key = excluded.site_key, phase = excluded.phase,
        since = excluded.since, firing_at = excluded.firing_at, polls = excluded.polls,
        value = excluded.value, detail = excluded.detail, updated_at = excluded.updated_at`.execute(
      trx,
    );
  }
  await insertTransitions(trx, e, companies);
  const changed = delta.put.length + delta.remove.length + e.effects.length > 0;
  return { changed, companies: [...touched] };
}

/** One row per firing and resolved alert: the notifications runner reads them after commit. */
async function insertTransitions(
  trx: Transaction<Database>,
  e: Evaluation,
  companies: (a: { subject: Parameters<typeof alertCompanies>[0] }) => string[],
) {
  const rows = e.effects.map((x) => ({
    alert_id: x.alert.id,
    transition: x.type === 'fired' ? 'firing' : 'resolved',
    at: e.at,
    rule: x.alert.rule,
    critical: x.alert.rule === 'critical-error',
    unit_guid: x.alert.subject.kind === 'unit' ? x.alert.subject.guid : null,
    site_key: x.alert.subject.kind === 'site' ? x.alert.subject.id : null,
    company_guids: companies(x.alert),
    value: x.alert.value,
    since: x.alert.since,
  }));
  for await (const part of turnSlices(rows))
    await sql`
      insert into alert_transitions (alert_id, transition, at, rule, critical, unit_guid, site_key,
        company_guids, value, since)
      select * from jsonb_to_recordset(${jsonRows(part)}) as r(alert_id text, transition text,
        at bigint, rule text, critical boolean, unit_guid text, site_key text, company_guids text[],
        value text, since bigint)`.execute(trx);
}

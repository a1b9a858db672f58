// Exactly once, step 3: what each send did, written with its audit entries (never the message's
// contents) in one transaction per round. A crash before it leaves the rows `sending`: they turn
// `unknown` later (claim.ts) and are never sent again. Rows that went the same way are updated in
// one statement, and audited as one entry per alert transition, company, unit and outcome.
import type { Kysely, Transaction } from 'kysely';
import type { AuditEntryInput, AuditLog } from '../audit/audit-log.ts';
import type { Database } from '../storage/schema.ts';
import { finish, type Delivery } from './claim.ts';
import { GIVE_UP_AFTER_MS, retryDelay } from './send-result.ts';
import type { Outcome } from './send-delivery.ts';

export interface Sent {
  delivery: Delivery;
  outcome: Outcome;
  unitGuid: string | null;
}

async function settleFailure(
  trx: Transaction<Database>,
  d: Delivery,
  outcome: Extract<Outcome, { ok: false }>,
  now: number,
) {
  const nextAt = now + retryDelay(d.attempts);
  if (outcome.retry && nextAt < d.created_at + GIVE_UP_AFTER_MS)
    return finish(trx, d, now, { state: 'pending', nextAt }, outcome.error);
  await finish(trx, d, now, { state: 'failed' }, outcome.error);
  // The push service says the device is gone (404/410): it gets nothing more.
  if (outcome.gone && d.channel.startsWith('push:'))
    await trx
      .deleteFrom('push_subscriptions')
      .where('id', '=', Number(d.channel.slice(5)))
      .execute();
}

const channelOf = (d: Delivery) => d.channel.replace(/:.*/, '');

function actionOf(outcome: Outcome): [action: string, result: string] {
  if ('skipped' in outcome) return ['notification.skip', outcome.skipped];
  return outcome.ok ? ['notification.send', 'ok'] : ['notification.fail', outcome.error];
}

/** One entry per (alert transition, company, unit, outcome), listing its deliveries. */
export function auditEntries(sent: readonly Sent[]): AuditEntryInput[] {
  const groups = new Map<string, { first: Sent; action: string; result: string; all: Sent[] }>();
  for (const s of sent) {
    const [action, result] = actionOf(s.outcome);
    const d = s.delivery;
    const key = JSON.stringify([
      d.alert_id,
      d.occasion,
      d.company_guid,
      s.unitGuid,
      action,
      result,
    ]);
    const group = groups.get(key);
    if (group) group.all.push(s);
    else groups.set(key, { first: s, action, result, all: [s] });
  }
  return [...groups.values()].map(({ first, action, result, all }) => ({
    actor: 'engine' as const,
    companyGuid: first.delivery.company_guid,
    unitGuid: first.unitGuid,
    action,
    details: {
      alert_id: first.delivery.alert_id,
      occasion: first.delivery.occasion,
      deliveries: all.map((s) => s.delivery.id),
      recipients: all.map((s) => s.delivery.recipient),
      channels: all.map((s) => channelOf(s.delivery)),
      attempts: all.map((s) => s.delivery.attempts),
    },
    outcome: result,
  }));
}

export async function settleRound(
  db: Kysely<Database>,
  audit: Pick<AuditLog, 'append'>,
  sent: readonly Sent[],
  now: number,
) {
  const done = (
    trx: Transaction<Database>,
    state: 'sent' | 'skipped',
    error: string | null,
    ids: number[],
  ) =>
    ids.length === 0
      ? undefined
      : trx
          .updateTable('notification_deliveries')
          .set({ state, done_at: now, last_error: error })
          .where('id', 'in', ids)
          .where('state', '=', 'sending');
  await db.transaction().execute(async (trx) => {
    const ok = sent
      .filter((s) => !('skipped' in s.outcome) && s.outcome.ok)
      .map((s) => s.delivery.id);
    await done(trx, 'sent', null, ok)?.execute();
    const skipped = new Map<string, number[]>();
    for (const s of sent)
      if ('skipped' in s.outcome)
        skipped.set(s.outcome.skipped, [...(skipped.get(s.outcome.skipped) ?? []), s.delivery.id]);
    for (const [reason, ids] of skipped) await done(trx, 'skipped', reason, ids)?.execute();
    for (const s of sent)
      if (!('skipped' in s.outcome) && !s.outcome.ok)
        await settleFailure(trx, s.delivery, s.outcome, now);
    for (const entry of auditEntries(sent)) await audit.append(entry, trx);
  });
}

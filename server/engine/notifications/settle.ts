// Exactly once, step 3: what each send did, written with its audit entry (never the message's
// contents) in one transaction per round. A crash before it leaves the rows `sending`: they turn
// `unknown` later (claim.ts) and are never sent again.
import type { Kysely, Transaction } from 'kysely';
import type { AuditLog } from '../audit/audit-log.ts';
import type { Database } from '../storage/schema.ts';
import { finish, type Delivery } from './claim.ts';
import { GIVE_UP_AFTER_MS, retryDelay } from './send-result.ts';
import type { Outcome } from './send-delivery.ts';

export interface Sent {
  delivery: Delivery;
  outcome: Outcome;
  unitGuid: string | null;
}

async function settleOne(trx: Transaction<Database>, { delivery: d, outcome }: Sent, now: number) {
  if ('skipped' in outcome) return finish(trx, d, now, { state: 'skipped' }, outcome.skipped);
  if (outcome.ok) return finish(trx, d, now, { state: 'sent' }, null);
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

export function auditEntry({ delivery: d, outcome, unitGuid }: Sent) {
  const skipped = 'skipped' in outcome;
  return {
    actor: 'engine' as const,
    companyGuid: d.company_guid,
    unitGuid,
    action: skipped ? 'notification.skip' : outcome.ok ? 'notification.send' : 'notification.fail',
    details: {
      delivery: d.id,
      alert_id: d.alert_id,
      occasion: d.occasion,
      recipient: d.recipient,
      channel: d.channel.replace(/:.*/, ''),
      attempt: d.attempts,
    },
    outcome: skipped ? outcome.skipped : outcome.ok ? 'ok' : outcome.error,
  };
}

export async function settleRound(
  db: Kysely<Database>,
  audit: Pick<AuditLog, 'append'>,
  sent: Sent[],
  now: number,
) {
  await db.transaction().execute(async (trx) => {
    for (const s of sent) {
      await settleOne(trx, s, now);
      await audit.append(auditEntry(s), trx);
    }
  });
}

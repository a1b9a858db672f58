// Leader task of the notifications area (docs/decisions.md#notifications): plans deliveries for
// new alert transitions and due reminders, then sends what is due. Work goes in small batches
// with a yield between them, so a fan-out of thousands never holds the API's queries back.
import { setImmediate as yieldToQueries } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import type { AuditLog } from '../audit/audit-log.ts';
import type { Database } from '../storage/schema.ts';
import { readContext } from '../notifications/batch-context.ts';
import { claimDue, finish, markStale, type Delivery } from '../notifications/claim.ts';
import type { Mailer } from '../notifications/mail-send.ts';
import { planRepeats, type Acknowledged } from '../notifications/plan-repeats.ts';
import { planTransitions } from '../notifications/plan-transitions.ts';
import { GIVE_UP_AFTER_MS, retryDelay } from '../notifications/send-result.ts';
import { sendDelivery, type Outcome, type SendConfig } from '../notifications/send-delivery.ts';
import { vapidKeys } from '../notifications/vapid-keys.ts';

export interface NotificationRunnerDeps {
  db: Kysely<Database>;
  audit: Pick<AuditLog, 'append'>;
  mailer: Mailer | null;
  mailFrom: string;
  webhookAllow: readonly string[];
  publicUrl: string;
  acknowledged: Acknowledged;
  publish?: (event: { type: 'notifications'; companyGuids: string[] }) => Promise<void>;
  /** Transitions planned per transaction, deliveries claimed per round, sends at once. */
  planBatch?: number;
  sendBatch?: number;
  concurrency?: number;
  /** How long one tick may keep sending before it hands over to the next tick. */
  budgetMs?: number;
}

export interface NotificationRunner {
  tick(now: number): Promise<{ planned: number; sent: number; failed: number }>;
}

export function createNotificationRunner(deps: NotificationRunnerDeps): NotificationRunner {
  const { db } = deps;
  let vapid: SendConfig['vapid'] | undefined;

  async function audit(d: Delivery, outcome: Outcome, attempt: number, unitGuid: string | null) {
    const action =
      'skipped' in outcome
        ? 'notification.skip'
        : outcome.ok
          ? 'notification.send'
          : 'notification.fail';
    await deps.audit.append({
      actor: 'engine',
      companyGuid: d.company_guid,
      unitGuid,
      action,
      details: {
        delivery: d.id,
        alert_id: d.alert_id,
        occasion: d.occasion,
        recipient: d.recipient,
        channel: d.channel.replace(/:.*/, ''),
        attempt,
      },
      outcome: 'skipped' in outcome ? outcome.skipped : outcome.ok ? 'ok' : outcome.error,
    });
  }

  async function settle(d: Delivery, outcome: Outcome, now: number) {
    if ('skipped' in outcome) return finish(db, d, now, { state: 'skipped' }, outcome.skipped);
    if (outcome.ok) return finish(db, d, now, { state: 'sent' }, null);
    const nextAt = now + retryDelay(d.attempts);
    if (outcome.retry && nextAt < d.created_at + GIVE_UP_AFTER_MS)
      return finish(db, d, now, { state: 'pending', nextAt }, outcome.error);
    await finish(db, d, now, { state: 'failed' }, outcome.error);
    if (outcome.gone && d.channel.startsWith('push:'))
      await db
        .deleteFrom('push_subscriptions')
        .where('id', '=', Number(d.channel.slice(5)))
        .execute();
  }

  async function sendRound(now: number) {
    const batch = await claimDue(db, now, deps.sendBatch ?? 100);
    if (batch.length === 0) return { count: 0, failed: 0 };
    const ctx = await readContext(db, batch);
    const reminded = [
      ...new Set(batch.filter((d) => d.occasion.startsWith('r:')).map((d) => d.alert_id)),
    ];
    const acknowledged = reminded.length
      ? await deps.acknowledged(db, reminded)
      : new Set<string>();
    const config: SendConfig = {
      mailer: deps.mailer,
      vapid: vapid!,
      webhookAllow: deps.webhookAllow,
      publicUrl: deps.publicUrl,
      acknowledged,
    };
    let failed = 0;
    const queue = [...batch];
    const worker = async () => {
      for (let d = queue.shift(); d; d = queue.shift()) {
        const outcome = await sendDelivery(d, ctx, config);
        if (!('skipped' in outcome) && !outcome.ok) failed++;
        await settle(d, outcome, now);
        const unit =
          d.transition_id === null
            ? null
            : (ctx.transitions.get(d.transition_id)?.unit_guid ?? null);
        await audit(d, outcome, d.attempts, unit);
      }
    };
    await Promise.all(Array.from({ length: deps.concurrency ?? 8 }, worker));
    const companies = [
      ...new Set(batch.filter((d) => d.channel === 'webhook').map((d) => d.company_guid!)),
    ];
    if (companies.length) await deps.publish?.({ type: 'notifications', companyGuids: companies });
    return { count: batch.length, failed };
  }

  return {
    async tick(now) {
      vapid ??= { ...(await vapidKeys(db)), subject: `mailto:${deps.mailFrom}` };
      for (const d of await markStale(db, now))
        await audit(
          d,
          { ok: false, error: d.last_error ?? 'unknown', retry: false },
          d.attempts,
          null,
        );
      let planned = 0;
      for (let n = 1; n > 0; planned += n) {
        n = await planTransitions(db, now, deps.planBatch ?? 50);
        await yieldToQueries();
      }
      planned += await planRepeats(db, now, deps.acknowledged);
      const started = Date.now();
      let sent = 0;
      let failed = 0;
      for (;;) {
        const round = await sendRound(now);
        sent += round.count - round.failed;
        failed += round.failed;
        if (round.count === 0 || Date.now() - started > (deps.budgetMs ?? 5_000)) break;
        await yieldToQueries();
      }
      return { planned, sent, failed };
    },
  };
}

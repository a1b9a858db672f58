// Leader task of the notifications area (docs/decisions.md#notifications): plans deliveries for
// new alert transitions and due reminders, then sends what is due. Work goes in small batches
// with a yield between them, so a fan-out of thousands never holds the API's queries back.
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import type { AuditLog } from '../audit/audit-log.ts';
import type { Database } from '../storage/schema.ts';
import { readAudience } from '../notifications/audience.ts';
import { readContext } from '../notifications/batch-context.ts';
import { batchSize } from '../notifications/batch-size.ts';
import { claimDue, markStale } from '../notifications/claim.ts';
import { readDigest } from '../notifications/digest-content.ts';
import type { Mailer } from '../notifications/mail-send.ts';
import { planAccessNotices } from '../notifications/plan-access-notices.ts';
import { planDigests } from '../notifications/plan-digests.ts';
import { planRepeats, type Acknowledged } from '../notifications/plan-repeats.ts';
import { planTransitions } from '../notifications/plan-transitions.ts';
import { sendDelivery, type SendConfig } from '../notifications/send-delivery.ts';
import { auditEntries, settleRound, type Sent } from '../notifications/settle.ts';
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
  /** At most: transitions planned per transaction, deliveries claimed per round (each batch is
   *  made smaller while its database steps take long: batch-size.ts); sends at once. */
  planBatch?: number;
  sendBatch?: number;
  concurrency?: number;
  /** False once this process lost the lease: it claims nothing more (claims alone are safe). */
  stillLeader?: () => boolean;
  /** How long one tick may keep sending before it hands over to the next tick. */
  budgetMs?: number;
}

export interface NotificationRunner {
  tick(now: number): Promise<{ planned: number; sent: number; failed: number }>;
}

/** After a batch, the database is left to others as long as the batch took (≤ 200 ms): on a
 *  loaded machine, where every step is slower, the API keeps at least half of the time. */
const breathe = (tookMs: number) => sleep(Math.min(200, Math.max(2, Math.round(tookMs))));

export function createNotificationRunner(deps: NotificationRunnerDeps): NotificationRunner {
  const { db } = deps;
  let vapid: SendConfig['vapid'] | undefined;
  const noticed = new Set<string>();
  const planSize = batchSize(deps.planBatch ?? 20, 2);
  const sendSize = batchSize(deps.sendBatch ?? 50, 5);
  /** Runs one database step and returns how long it held the database with its result. */
  const timed = async <T>(step: () => Promise<T>): Promise<[T, number]> => {
    const t0 = performance.now();
    const value = await step();
    return [value, performance.now() - t0];
  };

  async function sendRound(now: number): Promise<Sent[]> {
    const [batch, claimMs] = await timed(() => claimDue(db, now, sendSize.size));
    if (batch.length === 0) return [];
    const [ctx, contextMs] = await timed(() => readContext(db, batch));
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
      readDigest: (companies, day) => readDigest(db, companies, day),
      now,
    };
    const sent: Sent[] = [];
    const queue = [...batch];
    const worker = async () => {
      for (let d = queue.shift(); d; d = queue.shift()) {
        const unitGuid =
          d.transition_id === null
            ? null
            : (ctx.transitions.get(d.transition_id)?.unit_guid ?? null);
        sent.push({ delivery: d, outcome: await sendDelivery(d, ctx, config), unitGuid });
      }
    };
    await Promise.all(Array.from({ length: deps.concurrency ?? 8 }, worker));
    const [, settleMs] = await timed(() => settleRound(db, deps.audit, sent, now));
    sendSize.took(Math.max(claimMs, contextMs, settleMs));
    const companies = [
      ...new Set(batch.filter((d) => d.channel === 'webhook').map((d) => d.company_guid!)),
    ];
    if (companies.length) await deps.publish?.({ type: 'notifications', companyGuids: companies });
    return sent;
  }

  return {
    async tick(now) {
      vapid ??= { ...(await vapidKeys(db)), subject: `mailto:${deps.mailFrom}` };
      // Left `sending` by a process that died: audited as failed, never sent again.
      const stale = await markStale(db, now);
      const lost = { ok: false as const, error: 'unknown: not sent again', retry: false };
      for (const entry of auditEntries(
        stale.map((d) => ({ delivery: d, outcome: lost, unitGuid: null })),
      ))
        await deps.audit.append(entry);
      const budget = deps.budgetMs ?? 5_000;
      // Transitions first (one audience read per tick), then what is due; each within the budget.
      const audience = await readAudience(db);
      let planned = 0;
      for (const started = Date.now(); ;) {
        const [n, tookMs] = await timed(() => planTransitions(db, now, planSize.size, audience));
        planSize.took(tookMs);
        planned += n;
        if (n === 0 || Date.now() - started > budget) break;
        await breathe(tookMs);
      }
      planned += await planRepeats(db, now, deps.acknowledged, audience);
      planned += await planDigests(db, now, audience);
      planned += await planAccessNotices(db, now, audience, noticed);
      let sent = 0;
      let failed = 0;
      for (const started = Date.now(); ;) {
        const t0 = performance.now();
        const round = await sendRound(now);
        for (const s of round)
          if ('skipped' in s.outcome || s.outcome.ok) sent++;
          else failed++;
        if (round.length === 0 || Date.now() - started > budget) break;
        if (deps.stillLeader && !deps.stillLeader()) break;
        await breathe(performance.now() - t0);
      }
      return { planned, sent, failed };
    },
  };
}

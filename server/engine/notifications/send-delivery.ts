// One claimed delivery → one message on its channel, written from the batch's context at the
// moment it leaves (so it names only what the recipient may see now).
import { sendAccessNotice } from './access-notice.ts';
import type { BatchContext } from './batch-context.ts';
import { pushIdOf, webhookIdOf } from './batch-context.ts';
import type { Delivery } from './claim.ts';
import type { Mailer } from './mail-send.ts';
import { messageText, type AlertFacts } from './message-text.ts';
import type { DigestFacts } from './digest-content.ts';
import { digestMail } from './digest-content.ts';
import { readsCompany, type PermissionSnapshot } from './permission-snapshot.ts';
import { ACCESS_ALERT } from './plan-access-notices.ts';
import { sendPush } from './push-send.ts';
import { grantedCompanies, snapshotCurrent, type Person } from './recipients.ts';
import type { SendResult } from './send-result.ts';
import type { VapidKeys } from './vapid-keys.ts';
import { sendWebhook } from './webhook-send.ts';

export interface SendConfig {
  mailer: Mailer | null;
  vapid: VapidKeys & { subject: string };
  webhookAllow: readonly string[];
  publicUrl: string;
  /** Alerts acknowledged now: a reminder for one of them is not sent. */
  acknowledged: ReadonlySet<string>;
  /** The digest of these companies for this local day (read when it leaves). */
  readDigest: (companies: string[], day: string) => Promise<DigestFacts>;
  now: number;
}

export type Outcome = SendResult | { skipped: string };

function factsOf(d: Delivery, ctx: BatchContext): AlertFacts | { skipped: string } {
  if (d.occasion.startsWith('test:'))
    return {
      alertId: 'test',
      rule: 'test',
      kind: 'test',
      critical: false,
      unitGuid: null,
      serial: null,
      alias: null,
      siteName: null,
      value: '',
      since: d.created_at,
    };
  const t = d.transition_id === null ? undefined : ctx.transitions.get(d.transition_id);
  if (!t) return { skipped: 'the alert is no longer kept' };
  const unit = t.unit_guid ? ctx.units.get(t.unit_guid) : undefined;
  const reminder = d.occasion.startsWith('r:');
  if (reminder && ctx.resolved.has(t.alert_id)) return { skipped: 'resolved before the reminder' };
  return {
    alertId: t.alert_id,
    rule: t.rule,
    kind: reminder ? 'reminder' : t.transition,
    critical: t.critical,
    unitGuid: t.unit_guid,
    serial: unit?.serial ?? null,
    alias: unit?.alias ?? null,
    siteName: unit?.site_name ?? null,
    value: t.value,
    since: t.since,
  };
}

/** The daily digest: written when it leaves, from what the person may see then. */
async function sendDigest(d: Delivery, person: Person, config: SendConfig): Promise<Outcome> {
  if (!person.digest || !person.email) return { skipped: 'the digest was switched off' };
  if (!config.mailer)
    return { ok: false, error: 'no SMTP server configured (--smtp)', retry: false };
  const companies = grantedCompanies(person, config.now);
  if (companies.length === 0) return { skipped: 'the person may see no company now' };
  const facts = await config.readDigest(companies, d.occasion.slice(2));
  const mail = digestMail(facts, { language: person.language, publicUrl: config.publicUrl });
  return config.mailer.send({ to: person.email, ...mail });
}

export async function sendDelivery(
  d: Delivery,
  ctx: BatchContext,
  config: SendConfig,
): Promise<Outcome> {
  if (d.alert_id === ACCESS_ALERT) return sendAccessNotice(d, ctx, config);
  if (d.occasion.startsWith('d:')) {
    const person = ctx.people.get(d.recipient);
    return person
      ? sendDigest(d, person as Person, config)
      : { skipped: 'the person has no settings any more' };
  }
  const facts = factsOf(d, ctx);
  if ('skipped' in facts) return facts;
  if (d.occasion.startsWith('r:') && config.acknowledged.has(facts.alertId))
    return { skipped: 'acknowledged before the reminder' };
  const hookId = webhookIdOf(d);
  if (hookId !== null) {
    const hook = ctx.hooks.get(hookId);
    if (!hook) return { skipped: 'the webhook was deleted' };
    const m = messageText(facts, { language: 'en', timeZone: 'UTC', publicUrl: config.publicUrl });
    const body = {
      alert_id: facts.alertId,
      rule: facts.rule,
      transition:
        facts.kind === 'test'
          ? ('test' as const)
          : facts.kind === 'resolved'
            ? ('resolved' as const)
            : ('firing' as const),
      unit: facts.unitGuid
        ? { guid: facts.unitGuid, serial: facts.serial, alias: facts.alias }
        : null,
      company_guid: hook.company_guid,
      since: facts.since,
      value: facts.value,
      url: m.url,
      text: m.title,
    };
    return sendWebhook(
      hook,
      body,
      `${d.alert_id}:${d.occasion}:webhook:${hookId}`,
      config.webhookAllow,
    );
  }
  const person = ctx.people.get(d.recipient);
  if (!person) return { skipped: 'the person has no settings any more' };
  // They may have lost the company, or narrowed it out, since the delivery was planned.
  if (!snapshotCurrent(person, config.now))
    return { skipped: 'the person’s access was not confirmed for 3 days' };
  if (d.company_guid && !readsCompany(person.permissions as PermissionSnapshot, d.company_guid))
    return { skipped: 'the person may no longer see this company' };
  if (d.company_guid && person.companies && !person.companies.includes(d.company_guid))
    return { skipped: 'the person no longer chose this company' };
  const m = messageText(facts, {
    language: person.language,
    timeZone: person.time_zone,
    publicUrl: config.publicUrl,
  });
  const pushId = pushIdOf(d);
  if (pushId !== null) {
    const sub = ctx.subs.get(pushId);
    if (!sub) return { skipped: 'the device was removed' };
    const payload = {
      title: m.title,
      body: m.body,
      url: new URL(m.url).pathname,
      tag: `${facts.alertId}`,
    };
    return sendPush(sub, payload, config.vapid, config.webhookAllow);
  }
  if (!config.mailer)
    return { ok: false, error: 'no SMTP server configured (--smtp)', retry: false };
  if (!person.email_on || !person.email) return { skipped: 'e-mail was switched off' };
  return config.mailer.send({ to: person.email, subject: m.subject, text: m.text, html: m.html });
}

// An access notice when it leaves (docs/decisions.md#notifications): only while the snapshot it
// was planned for is still the person's last one, in their language, with the dashboard's link.
import { escapeHtml, mailBody } from './mail-body.ts';
import type { BatchContext } from './batch-context.ts';
import { pushIdOf } from './batch-context.ts';
import { ACCESS_WORDS } from './access-words.ts';
import type { Delivery } from './claim.ts';
import { languageOf } from './message-words.ts';
import { accessOccasion, type AccessKind } from './plan-access-notices.ts';
import { sendPush } from './push-send.ts';
import { snapshotCurrent } from './recipients.ts';
import type { Mailer } from './mail-send.ts';
import type { SendResult } from './send-result.ts';
import type { VapidKeys } from './vapid-keys.ts';

/** What it needs of send-delivery.ts#SendConfig (not imported: that file imports this one). */
interface NoticeConfig {
  mailer: Mailer | null;
  vapid: VapidKeys & { subject: string };
  webhookAllow: readonly string[];
  publicUrl: string;
  now: number;
}

/** One notification on a device: the reminder is replaced by the "paused" notice. */
const ACCESS_TAG = 'access';

export function accessMessage(kind: AccessKind, options: { language: string; publicUrl: string }) {
  const w = ACCESS_WORDS[languageOf(options.language)];
  const { subject, body, text } = w[kind];
  const url = `${options.publicUrl.replace(/\/+$/, '')}/`;
  return {
    subject,
    body,
    url,
    ...mailBody({
      title: subject,
      text: [text],
      html: [`<p>${escapeHtml(text)}</p>`],
      open: w.open,
      url,
      footer: w.footer,
    }),
  };
}

export async function sendAccessNotice(
  d: Delivery,
  ctx: BatchContext,
  config: NoticeConfig,
): Promise<SendResult | { skipped: string }> {
  const person = ctx.people.get(d.recipient);
  if (!person) return { skipped: 'the person has no settings any more' };
  const kind: AccessKind = d.occasion.startsWith('paused:') ? 'paused' : 'soon';
  if (d.occasion !== accessOccasion(kind, Number(person.permissions_at)))
    return { skipped: 'the person opened the dashboard since' };
  // Held past the lapse (quiet hours, an engine down): the "paused" notice says it instead.
  if (kind === 'soon' && !snapshotCurrent(person, config.now))
    return { skipped: 'the snapshot lapsed before the reminder left' };
  const m = accessMessage(kind, { language: person.language, publicUrl: config.publicUrl });
  const pushId = pushIdOf(d);
  if (pushId !== null) {
    const sub = ctx.subs.get(pushId);
    if (!sub) return { skipped: 'the device was removed' };
    const payload = {
      title: m.subject,
      body: m.body,
      url: new URL(m.url).pathname,
      tag: ACCESS_TAG,
    };
    return sendPush(sub, payload, config.vapid, config.webhookAllow);
  }
  if (!config.mailer)
    return { ok: false, error: 'no SMTP server configured (--smtp)', retry: false };
  if (!person.email_on || !person.email) return { skipped: 'e-mail was switched off' };
  return config.mailer.send({ to: person.email, subject: m.subject, text: m.text, html: m.html });
}

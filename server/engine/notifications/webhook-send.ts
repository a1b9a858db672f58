// The webhook (docs/decisions.md#notifications): JSON body, `X-Signature-256: sha256=<hmac>`, an
// idempotency key; no redirects followed, a time-out, the answer's body never read or kept.
import { createHmac } from 'node:crypto';
import { errorText, SEND_TIMEOUT_MS, type SendResult } from './send-result.ts';
import { refuseUrl } from './webhook-allow.ts';

export interface WebhookBody {
  alert_id: string;
  rule: string;
  transition: 'firing' | 'resolved' | 'test';
  unit: { guid: string; serial: string | null; alias: string | null } | null;
  company_guid: string;
  since: number;
  value: string;
  url: string;
  text: string;
}

export function signature(body: string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

export async function sendWebhook(
  hook: { url: string; secret: string },
  body: WebhookBody,
  idempotencyKey: string,
  allow: readonly string[],
): Promise<SendResult> {
  // The list may have changed since the webhook was saved.
  const refused = refuseUrl(hook.url, allow);
  if (refused) return { ok: false, error: refused, retry: false };
  const json = JSON.stringify(body);
  try {
    const res = await fetch(hook.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'sunbed-fleet-engine',
        'x-signature-256': signature(json, hook.secret),
        'idempotency-key': idempotencyKey,
      },
      body: json,
      redirect: 'manual',
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    await res.body?.cancel();
    if (res.ok) return { ok: true };
    if (res.status >= 300 && res.status < 400)
      return { ok: false, error: `HTTP ${res.status}: redirect not followed`, retry: false };
    return { ok: false, error: `HTTP ${res.status}`, retry: true };
  } catch (error) {
    return { ok: false, error: errorText(error), retry: true };
  }
}

// Web push (RFC 8030/8291/8292) through web-push's encryption and VAPID header; the request
// itself goes out here (fetch: time-out, no redirects), so 404/410 can remove the subscription.
import webPush from 'web-push';
import { errorText, SEND_TIMEOUT_MS, type SendResult } from './send-result.ts';
import type { VapidKeys } from './vapid-keys.ts';
import { refusePushEndpoint } from './webhook-allow.ts';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** What the service worker shows (public/push-sw.js). */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag: string;
}

export async function sendPush(
  target: PushTarget,
  payload: PushPayload,
  vapid: VapidKeys & { subject: string },
  allow: readonly string[],
): Promise<SendResult> {
  const refused = refusePushEndpoint(target.endpoint, allow);
  if (refused) return { ok: false, error: refused, retry: false, gone: true };
  try {
    const request = webPush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      JSON.stringify(payload),
      {
        vapidDetails: vapid,
        TTL: 24 * 3600,
        contentEncoding: 'aes128gcm',
        urgency: 'high',
      },
    );
    const res = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: request.body ? new Uint8Array(request.body) : null,
      redirect: 'manual',
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    await res.body?.cancel();
    if (res.ok) return { ok: true };
    if (res.status === 404 || res.status === 410)
      return {
        ok: false,
        error: `HTTP ${res.status}: subscription gone`,
        retry: false,
        gone: true,
      };
    return {
      ok: false,
      error: `HTTP ${res.status}`,
      retry: res.status === 429 || res.status >= 500,
    };
  } catch (error) {
    return { ok: false, error: errorText(error), retry: true };
  }
}

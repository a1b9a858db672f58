// Web push on this device (docs/decisions.md#notifications): the browser's permission is asked
// only when the person presses "Enable push on this device"; the subscription lives in the
// service worker's pushManager and is signed for the engine's VAPID key.

export type PushProblem = 'unsupported' | 'no-worker' | 'denied';

export class PushUnavailable extends Error {
  constructor(readonly problem: PushProblem) {
    super(problem);
    this.name = 'PushUnavailable';
  }
}

export function pushSupported(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    typeof PushManager !== 'undefined' &&
    typeof Notification !== 'undefined'
  );
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const text = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  if (!pushSupported()) return undefined;
  return navigator.serviceWorker.getRegistration('/');
}

/** Asks the permission (this is the click's work), then subscribes; the subscription's JSON. */
export async function subscribeThisDevice(publicKey: string): Promise<PushSubscriptionJSON> {
  if (!pushSupported()) throw new PushUnavailable('unsupported');
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushUnavailable('denied');
  const reg = await registration();
  if (!reg) throw new PushUnavailable('no-worker');
  const options = { userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) };
  try {
    return (await reg.pushManager.subscribe(options)).toJSON();
  } catch (error) {
    // Subscribed before for another key (another server): that subscription goes first.
    const old = await reg.pushManager.getSubscription();
    if (!old) throw error;
    await old.unsubscribe();
    return (await reg.pushManager.subscribe(options)).toJSON();
  }
}

export async function thisDeviceEndpoint(): Promise<string | null> {
  const reg = await registration().catch(() => undefined);
  const sub = await reg?.pushManager.getSubscription().catch(() => null);
  return sub?.endpoint ?? null;
}

/** At sign-out: the engine forgets the device (`remove`, best effort), then the browser does. */
export async function forgetThisDevice(
  remove: (endpoint: string) => Promise<unknown>,
): Promise<void> {
  const reg = await registration().catch(() => undefined);
  const sub = await reg?.pushManager.getSubscription().catch(() => null);
  if (!sub) return;
  await Promise.race([
    remove(sub.endpoint).catch(() => undefined),
    new Promise((r) => setTimeout(r, 3000)),
  ]);
  await sub.unsubscribe().catch(() => false);
}

import { createStore } from './create-store';

// docs/decisions.md#installable-app: the service worker is registered from the bundle (the CSP
// allows no inline script). A new version waits until the user presses Reload; it then takes
// over (SKIP_WAITING, which the generated worker listens for) and the page reloads once.

/** Set while a new version waits: `apply` activates it. */
export interface PendingUpdate {
  apply: () => void;
}

export const updateStore = createStore<PendingUpdate | null>(null);

type Container = Pick<ServiceWorkerContainer, 'register' | 'addEventListener'> & {
  readonly controller: ServiceWorker | null;
};

export interface RegisterOptions {
  url?: string;
  reload?: () => void;
  /** How often a long-open tab asks for a new version (the browser checks only on navigation). */
  checkEveryMs?: number;
}

const HOUR = 60 * 60 * 1000;

export async function registerServiceWorker(
  container: Container | undefined,
  { url = '/sw.js', reload = () => location.reload(), checkEveryMs = HOUR }: RegisterOptions = {},
): Promise<ServiceWorkerRegistration | undefined> {
  if (!container) return undefined;
  let offered = false;
  let reloaded = false;
  container.addEventListener('controllerchange', () => {
    // A first install takes no page over; a version offered here (this tab's Reload or another
    // tab's) reloads this page once, so it never runs old code under the new worker.
    if (!offered || reloaded) return;
    reloaded = true;
    reload();
  });
  const offer = (worker: ServiceWorker) => {
    // Without a controller this is the first install, not an update.
    if (!container.controller) return;
    offered = true;
    updateStore.set({ apply: () => worker.postMessage({ type: 'SKIP_WAITING' }) });
  };
  const follow = (worker: ServiceWorker | null) => {
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed') offer(worker);
    });
  };
  let registration: ServiceWorkerRegistration | undefined;
  try {
    registration = await container.register(url, { scope: '/' });
  } catch {
    // No service worker (private mode, blocked): the app works online as before.
  }
  // A blocked registration (e.g. Playwright's serviceWorkers: 'block') resolves to nothing.
  if (!registration) return undefined;
  if (registration.waiting) offer(registration.waiting);
  follow(registration.installing);
  registration.addEventListener('updatefound', () => follow(registration.installing));
  setInterval(() => void registration.update().catch(() => undefined), checkEveryMs);
  return registration;
}

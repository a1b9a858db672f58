import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorker, updateStore } from './service-worker';

// docs/decisions.md#installable-app: an update waits for the user; Reload activates it and the
// page reloads once. Fakes of the browser's service-worker objects (events only, no network).

class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  messages: unknown[] = [];
  postMessage(message: unknown) {
    this.messages.push(message);
  }
  become(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  update = vi.fn(() => Promise.resolve());
  found(worker: FakeWorker) {
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
  }
}

class FakeContainer extends EventTarget {
  controller: FakeWorker | null = null;
  registration = new FakeRegistration();
  register = vi.fn(() => Promise.resolve(this.registration));
  takeOver() {
    this.controller = new FakeWorker();
    this.dispatchEvent(new Event('controllerchange'));
  }
}

const asContainer = (c: FakeContainer) => c as unknown as ServiceWorkerContainer;

beforeEach(() => {
  vi.useFakeTimers();
  updateStore.set(null);
});
afterEach(() => vi.useRealTimers());

describe('registerServiceWorker', () => {
  it('a first install offers nothing and reloads nothing', async () => {
    const container = new FakeContainer();
    const reload = vi.fn();
    await registerServiceWorker(asContainer(container), { reload });
    expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    const worker = new FakeWorker();
    container.registration.found(worker);
    worker.become('installed');
    container.takeOver();
    expect(updateStore.get()).toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });

  it('a new version found later is offered; Reload sends SKIP_WAITING and reloads once', async () => {
    const container = new FakeContainer();
    container.controller = new FakeWorker();
    const reload = vi.fn();
    await registerServiceWorker(asContainer(container), { reload });
    const next = new FakeWorker();
    container.registration.found(next);
    expect(updateStore.get()).toBeNull();
    next.become('installed');
    const pending = updateStore.get();
    expect(pending).not.toBeNull();
    expect(next.messages).toEqual([]);

    pending!.apply();
    expect(next.messages).toEqual([{ type: 'SKIP_WAITING' }]);
    container.takeOver();
    container.takeOver();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a version already waiting at load is offered at once', async () => {
    const container = new FakeContainer();
    container.controller = new FakeWorker();
    container.registration.waiting = new FakeWorker();
    await registerServiceWorker(asContainer(container), { reload: vi.fn() });
    expect(updateStore.get()).not.toBeNull();
  });

  it('a long-open tab asks for a new version every hour', async () => {
    const container = new FakeContainer();
    await registerServiceWorker(asContainer(container), { reload: vi.fn() });
    expect(container.registration.update).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(60 * 60 * 1000);
    expect(container.registration.update).toHaveBeenCalledTimes(1);
  });

  it('without service workers, or when registration fails, the app goes on without one', async () => {
    expect(await registerServiceWorker(undefined)).toBeUndefined();
    const container = new FakeContainer();
    container.register.mockRejectedValueOnce(new Error('SecurityError'));
    expect(await registerServiceWorker(asContainer(container))).toBeUndefined();
    // Blocked registrations resolve to nothing (Playwright's serviceWorkers: 'block').
    container.register.mockResolvedValueOnce(undefined as never);
    expect(await registerServiceWorker(asContainer(container))).toBeUndefined();
    expect(updateStore.get()).toBeNull();
  });
});

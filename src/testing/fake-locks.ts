// An in-memory exclusive LockManager for unit tests (jsdom has no navigator.locks).
type Callback = (lock: Lock | null) => Promise<unknown> | unknown;
interface Waiter {
  callback: Callback;
  signal?: AbortSignal;
  resolve: (v: unknown) => void;
  reject: (e: unknown) => void;
}

export class FakeLocks {
  private held = new Set<string>();
  private queues = new Map<string, Waiter[]>();

  request(name: string, options: LockOptions, callback: Callback): Promise<unknown> {
    return new Promise((resolve, reject) => {
      const waiter: Waiter = { callback, signal: options.signal, resolve, reject };
      options.signal?.addEventListener('abort', () => {
        const queue = this.queues.get(name) ?? [];
        if (!queue.includes(waiter)) return;
        this.queues.set(
          name,
          queue.filter((w) => w !== waiter),
        );
        reject(new DOMException('aborted', 'AbortError'));
      });
      this.queues.set(name, [...(this.queues.get(name) ?? []), waiter]);
      this.grant(name);
    });
  }

  isHeld(name: string): boolean {
    return this.held.has(name);
  }

  private grant(name: string) {
    if (this.held.has(name)) return;
    const [next, ...rest] = this.queues.get(name) ?? [];
    if (!next) return;
    this.queues.set(name, rest);
    this.held.add(name);
    Promise.resolve()
      .then(() => next.callback({ name, mode: 'exclusive' } as Lock))
      .then(next.resolve, next.reject)
      .finally(() => {
        this.held.delete(name);
        this.grant(name);
      });
  }
}

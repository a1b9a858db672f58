// One protocol between a page and its worker (the fleet's and the temperatures'): a job out with
// the page's client settings, updates and one answer (or an error, or "aborted") back, cancel, a
// 401 met in the worker forwarded to the page, the page's own deadline, and the same code on this
// thread when the worker cannot start. The worker's side is worker-rpc-serve.ts. lib knows no API:
// the caller hands in how its errors are made. The messages are worker-rpc-protocol.ts.

import type { RpcReply, RpcRequest, RpcSettings } from './worker-rpc-protocol';

export interface RpcCallOptions<Update> {
  signal?: AbortSignal | undefined;
  onUpdate?: ((update: Update) => void) | undefined;
}

/** What runs a job: a worker through `rpcClient`, or the same code on this thread. */
export interface RpcRunner<Job, Result, Update = never> {
  call(job: Job, options?: RpcCallOptions<Update>): Promise<Result>;
}

export interface RpcClientOptions<Job, Result, Update, Settings, ErrorInit> {
  /** Named in warnings and in the cancel error. */
  name: string;
  /** Read when a job is posted, and for each deadline. */
  settings: () => Settings;
  /** Posting waits for it (config.json's base URL); absent, a job is posted at once. */
  ready?: (() => Promise<unknown>) | undefined;
  onUnauthorized: (token: string | null) => void;
  toError: (init: ErrorInit) => unknown;
  timeoutError: () => unknown;
  /** Runs every waiting and later job when the worker fails to start (CSP, no module workers). */
  fallback: () => RpcRunner<Job, Result, Update>;
}

interface Pending<Job, Result, Update> {
  job: Job;
  options: RpcCallOptions<Update>;
  resolve: (result: Result) => void;
  reject: (error: unknown) => void;
  /** Restarts the deadline (posted, or the worker heard from the service). */
  arm: () => void;
}

type Port = Pick<Worker, 'postMessage' | 'terminate' | 'onmessage' | 'onerror'>;

export function rpcClient<Job, Result, Update, Settings extends RpcSettings, ErrorInit>(
  worker: Port,
  o: RpcClientOptions<Job, Result, Update, Settings, ErrorInit>,
): RpcRunner<Job, Result, Update> {
  let nextId = 1;
  const pending = new Map<number, Pending<Job, Result, Update>>();
  let inline: RpcRunner<Job, Result, Update> | undefined;
  const post = (message: RpcRequest<Job, Settings>) => worker.postMessage(message);
  const runInline = (p: Pending<Job, Result, Update>) =>
    inline!.call(p.job, p.options).then(p.resolve, p.reject);

  worker.onerror = (event) => {
    event.preventDefault?.();
    if (inline) return;
    console.warn(`[${o.name}] the worker did not start; working on the main thread instead`);
    inline = o.fallback();
    worker.terminate();
    const waiting = [...pending.values()];
    pending.clear();
    for (const p of waiting) void runInline(p);
  };
  worker.onmessage = (event: MessageEvent<RpcReply<Result, Update, ErrorInit>>) => {
    const reply = event.data;
    if (reply.type === 'unauthorized') return o.onUnauthorized(reply.token);
    if (reply.type === 'progress') return pending.forEach((p) => p.arm());
    const p = pending.get(reply.id);
    if (!p) return;
    if (reply.type === 'update') {
      p.arm();
      return p.options.onUpdate?.(reply.update);
    }
    pending.delete(reply.id);
    if (reply.type === 'result') p.resolve(reply.result);
    else if (reply.type === 'error') p.reject(o.toError(reply.error));
    else p.reject(new DOMException(`The ${o.name} request was cancelled.`, 'AbortError'));
  };

  function start(id: number, p: Pending<Job, Result, Update>) {
    const { signal } = p.options;
    let posted = false;
    pending.set(id, p);
    signal?.addEventListener(
      'abort',
      () => {
        if (pending.get(id) !== p) return;
        if (posted) return post({ type: 'cancel', id });
        pending.delete(id);
        p.reject(signal.reason);
      },
      { once: true },
    );
    const send = () => {
      if (pending.get(id) !== p) return;
      posted = true;
      p.arm();
      post({ type: 'job', id, client: o.settings(), job: p.job });
    };
    if (o.ready) void o.ready().then(send);
    else send();
  }

  return {
    call(job, options = {}) {
      return new Promise<Result>((resolve, reject) => {
        // The page owns the deadline too: a job that hears nothing for timeoutMs fails as a
        // time-out here, whatever the worker's own timers do (they are a backstop, on another clock).
        let timer: ReturnType<typeof setTimeout> | undefined;
        const id = nextId++;
        const p: Pending<Job, Result, Update> = {
          job,
          options,
          resolve: (result) => {
            clearTimeout(timer);
            resolve(result);
          },
          reject: (error) => {
            clearTimeout(timer);
            reject(error);
          },
          arm: () => {
            clearTimeout(timer);
            timer = setTimeout(() => {
              if (pending.get(id) !== p) return;
              pending.delete(id);
              post({ type: 'cancel', id });
              p.reject(o.timeoutError());
            }, o.settings().timeoutMs);
          },
        };
        if (inline) return void runInline(p);
        if (options.signal?.aborted) return reject(options.signal.reason);
        start(id, p);
      });
    },
  };
}

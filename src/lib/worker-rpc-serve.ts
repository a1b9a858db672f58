import type {
  RpcHooks,
  RpcJobContext,
  RpcReply,
  RpcScope,
  RpcSettings,
} from './worker-rpc-protocol';

// The worker's side of worker-rpc.ts: each job runs with an AbortSignal that the page's cancel
// fires, and ends in exactly one reply (result, error or aborted).

export interface RpcServeOptions<Job, Result, Update, Settings extends RpcSettings, ErrorInit> {
  /** Points the worker's client at the page's settings, before each job starts. */
  configure: (settings: Settings, hooks: RpcHooks) => void;
  run: (job: Job, context: RpcJobContext<Update, Settings>) => Promise<Result>;
  errorInit: (error: unknown) => ErrorInit;
  /** A new job aborts the running one and starts once it has ended (the fleet sync). */
  latestOnly?: boolean | undefined;
  /** After each job, with how many still run. */
  settled?: ((running: number) => void) | undefined;
}

export function serveRpc<Job, Result, Update, Settings extends RpcSettings, ErrorInit>(
  o: RpcServeOptions<Job, Result, Update, Settings, ErrorInit>,
  scope = globalThis as unknown as RpcScope<Job, Result, Update, Settings, ErrorInit>,
): void {
  const running = new Map<number, AbortController>();
  let queue: Promise<void> = Promise.resolve();
  const post = (reply: RpcReply<Result, Update, ErrorInit>) => scope.postMessage(reply);

  async function run(id: number, settings: Settings, job: Job, controller: AbortController) {
    if (controller.signal.aborted) return post({ type: 'aborted', id });
    o.configure(settings, {
      unauthorized: () => post({ type: 'unauthorized', token: settings.token }),
      progress: () => post({ type: 'progress' }),
    });
    try {
      const update = (value: Update) => post({ type: 'update', id, update: value });
      const result = await o.run(job, { signal: controller.signal, settings, update });
      post({ type: 'result', id, result });
    } catch (error) {
      if (controller.signal.aborted) return post({ type: 'aborted', id });
      post({ type: 'error', id, error: o.errorInit(error) });
    } finally {
      running.delete(id);
      o.settled?.(running.size);
    }
  }

  scope.onmessage = (event) => {
    const message = event.data;
    if (message.type === 'cancel') return running.get(message.id)?.abort();
    const controller = new AbortController();
    if (!o.latestOnly) {
      running.set(message.id, controller);
      return void run(message.id, message.client, message.job, controller);
    }
    running.forEach((c) => c.abort());
    running.set(message.id, controller);
    // A job never starts before the last one ended (the aborted one ends at its next await).
    queue = queue.then(() => run(message.id, message.client, message.job, controller));
  };
}

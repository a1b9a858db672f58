import { afterEach, describe, expect, it, vi } from 'vitest';
import { rpcClient } from './worker-rpc';
import type { RpcReply, RpcRequest, RpcSettings } from './worker-rpc-protocol';
import { serveRpc, type RpcServeOptions } from './worker-rpc-serve';

// Both sides of the protocol joined by an in-memory channel (messages cross on a later task, as
// between threads): answers, updates, errors, 401s, cancel, the page's deadline, latest-only
// jobs, and the fallback to this thread when the worker cannot start.

type Job = { n: number; wait?: boolean };
type Reply = RpcReply<number, string, { status: number }>;
type Request = RpcRequest<Job>;

const settings: RpcSettings = { token: 'tok', timeoutMs: 1_000 };

function connect(
  serve: Partial<RpcServeOptions<Job, number, string, RpcSettings, { status: number }>> = {},
) {
  const sent: Request[] = [];
  const port = {
    onmessage: null as ((e: MessageEvent<Reply>) => void) | null,
    onerror: null as ((e: Partial<ErrorEvent>) => void) | null,
    terminated: false,
    postMessage(message: Request) {
      sent.push(message);
      setTimeout(() => scope.onmessage?.({ data: message } as MessageEvent<Request>));
    },
    terminate() {
      port.terminated = true;
    },
  };
  const scope = {
    onmessage: null as ((e: MessageEvent<Request>) => void) | null,
    postMessage: (reply: Reply) =>
      setTimeout(() => port.onmessage?.({ data: reply } as MessageEvent<Reply>)),
  };
  const configure = vi.fn();
  serveRpc(
    {
      configure,
      run: async (job, { update, signal }) => {
        update(`got ${job.n}`);
        if (job.wait)
          await new Promise((_, reject) =>
            signal.addEventListener('abort', () => reject(signal.reason)),
          );
        if (job.n < 0) throw new Error('bad');
        return job.n * 2;
      },
      errorInit: () => ({ status: 500 }),
      ...serve,
    },
    scope,
  );
  const unauthorized = vi.fn();
  const fallback = vi.fn(() => ({ call: async (job: Job) => job.n * 10 }));
  const client = rpcClient(port as unknown as Worker, {
    name: 'test',
    settings: () => settings,
    onUnauthorized: unauthorized,
    toError: (init: { status: number }) => Object.assign(new Error('api'), init),
    timeoutError: () => new Error('timeout'),
    fallback,
  });
  return { client, port, sent, scope, configure, unauthorized, fallback };
}

afterEach(() => vi.useRealTimers());

describe('worker-rpc', () => {
  it('sends the job with the settings, passes updates on and resolves with the answer', async () => {
    const { client, sent, configure } = connect();
    const onUpdate = vi.fn();
    await expect(client.call({ n: 2 }, { onUpdate })).resolves.toBe(4);
    expect(sent[0]).toEqual({ type: 'job', id: 1, client: settings, job: { n: 2 } });
    expect(onUpdate).toHaveBeenCalledWith('got 2');
    expect(configure).toHaveBeenCalledWith(settings, expect.anything());
  });

  it('turns a failed job into the caller’s own error', async () => {
    const { client } = connect();
    await expect(client.call({ n: -1 })).rejects.toMatchObject({ message: 'api', status: 500 });
  });

  it('forwards a 401 met in the worker with the job’s token', async () => {
    const { client, unauthorized } = connect({
      run: async () => {
        hooks.unauthorized();
        return 0;
      },
      configure: (_s, h) => (hooks = h),
    });
    let hooks = { unauthorized: () => {}, progress: () => {} };
    await client.call({ n: 1 });
    expect(unauthorized).toHaveBeenCalledWith('tok');
  });

  it('cancels the job in the worker when the caller aborts, and rejects as aborted', async () => {
    const { client, sent } = connect();
    const abort = new AbortController();
    const result = client.call({ n: 1, wait: true }, { signal: abort.signal });
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    abort.abort();
    expect(sent.at(-1)).toEqual({ type: 'cancel', id: 1 });
    await expect(result).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('fails a job that hears nothing for the time-out on the page’s clock, and cancels it', async () => {
    vi.useFakeTimers();
    const { client, sent } = connect();
    const result = client.call({ n: 1, wait: true });
    result.catch(() => undefined);
    // The update that crossed at once restarted the deadline: still alive just before it.
    await vi.advanceTimersByTimeAsync(990);
    expect(sent.filter((m) => m.type === 'cancel')).toEqual([]);
    await vi.advanceTimersByTimeAsync(20);
    await expect(result).rejects.toThrow('timeout');
    expect(sent.at(-1)).toEqual({ type: 'cancel', id: 1 });
  });

  it('with latestOnly, a new job aborts the running one and starts after it ended', async () => {
    const order: string[] = [];
    const { client } = connect({
      latestOnly: true,
      run: async (job, { signal }) => {
        order.push(`start ${job.n}`);
        if (job.wait)
          await new Promise((_, reject) =>
            signal.addEventListener('abort', () => reject(signal.reason)),
          );
        order.push(`end ${job.n}`);
        return job.n;
      },
    });
    const first = client.call({ n: 1, wait: true });
    first.catch(() => undefined);
    await vi.waitFor(() => expect(order).toEqual(['start 1']));
    await expect(client.call({ n: 2 })).resolves.toBe(2);
    await expect(first).rejects.toMatchObject({ name: 'AbortError' });
    expect(order).toEqual(['start 1', 'start 2', 'end 2']);
  });

  it('runs waiting and later jobs on the fallback when the worker cannot start', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { client, port, fallback } = connect();
    port.postMessage = () => {};
    const waiting = client.call({ n: 1 });
    port.onerror!({ preventDefault: () => {} });
    expect(port.terminated).toBe(true);
    await expect(waiting).resolves.toBe(10);
    await expect(client.call({ n: 2 })).resolves.toBe(20);
    expect(fallback).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import { configureApiClient } from '@/api/client';
import type {
  TemperatureJob,
  TemperatureWorkerReply,
  TemperatureWorkerRequest,
} from './temperature-worker-protocol';
import {
  temperatureTransport,
  workerTransport,
  type TemperatureTransport,
} from './temperature-transport';

// The page's side of the worker protocol, against a fake Worker: jobs out, results, errors and
// 401s back, cancel on abort, and the fallback to this thread when the worker cannot start.

class FakeWorker {
  sent: TemperatureWorkerRequest[] = [];
  terminated = false;
  onmessage: ((event: MessageEvent<TemperatureWorkerReply>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  postMessage(message: TemperatureWorkerRequest) {
    this.sent.push(message);
  }
  terminate() {
    this.terminated = true;
  }
  reply(message: TemperatureWorkerReply) {
    this.onmessage?.({ data: message } as MessageEvent<TemperatureWorkerReply>);
  }
  fail() {
    this.onerror?.({ preventDefault: () => {} } as ErrorEvent);
  }
  /** The jobs posted so far (posting waits for config.json, a microtask in tests). */
  async jobs() {
    await vi.waitFor(() => expect(this.sent.length).toBeGreaterThan(0));
    return this.sent.filter((m) => m.type === 'job');
  }
}

const onUnauthorized = vi.fn();
configureApiClient({ baseUrl: '/api', getToken: () => 'tok', onUnauthorized });

const poll: Extract<TemperatureJob, { kind: 'poll' }> = {
  kind: 'poll',
  request: {
    key: 'k',
    guid: 'unit',
    company: 'c1',
    request: { from: 1 },
    spec: { kind: 'fixed', from: 1, to: 2 },
  },
};

function setUp() {
  const worker = new FakeWorker();
  const fallback = vi.fn<() => TemperatureTransport>(() => ({
    run: async () => ({ added: 7, version: 7 }) as never,
  }));
  const transport = workerTransport(worker as unknown as Worker, fallback);
  return { worker, fallback, transport };
}

afterEach(() => {
  onUnauthorized.mockClear();
  configureApiClient({ baseUrl: '/api', getToken: () => 'tok', onUnauthorized });
});

/** The client on this thread pointed at a service without temperature logs. */
function emptyService() {
  const fetchImpl = vi.fn<typeof fetch>(async () => new Response('[]', { status: 200 }));
  configureApiClient({ baseUrl: '/api', getToken: () => 'tok', onUnauthorized, fetchImpl });
  return fetchImpl;
}

describe('workerTransport', () => {
  it('sends the job with the client settings and resolves with the worker’s result', async () => {
    const { worker, transport } = setUp();
    const result = transport.run(poll);
    const [job] = await worker.jobs();
    expect(job).toMatchObject({ type: 'job', job: poll, client: { token: 'tok' } });
    expect(job!.type === 'job' && job!.client.baseUrl).toMatch(/\/api$/);
    worker.reply({ type: 'result', id: job!.id, result: { added: 2, version: 1 } });
    await expect(result).resolves.toEqual({ added: 2, version: 1 });
  });

  it('turns a worker error into the same ApiError the page would have thrown', async () => {
    const { worker, transport } = setUp();
    const result = transport.run(poll);
    const [job] = await worker.jobs();
    worker.reply({ type: 'error', id: job!.id, error: { status: 500, kind: 'http' } });
    await expect(result).rejects.toBeInstanceOf(ApiError);
    await expect(result).rejects.toMatchObject({ status: 500 });
  });

  it('reports a 401 met in the worker once, as the page’s own requests do', () => {
    const { worker } = setUp();
    worker.reply({ type: 'unauthorized', token: 'tok' });
    worker.reply({ type: 'unauthorized', token: 'tok' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('cancels the job in the worker when the page gives up on it', async () => {
    const { worker, transport } = setUp();
    const cancel = new AbortController();
    const result = transport.run(poll, cancel.signal);
    const [job] = await worker.jobs();
    cancel.abort();
    expect(worker.sent.at(-1)).toEqual({ type: 'cancel', id: job!.id });
    worker.reply({ type: 'aborted', id: job!.id });
    await expect(result).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('fails a job that hears nothing from the service for the time-out, on the page’s clock', async () => {
    configureApiClient({
      baseUrl: '/api',
      getToken: () => 'tok',
      onUnauthorized,
      timeoutMs: 15_000,
    });
    const { worker, transport } = setUp();
    vi.useFakeTimers();
    try {
      const result = transport.run(poll);
      result.catch(() => undefined);
      const [job] = await worker.jobs();
      // Answers keep it alive: each restarts the deadline.
      await vi.advanceTimersByTimeAsync(14_000);
      worker.reply({ type: 'progress' });
      await vi.advanceTimersByTimeAsync(14_000);
      expect(worker.sent.filter((m) => m.type === 'cancel')).toEqual([]);
      // Then nothing for 15 s: a time-out, and the worker is told to stop.
      await vi.advanceTimersByTimeAsync(1_000);
      await expect(result).rejects.toMatchObject({ kind: 'timeout' });
      expect(worker.sent.at(-1)).toEqual({ type: 'cancel', id: job!.id });
      // The worker's own late answer changes nothing.
      worker.reply({ type: 'result', id: job!.id, result: { added: 2, version: 1 } });
    } finally {
      vi.useRealTimers();
    }
  });

  it('runs waiting and later jobs on this thread when the worker cannot start', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { worker, fallback, transport } = setUp();
    const waiting = transport.run(poll);
    await worker.jobs();
    worker.fail();
    expect(worker.terminated).toBe(true);
    expect(warn).toHaveBeenCalledTimes(1);
    await expect(waiting).resolves.toEqual({ added: 7, version: 7 });
    await expect(transport.run(poll)).resolves.toEqual({ added: 7, version: 7 });
    expect(fallback).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('falls back to the same store and client on this thread by default', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fetchImpl = emptyService();
    const worker = new FakeWorker();
    const transport = workerTransport(worker as unknown as Worker);
    const waiting = transport.run({ kind: 'view', request: { ...poll.request, budget: 100 } });
    await worker.jobs();
    worker.fail();
    expect((await waiting).view.count).toBe(0);
    expect(String(fetchImpl.mock.calls[0]![0])).toContain('/v2/equipment/unit/temperatures?');
    expect(String(fetchImpl.mock.calls[0]![0])).toContain('company=c1');
    warn.mockRestore();
  });
});

describe('temperatureTransport without Worker (old browsers, tests)', () => {
  it('runs the same store on this thread', async () => {
    expect(typeof Worker).toBe('undefined');
    const fetchImpl = emptyService();
    const { view } = await temperatureTransport().run({
      kind: 'view',
      request: { ...poll.request, budget: 100 },
    });
    expect(view.count).toBe(0);
    expect(String(fetchImpl.mock.calls[0]![0])).toContain('/v2/equipment/unit/temperatures?');
  });
});

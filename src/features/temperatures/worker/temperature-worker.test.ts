import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSimulator } from '../../../../server/app.ts';
import { SHOWCASE, TOKENS } from '../../../../server/simulator/fixtures.ts';
import { simFetch } from '@/testing/sim-fetch';
import type {
  TemperatureWorkerReply,
  TemperatureWorkerRequest,
} from './temperature-worker-protocol';

// The worker's own side, loaded into this global scope: a job fetches through client.ts with the
// settings it was sent (token, base URL, company) and answers with the drawn rows only.

const sim = createSimulator({ admin: true });
const unit = SHOWCASE.temperatures;
const replies: TemperatureWorkerReply[] = [];
const scope = globalThis as unknown as {
  postMessage: (m: TemperatureWorkerReply) => void;
  onmessage: ((e: MessageEvent<TemperatureWorkerRequest>) => void) | null;
};

beforeAll(async () => {
  vi.stubGlobal('fetch', simFetch(sim.app));
  scope.postMessage = (m) => replies.push(m);
  await import('./temperature-worker');
});
afterAll(() => vi.unstubAllGlobals());

function send(id: number, token: string) {
  const now = sim.clock.now();
  scope.onmessage!({
    data: {
      type: 'job',
      id,
      client: { baseUrl: 'http://localhost/api', token, timeoutMs: 10_000 },
      job: {
        kind: 'view',
        request: {
          key: `k${id}`,
          guid: unit.guid,
          company: undefined,
          request: { from: now - 3_600_000 },
          spec: { kind: 'live', from: now - 3_600_000, to: now, spanMs: 3_600_000 },
          budget: 128,
        },
      },
    },
  } as MessageEvent<TemperatureWorkerRequest>);
}

describe('temperature worker', () => {
  it('answers a view job with rows within the budget and the latest readings', async () => {
    send(1, TOKENS.operator);
    await vi.waitFor(() => expect(replies.find((r) => 'id' in r && r.id === 1)).toBeDefined());
    const reply = replies.find((r) => 'id' in r && r.id === 1)!;
    expect(reply.type).toBe('result');
    const { view } = (reply as Extract<TemperatureWorkerReply, { type: 'result' }>).result as {
      view: { count: number; chart: { rows: unknown[] }; stats: { latest?: number }[] };
    };
    expect(view.count).toBeGreaterThan(50);
    expect(view.chart.rows.length).toBeLessThanOrEqual(128);
    expect(view.stats.some((s) => s.latest !== undefined)).toBe(true);
  });

  it('reports a refused token to the page, and the job fails with the 401', async () => {
    send(2, 'no-such-token');
    await vi.waitFor(() => expect(replies.find((r) => 'id' in r && r.id === 2)).toBeDefined());
    expect(replies).toContainEqual({ type: 'unauthorized', token: 'no-such-token' });
    expect(replies.find((r) => 'id' in r && r.id === 2)).toMatchObject({
      type: 'error',
      error: { status: 401 },
    });
  });
});
